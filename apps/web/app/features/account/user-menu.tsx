import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { UserIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../lib/locale.ts';
import { RewardsMenuEntry, type RewardsHeaderData } from '../rewards/index.ts';
import { accountPost } from './client.ts';

/**
 * The header's user icon for a signed-in shopper (shell §2): a menu with the rewards and the wallet
 * (where they are offered), the transaction history (where the country has it), the settings and sign-out,
 * in commerce §2's order
 * (a disclosure: the button says whether it is open; Escape and a click outside close it).
 */
export function UserMenu({
  shop,
  wallet = false,
  rewards = null,
}: {
  shop: ShopLocale;
  wallet?: boolean;
  /** The rewards entry, with the balance, where Coda Rewards are offered. */
  rewards?: RewardsHeaderData | null;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  async function signOut() {
    if (busy) return;
    setBusy(true);
    await accountPost('/api/identity/sign-out', { global: false });
    // Whatever the answer, the cookies are cleared by the call or already gone: load home as a guest.
    window.location.assign(shopPath(shop));
  }

  const item = 'flex h-11 w-full items-center rounded-lg px-3 text-start text-sm font-medium text-slate-800 hover:bg-slate-100';
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-700 hover:bg-brand-100"
      >
        <UserIcon className="h-5 w-5" />
        <span className="sr-only">{t('accountMenu.open')}</span>
      </button>
      <div id={menuId} hidden={!open} className="absolute end-0 top-12 z-40 w-56 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200">
        <ul>
          {rewards ? (
            <li>
              <RewardsMenuEntry shop={shop} rewards={rewards} onClick={() => setOpen(false)} className={`${item} gap-2`} />
            </li>
          ) : null}
          {wallet ? (
            <li>
              <Link to={shopPath(shop, 'wallet/home')} onClick={() => setOpen(false)} className={item}>
                {t('walletHeader.menu')}
              </Link>
            </li>
          ) : null}
          {shop.country.features.transactions ? (
            <li>
              <Link to={shopPath(shop, 'user/transactions')} onClick={() => setOpen(false)} className={item}>
                {t('transactions.heading')}
              </Link>
            </li>
          ) : null}
          <li>
            <Link to={shopPath(shop, 'user/settings')} onClick={() => setOpen(false)} className={item}>
              {t('accountMenu.settings')}
            </Link>
          </li>
          <li>
            <button type="button" onClick={signOut} aria-busy={busy || undefined} className={item}>
              {busy ? t('accountMenu.signingOut') : t('accountMenu.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
