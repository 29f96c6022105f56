import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CloseButton } from '../../components/close-button.tsx';
import { t } from '../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../lib/locale.ts';
import { RewardsCoinIcon } from './checkout-rewards.tsx';

/** The contact a guest gave with the order, as the account screens take it. */
export type AdoptContact = { uidType: 'email' | 'phone_number'; uid: string };

/**
 * What the sign-up and sign-in screens are opened with (their `location.state`): the order's
 * contact, so the shopper does not type it again. A mobile number goes without the country's code,
 * which the screens show beside the field. Nothing of it goes into the address.
 */
export function accountScreenState(contact: AdoptContact | null, phoneCode: string): { uid?: string; uidType?: AdoptContact['uidType'] } {
  if (!contact) return {};
  if (contact.uidType === 'email') return contact;
  const prefix = `+${phoneCode}`;
  return { uidType: 'phone_number', uid: contact.uid.startsWith(prefix) ? contact.uid.slice(prefix.length) : contact.uid };
}

type Props = {
  shop: ShopLocale;
  /** What the order earned (or will earn once delivered), written. */
  amount: string;
  pending: boolean;
  /** The whole contact, when this browser placed the order; else the masked one is shown. */
  contact: AdoptContact | null;
  maskedContact: string;
  expiryDays: number;
  onClose(): void;
};

/**
 * The adopt-account modal (commerce §2 "sign up to keep your rewards"): a guest's rewards are kept
 * for the e-mail or mobile number of the order, and move to the account made (or signed in to) with
 * it (commerce §6). A native modal `<dialog>`: the page behind is inert, Escape closes it.
 */
export function AdoptAccountDialog({ shop, amount, pending, contact, maskedContact, expiryDays, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const firstRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    firstRef.current?.focus();
    return () => dialog.close();
  }, []);
  const shown = `\u2068${contact?.uid ?? maskedContact}\u2069`;
  const state = accountScreenState(contact, shop.country.phoneCode);
  const params = { amount: `\u2068${amount}\u2069`, contact: shown };
  return (
    <dialog
      ref={ref}
      aria-labelledby="adopt-heading"
      aria-describedby="adopt-body"
      data-testid="adopt-account-modal"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-2xl"
    >
      <div className="relative p-6 text-center">
        <CloseButton label={t('cashbackAdopt.close')} onClick={onClose} className="absolute end-3 top-3" />
        <span className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-amber-100">
          <RewardsCoinIcon className="h-10 w-10 text-amber-600" />
        </span>
        <h2 id="adopt-heading" className="mt-4 text-xl font-bold">
          {t('cashbackAdopt.heading')}
        </h2>
        <p className="mt-3 text-3xl font-extrabold text-amber-600">
          <bdi>+{amount}</bdi>
        </p>
        <div id="adopt-body" className="mt-3 space-y-2 text-slate-700 [overflow-wrap:anywhere]">
          <p>{pending ? t('cashbackAdopt.bodyPending', params) : t('cashbackAdopt.body', params)}</p>
          <p className="text-sm text-slate-600">{t('cashbackAdopt.expiry', { days: expiryDays })}</p>
        </div>
        <div className="mt-6 flex flex-col gap-2">
          <Link
            ref={firstRef}
            to={shopPath(shop, 'sign-up')}
            state={state}
            className="inline-flex h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
          >
            {t('cashbackAdopt.signUp')}
          </Link>
          <Link
            to={shopPath(shop, 'sign-in')}
            state={state.uidType === 'email' ? state : { uidType: state.uidType }}
            className="inline-flex h-11 items-center justify-center rounded-full border border-slate-300 bg-white px-6 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('cashbackAdopt.signIn')}
          </Link>
          <button type="button" onClick={onClose} className="h-11 rounded-full px-6 font-semibold text-slate-600 hover:bg-slate-100">
            {t('cashbackAdopt.later')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
