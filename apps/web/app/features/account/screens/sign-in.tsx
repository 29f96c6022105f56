import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SignInResponse } from '@store/contracts/identity-codes.ts';
import { t, type MessageKey } from '../../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../../lib/locale.ts';
import { accountPost } from '../client.ts';
import { SocialSignIn } from '../social-sign-in.tsx';
import { AccountCard, FormError, Notice, PasswordField, SubmitButton, UidField, UidTypeSwitch, uidValue, type UidType } from '../form.tsx';
import { takeReturnPath } from '../return-path.ts';
import { markWelcome } from '../welcome.tsx';

export type AccountNotice = { noticeKey?: MessageKey; uid?: string; uidType?: UidType };

/** Shell §2 /sign-in: by e-mail or mobile and password; the catalogued message on failure. */
export function SignInScreen({ shop }: { shop: ShopLocale }) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as AccountNotice;
  const phoneCode = shop.country.phoneCode;
  const [uidType, setUidType] = useState<UidType>(state.uidType ?? 'email');
  const [uid, setUid] = useState(state.uid && state.uidType !== 'phone_number' ? state.uid : '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ key: MessageKey } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const identified = { uid: uidValue(uidType, uid, phoneCode), uidType };
    const result = await accountPost<SignInResponse>('/api/identity/sign-in', { ...identified, password });
    if (!result.ok) {
      setBusy(false);
      if (result.resultCode === 'UserNotConfirmedException') {
        // Shell §4: an unverified account gets a new code and the verification screen.
        await accountPost('/api/identity/resend-code', identified);
        navigate(shopPath(shop, 'confirm-signup'), { state: { ...identified, sentAt: Date.now() } });
        return;
      }
      setError({ key: result.messageKey });
      return;
    }
    if (result.data.firstLogin) markWelcome(result.data.user.name ?? '');
    // A full load: every page and the header render again for the signed-in shopper.
    window.location.assign(takeReturnPath(shopPath(shop)));
  }

  return (
    <AccountCard heading={t('signIn.heading')} intro={t('signIn.intro')}>
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        <Notice>{state.noticeKey ? t(state.noticeKey) : null}</Notice>
        <UidTypeSwitch
          value={uidType}
          onChange={(type) => {
            setUidType(type);
            setUid('');
            setError(null);
          }}
        />
        <UidField type={uidType} value={uid} onChange={setUid} phoneCode={phoneCode} />
        <PasswordField
          label={t('accountForm.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormError messageKey={error?.key ?? null} />
        <SubmitButton busy={busy}>{t('signIn.submit')}</SubmitButton>
      </form>
      <SocialSignIn shop={shop} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
        <Link to={shopPath(shop, 'recover-password')} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('signIn.forgot')}
        </Link>
        <p className="text-slate-700">
          {t('signIn.noAccount')}{' '}
          <Link to={shopPath(shop, 'sign-up')} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('signIn.signUpLink')}
          </Link>
        </p>
      </div>
    </AccountCard>
  );
}
