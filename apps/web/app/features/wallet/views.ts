import type { TopupStatus, WalletDisplayState, WalletStatus, WalletTransaction } from '@store/contracts/wallet.ts';

/**
 * A figure written left to right (an amount, a masked number) inside a sentence of a right-to-left
 * page keeps its own order there: `490 EGP` would otherwise read `EGP 490` (Unicode isolates). Left-to-right
 * pages need nothing.
 */
export function inSentence(dir: 'ltr' | 'rtl', text: string): string {
  return dir === 'rtl' ? `\u2066${text}\u2069` : text;
}

/** What the wallet's loaders hand the pages: amounts already written in the shop's way (ADR 0004). */

/** Commerce §9: the history shows 9 rows a page. */
export const HISTORY_PAGE_SIZE = 9;

export type WalletView = {
  state: WalletDisplayState;
  wallet: {
    walletId: string;
    status: WalletStatus;
    countryCode: string;
    currencyCode: string;
    /** Masked (commerce §5). */
    mobileNumber: string;
    balanceMinor: string;
    balanceVersion: number;
    balance: string;
  } | null;
};

export type HistoryRow = {
  id: string;
  type: WalletTransaction['type'];
  status: TopupStatus;
  /** Money out of the wallet (a charge). */
  negative: boolean;
  /** The amount without its sign, written in the shop's way. */
  amount: string;
  createdAt: string;
  orderId: string | null;
};

export type TopupView = {
  id: string;
  status: TopupStatus;
  amountMinor: string;
  amount: string;
  /** A quick top-up: the order it pays for (commerce §4). */
  orderId: string | null;
  paymentChannel: string | null;
  paymentUrl: string | null;
  failureCode: number | null;
  createdAt: string;
};

/** The top-up panel's figures: presets and limits written in the shop's way, with their minor units. */
export type TopupOptions = {
  presets: Array<{ minor: string; label: string }>;
  customTopup: boolean;
  min: { minor: string; label: string };
  max: { minor: string; label: string };
  /** An amount written the way the custom field takes it (the minimum), for the message of a wrong one. */
  example: string;
  channels: Array<{ id: number; name: string }>;
};
