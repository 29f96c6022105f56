import {
  formatPrice,
  mobileToE164,
  orderStatusLabel,
  orderStatusName,
  type HistoryDays,
  type OrderRewards,
  type OrderStatus,
  type OrderStatusLabel,
  type VoucherCode,
} from '@store/contracts';
import type { RewardsOf, VoucherCodesOf } from './service.ts';
import { denominationNameIn } from '@store/contracts/catalogue-texts.ts';
import { normalizePhone } from '@store/contracts/identity-codes.ts';
import type { OrderRepository } from './repository.ts';

/** Commerce §9: 9 rows a page; the first page leaves 3 places to the summary above it (ADR 0016). */
export const HISTORY_PAGE_SIZE = 9;
export const HISTORY_FIRST_PAGE_OFFSET = 3;

/** One row of the transaction history (commerce §3: the fields that exist so far). */
export type HistoryRow = {
  orderId: string;
  orderDate: string;
  productSlug: string;
  productName: string;
  denominationName: string;
  /** Who received the credits; null for a voucher, which has no player (docs/decisions/0038). */
  player: { userId: string; zoneId: string | null; nickname: string | null } | null;
  paymentChannelName: string;
  amountMinor: string;
  currency: string;
  /** The total as the order's country writes it ("S$1.49"). */
  amountFormatted: string;
  countryCode: string;
  status: number;
  statusName: string;
  /** The status in commerce §4's second naming; null where it has none (ADR 0053). */
  statusLabel: OrderStatusLabel | null;
  /** Coda Rewards the order used and earned (commerce §3), minor units; "0" when none. */
  rewardsUsed: string;
  rewardsEarned: string;
  /** The refund made, when the order was refunded. */
  refundAmount: string | null;
  /** A voucher's code, masked: the list is the signed-in owner's own orders (docs/decisions/0038). */
  voucherCode: VoucherCode | null;
};

export type HistoryPage = {
  days: HistoryDays;
  page: number;
  pageSize: number;
  totalRows: number;
  totalPages: number;
  rows: HistoryRow[];
};

/** Where page `page` (from 1) starts and how many rows it holds. */
export function pageWindow(page: number): { offset: number; limit: number } {
  const first = HISTORY_PAGE_SIZE - HISTORY_FIRST_PAGE_OFFSET;
  if (page <= 1) return { offset: 0, limit: first };
  return { offset: first + (page - 2) * HISTORY_PAGE_SIZE, limit: HISTORY_PAGE_SIZE };
}

export function pageCount(totalRows: number): number {
  const first = HISTORY_PAGE_SIZE - HISTORY_FIRST_PAGE_OFFSET;
  if (totalRows <= first) return 1;
  return 1 + Math.ceil((totalRows - first) / HISTORY_PAGE_SIZE);
}

/** setOrderUid's status codes (ADR 0016). */
export const AdoptStatus = {
  Success: 0,
  NotAuthenticated: 401,
  InvalidInput: 400,
  OrderNotFound: 404,
  AlreadyLinked: 409,
  ContactMismatch: 403,
  RewardLinkingFailed: 500,
} as const;

export const adoptMessages: Record<number, string> = {
  0: 'Success',
  400: 'Invalid input',
  401: 'The user is not authenticated',
  403: 'The order was placed with another e-mail or mobile number',
  404: 'Order not found',
  409: 'The order is already linked to an account',
  500: 'The rewards could not be linked to the account',
};

/** A signed-in shopper's history and guest adoption (ADR 0016), on the order repository. */
export function createOrderHistory(
  repository: OrderRepository,
  rewardsOf?: RewardsOf,
  voucherCodesOf?: VoucherCodesOf,
  now: () => number = Date.now,
) {
  return {
    /** The signed-in shopper's orders on this site within the last `days` days, newest first. */
    async list(
      siteId: number,
      userId: string,
      days: HistoryDays,
      page: number,
      language = 'en',
      status: OrderStatus | null = null,
    ): Promise<HistoryPage> {
      const since = new Date(now() - days * 86_400_000);
      const totalRows = await repository.countHistory(siteId, userId, since, status);
      const { offset, limit } = pageWindow(page);
      const rows = await repository.listHistory(siteId, userId, since, offset, limit, language, status);
      const ids = rows.map((r) => r.order.id);
      const rewards = rewardsOf ? await rewardsOf(ids) : new Map<string, OrderRewards>();
      const codes = voucherCodesOf ? await voucherCodesOf(ids) : new Map<string, VoucherCode>();
      return {
        days,
        page,
        pageSize: limit,
        totalRows,
        totalPages: pageCount(totalRows),
        rows: rows.map((r) => ({
          orderId: r.order.id,
          orderDate: r.order.createdAt.toISOString(),
          productSlug: r.productSlug,
          productName: r.localProductName ?? r.productName,
          denominationName: denominationNameIn(
            { name: r.denominationName, creditAmount: r.creditAmount },
            { english: r.creditName, local: r.localCreditName },
          ),
          player:
            r.order.playerUserId === null
              ? null
              : { userId: r.order.playerUserId, zoneId: r.order.playerZoneId, nickname: r.order.playerNickname },
          paymentChannelName: r.paymentChannelName,
          amountMinor: r.order.amountMinor.toString(),
          currency: r.order.currency,
          amountFormatted: formatPrice(r.order.amountMinor, { ...r.country, currency: r.order.currency }),
          countryCode: r.order.countryCode,
          status: r.order.status,
          statusName: orderStatusName[r.order.status as OrderStatus],
          statusLabel: orderStatusLabel(r.order.status as OrderStatus),
          rewardsUsed: rewards.get(r.order.id)?.burnAmount ?? '0',
          // Earned only once delivered: a promise is not a reward yet.
          rewardsEarned: rewards.get(r.order.id)?.earnStatus === 'earned' ? rewards.get(r.order.id)!.earnAmount : '0',
          refundAmount: r.refundAmountMinor?.toString() ?? null,
          voucherCode: codes.get(r.order.id) ?? null,
        })),
      };
    },

    /**
     * Links a guest's order to the signed-in user: only an order of this site, without a user yet,
     * placed with the account's e-mail or mobile.
     */
    async adopt(siteId: number, user: { id: string; email: string | null; mobile: string | null }, orderId: string): Promise<number> {
      const order = await repository.findForAdoption(orderId);
      if (!order || order.siteId !== siteId) return AdoptStatus.OrderNotFound;
      if (order.userId === user.id) return AdoptStatus.Success;
      if (order.userId !== null) return AdoptStatus.AlreadyLinked;
      const emailMatches = !!order.email && !!user.email && order.email.toLowerCase() === user.email.toLowerCase();
      const mobileMatches = !!order.mobile && !!user.mobile && sameMobile(order.mobile, order.phoneCode, user.mobile);
      if (!emailMatches && !mobileMatches) return AdoptStatus.ContactMismatch;
      return (await repository.linkToUser(siteId, orderId, user.id)) ? AdoptStatus.Success : AdoptStatus.AlreadyLinked;
    },
  };
}

/**
 * The same mobile number, compared whole: the account holds E.164 (+6581234567), an order what the
 * shopper typed in its country's shop, with or without the country code (81234567), which is
 * written as E.164 with that country's code first. Comparing only the last digits would let an
 * account in another country, or with a longer number ending the same way, take the order.
 */
function sameMobile(orderMobile: string, phoneCode: string, accountMobile: string): boolean {
  const ordered = mobileToE164(orderMobile, phoneCode);
  return ordered !== null && ordered === normalizePhone(accountMobile);
}

export type OrderHistory = ReturnType<typeof createOrderHistory>;
