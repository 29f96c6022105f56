import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { t, type MessageKey } from '../../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../../lib/locale.ts';
import { accountPost } from '../client.ts';
import { AccountCard, Field, FormError, SubmitButton, failureParams } from '../form.tsx';

/** Shell §2 /user/verifyAccountDelete: the one-time code sent by e-mail or SMS deletes the account. */
export function VerifyAccountDeleteScreen({ shop }: { shop: ShopLocale }) {
  const location = useLocation();
  const destination = (location.state as { destination?: string } | null)?.destination ?? '';
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ key: MessageKey; params: Record<string, string | number> } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!/^\d{6}$/.test(code)) return setError({ key: 'accountForm.invalidCode', params: {} });
    setBusy(true);
    setError(null);
    const result = await accountPost('/api/customer/user/delete', { otp: code });
    if (!result.ok) {
      setBusy(false);
      return setError({ key: result.messageKey, params: failureParams(result.data) });
    }
    // The session is gone with the account: a full load of the home as a guest.
    window.location.assign(shopPath(shop));
  }

  return (
    <AccountCard heading={t('deleteAccount.heading')} intro={destination ? t('deleteAccount.intro', { destination }) : undefined}>
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        <Field
          label={t('accountForm.code')}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          dir="ltr"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <FormError messageKey={error?.key ?? null} params={error?.params} />
        <SubmitButton busy={busy} tone="danger">
          {t('deleteAccount.submit')}
        </SubmitButton>
        <Link
          to={shopPath(shop, 'user/settings')}
          className="flex h-11 w-full items-center justify-center rounded-full border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('deleteAccount.cancel')}
        </Link>
      </form>
    </AccountCard>
  );
}
