import { useEffect, useState } from 'react';
import type { ShopLocale } from '../../lib/locale.ts';
import type { CodacashWallet } from './codacash-wallet.ts';

/** Where the payment step stands with Codacash: a guest, reading, read, or the read failed. */
export type CodacashStanding = { kind: 'guest' } | { kind: 'loading' } | { kind: 'failed' } | ({ kind: 'read' } & CodacashWallet);

/**
 * The shopper's Codacash for the payment step, read once the page runs in the browser (and again
 * when the tab comes back into view, since a top-up elsewhere changes the balance).
 */
export function useCodacashWallet(shop: ShopLocale, signedIn: boolean, offered: boolean): CodacashStanding {
  const [standing, setStanding] = useState<CodacashStanding>(signedIn ? { kind: 'loading' } : { kind: 'guest' });
  useEffect(() => {
    if (!signedIn || !offered) {
      setStanding(signedIn ? { kind: 'loading' } : { kind: 'guest' });
      return;
    }
    let live = true;
    const read = () =>
      import('./codacash-wallet.ts')
        .then((module) => module.readCodacashWallet(shop))
        .then(
          (wallet) => live && setStanding(wallet ? { kind: 'read', ...wallet } : { kind: 'failed' }),
          () => live && setStanding({ kind: 'failed' }),
        );
    void read();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void read();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [shop, signedIn, offered]);
  return standing;
}
