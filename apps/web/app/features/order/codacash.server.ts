import type { AppLoadContext } from 'react-router';
import type { OrderView } from '@store/contracts';
import { WALLET, walletDisplayState, type TopupStatus } from '@store/contracts/wallet.ts';
import { currentViewer } from '../../lib/access.server.ts';
import type { ShopLocale } from '../../lib/locale.ts';
import { price } from '../../lib/price.server.ts';
import type { CodacashPanel } from './codacash-state.ts';

/**
 * What the waiting page shows of a Codacash order still waiting for its payment (ADR 0033): the
 * wallet's masked phone the code went to, the balance, and when the balance is short the quick
 * top-up of commerce §4 (the difference, at least the country's minimum, paid at another channel of
 * the country). Read in the same process, for the order's own shopper only; amounts are written
 * here, like every price (ADR 0004).
 */
export async function codacashPanel(
  context: AppLoadContext,
  request: Request,
  shop: ShopLocale,
  order: OrderView,
): Promise<CodacashPanel | null> {
  const viewer = await currentViewer(context, request);
  if (!viewer.userId) return null;
  const { wallet: wallets } = context.services;
  const shopper = { id: viewer.userId } as Parameters<typeof wallets.currentWallet>[0];
  const found = await wallets.shop(context.site.id, order.countryCode);
  if (!found.ok) return null;
  const [wallet, country, channels, history] = await Promise.all([
    wallets.currentWallet(shopper, order.countryCode),
    wallets.country(found.value),
    wallets.paymentChannels(found.value),
    wallets.transactions(shopper, { limit: 20 }),
  ]);
  const settings = country.ok ? country.value : null;
  const state = walletDisplayState(wallet, settings);
  const amountMinor = BigInt(order.amountMinor);
  const here = wallet !== null && state !== 'unavailable' && wallet.currencyCode === order.currency;
  const balanceMinor = here ? BigInt(wallet.balanceAmount) : null;
  const shortMinor = balanceMinor !== null && balanceMinor < amountMinor ? amountMinor - balanceMinor : null;
  const minimum = settings ? BigInt(settings.minTopup) : 0n;
  const topupMinor = shortMinor === null ? null : shortMinor > minimum ? shortMinor : minimum;
  // The newest top-up made for this order, if the shopper started one (its progress, commerce §4).
  const quick = history.ok ? history.value.items.find((item) => item.type === 'topup' && item.orderId === order.orderId) : undefined;
  // The code was sent when the order was placed; it lives 100 s (commerce §9).
  const elapsed = Math.floor((Date.now() - Date.parse(order.createdAt)) / 1000);
  return {
    state,
    phone: here ? wallet.mobileNumber : null,
    balance: balanceMinor === null ? null : price(shop, balanceMinor),
    short: shortMinor === null ? null : price(shop, shortMinor),
    codeSecondsLeft: Math.max(0, WALLET.otpTimeoutSeconds - elapsed),
    topup:
      topupMinor === null
        ? null
        : {
            amountMinor: topupMinor.toString(),
            amount: price(shop, topupMinor),
            minimumApplied: topupMinor === minimum && shortMinor !== minimum,
            channels: channels.map((c) => ({ id: c.id, name: c.name })),
          },
    quickTopup: quick ? { id: quick.id, status: quick.status as TopupStatus, paymentUrl: quick.paymentUrl } : null,
  };
}
