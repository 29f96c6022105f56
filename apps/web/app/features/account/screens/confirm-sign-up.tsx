import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  CODE_EXPIRY_SECONDS,
  CODE_LENGTH,
  CODE_RESEND_COOLDOWN_SECONDS,
  type ConfirmSignUpResponse,
} from '@store/contracts/identity-codes.ts';
import { checkOneTimeCode } from '@store/contracts/validation-messages.ts';
import { failureParams } from '../../../lib/api.ts';
import { takeReturnPath } from '../return-path.ts';
import { markWelcome } from '../welcome.tsx';
import { t, type MessageKey } from '../../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../../lib/locale.ts';
import { successMessageKey } from '../../../lib/api-messages.ts';
import { accountPost } from '../client.ts';
import { AccountCard, Field, FormError, Notice, SubmitButton, UidField, UidTypeSwitch, uidValue, type UidType } from '../form.tsx';

type CodeState = { uid?: string; uidType?: UidType; destination?: string; sentAt?: number };

/**
 * A code sent at `sentAt`, ticking every second: seconds until it expires (shell §9: 90 s), and
 * until the store sends another (its 30 s cooldown, which the resend button waits for, not the expiry).
 */
function useCodeClock(sentAt: number | null): { expiresIn: number; resendIn: number } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sentAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  if (sentAt === null) return { expiresIn: 0, resendIn: 0 };
  const secondsUntil = (ms: number) => Math.max(0, Math.ceil((sentAt + ms - now) / 1000));
  return { expiresIn: secondsUntil(CODE_EXPIRY_SECONDS * 1000), resendIn: secondsUntil(CODE_RESEND_COOLDOWN_SECONDS * 1000) };
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Shell §2, §4 /confirm-signup (and /verify): the 6-digit code of a sign-up, with a resend that
 * waits for the store's cooldown (the code itself lasts 90 s) and starts both again. Arriving without the sign-up's state (a new
 * tab, a reload), the shopper gives their e-mail or mobile first.
 */
export function ConfirmSignUpScreen({ shop }: { shop: ShopLocale }) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as CodeState;
  const phoneCode = shop.country.phoneCode;
  const known = Boolean(state.uid && state.uidType);
  const [uidType, setUidType] = useState<UidType>(state.uidType ?? 'email');
  const [uidInput, setUidInput] = useState('');
  const [code, setCode] = useState('');
  const [sentAt, setSentAt] = useState<number | null>(state.sentAt ?? null);
  const [error, setError] = useState<{ key: MessageKey; params: Record<string, string | number> } | null>(null);
  const [notice, setNotice] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState<'confirm' | 'resend' | null>(null);
  const { expiresIn: secondsLeft, resendIn } = useCodeClock(sentAt);
  const identified = () =>
    known ? { uid: state.uid!, uidType: state.uidType! } : { uid: uidValue(uidType, uidInput, phoneCode), uidType };

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    const problem = checkOneTimeCode(code, CODE_LENGTH);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy('confirm');
    setError(null);
    const who = identified();
    const result = await accountPost<ConfirmSignUpResponse>('/api/identity/confirm-sign-up', { ...who, code: code.trim() });
    if (!result.ok) {
      setBusy(null);
      setError({ key: result.messageKey, params: failureParams(result.data) });
      return;
    }
    if (result.data.signedIn) {
      // Confirmed in the browser that signed up: signed in already, so no password a second time.
      if (result.data.firstLogin) markWelcome(result.data.user.name ?? '');
      window.location.assign(takeReturnPath(shopPath(shop)));
      return;
    }
    setBusy(null);
    navigate(shopPath(shop, 'sign-in'), { state: { noticeKey: 'confirmSignUp.confirmed', uid: who.uid, uidType: who.uidType } });
  }

  async function resend() {
    if (busy || resendIn > 0) return;
    setBusy('resend');
    setError(null);
    setNotice(null);
    const result = await accountPost('/api/identity/resend-code', identified());
    setBusy(null);
    if (!result.ok) {
      setError({ key: result.messageKey, params: failureParams(result.data) });
      return;
    }
    setSentAt(Date.now());
    setNotice(successMessageKey(result.data));
  }

  const intro = state.destination ? t('confirmSignUp.intro', { destination: state.destination }) : t('confirmSignUp.introUnknown');
  return (
    <AccountCard heading={t('confirmSignUp.heading')} intro={intro}>
      <form method="post" onSubmit={confirm} noValidate className="space-y-4">
        {!known ? (
          <>
            <UidTypeSwitch
              value={uidType}
              onChange={(type) => {
                setUidType(type);
                setUidInput('');
              }}
            />
            <UidField type={uidType} value={uidInput} onChange={setUidInput} phoneCode={phoneCode} />
          </>
        ) : null}
        <Field
          label={t('accountForm.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          required
          dir="ltr"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          className="[&_input]:tracking-[0.4em]"
        />
        {sentAt !== null ? (
          <p className="text-sm text-slate-700" aria-live="off">
            {secondsLeft > 0
              ? t('confirmSignUp.expiresIn', { minutes: String(Math.floor(secondsLeft / 60)), seconds: two(secondsLeft % 60) })
              : t('confirmSignUp.expired')}
          </p>
        ) : null}
        <Notice>{notice ? t(notice) : null}</Notice>
        <FormError messageKey={error?.key ?? null} params={error?.params} />
        <SubmitButton busy={busy === 'confirm'}>{t('confirmSignUp.submit')}</SubmitButton>
        <button
          type="button"
          onClick={resend}
          disabled={resendIn > 0 || busy !== null}
          className="h-11 w-full rounded-full border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-500"
        >
          {resendIn > 0 ? t('confirmSignUp.resendIn', { seconds: resendIn }) : t('confirmSignUp.resend')}
        </button>
      </form>
    </AccountCard>
  );
}
