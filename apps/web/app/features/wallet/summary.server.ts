import type { AppLoadContext } from 'react-router';
import { currentViewer, featureOn } from '../../lib/access.server.ts';
import type { ShopLocale } from '../../lib/locale.ts';
import { headerSummary, walletReads, type WalletHeaderSummary } from './wallet-data.server.ts';

/**
 * The header's wallet summary for a signed-in shopper (shell §2), read by the shop layout in the
 * same process: no request of the browser's own on every page. Null where the wallet is not offered.
 */
export async function walletHeaderSummary(context: AppLoadContext, request: Request, shop: ShopLocale): Promise<WalletHeaderSummary> {
  const reads = walletReads(context);
  if (!reads || !featureOn('wallet', { features: shop.country.features, site: context.site })) return null;
  const viewer = await currentViewer(context, request);
  if (!viewer.userId) return null;
  try {
    const [wallet, country] = await Promise.all([reads.currentWallet(viewer.userId, shop.country.code), reads.country(shop.country.code)]);
    return headerSummary(shop, wallet, country);
  } catch (error) {
    // Commerce §7: errors of the wallet fetches are swallowed; the page still renders, without the entry.
    console.error(error);
    return null;
  }
}
