import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import {
  CODE_LENGTH,
  DELETION_CODE_LIMIT,
  DELETION_CODE_TIMER_SECONDS,
  type DeletionCodeDelivery,
} from '@store/contracts/identity-codes.ts';
import { checkOneTimeCode } from '@store/contracts/validation-messages.ts';
import { failureParams } from '../../../lib/api.ts';
import { t, type MessageKey } from '../../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../../lib/locale.ts';
import { accountPost } from '../client.ts';
import { deletionResend } from '../deletion-codes.ts';
import { AccountCard, Field, FormError, Notice, SubmitButton } from '../form.tsx';

/** What the settings page hands over when it asked for the code. */
export type DeletionCodeState = { destination?: string; medium?: 'email' | 'sms'; sentAt?: number; codesLeft?: number };

/**
 * Shell §2 /user/verifyAccountDelete: the one-time code sent by e-mail or SMS deletes the account.
 * A new code may be asked 30 s after the last, 3 a day (commerce §9; ADR 0052): the button counts
 * the 30 s down, the page says how many codes remain today, and once none do, until when.
 */
export function VerifyAccountDeleteScreen({ shop }: { shop: ShopLocale }) {
  const location = useLocation();
  const state = (location.state as DeletionCodeState | null) ?? {};
  const [destination, setDestination] = useState(state.destination ?? '');
  const [sentAt, setSentAt] = useState<number | null>(state.sentAt ?? null);
  const [codesLeft, setCodesLeft] = useState<number | null>(state.codesLeft ?? null);
  const [exhausted, setExhausted] = useState<{ retryAfterSeconds: number; refusedAt: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ key: MessageKey; params: Record<string, string | number> } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'delete' | 'resend' | null>(null);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const resend = deletionResend({ sentAt, now, codesLeft, exhausted });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = checkOneTimeCode(code, CODE_LENGTH);
    if (problem) return setError(problem);
    setBusy('delete');
    setError(null);
    const result = await accountPost('/api/customer/user/delete', { otp: code });
    if (!result.ok) {
      setBusy(null);
      return setError({ key: result.messageKey, params: failureParams(result.data) });
    }
    // The session is gone with the account: a full load of the home as a guest.
    window.location.assign(shopPath(shop));
  }

  async function sendAgain() {
    if (busy || resend.state !== 'ready') return;
    setBusy('resend');
    setError(null);
    setNotice(null);
    const result = await accountPost<DeletionCodeDelivery>('/api/customer/user/init-delete', { medium: state.medium ?? 'email' });
    setBusy(null);
    if (!result.ok) {
      const data = failureParams(result.data);
      if (data.codesLeft === 0 && typeof data.retryAfterSeconds === 'number') {
        setCodesLeft(0);
        return setExhausted({ retryAfterSeconds: data.retryAfterSeconds, refusedAt: Date.now() });
      }
      if (typeof data.retryAfterSeconds === 'number') setSentAt(Date.now() - (DELETION_CODE_TIMER_SECONDS - data.retryAfterSeconds) * 1000);
      return setError({ key: result.messageKey, params: data });
    }
    setExhausted(null);
    setSentAt(Date.now());
    setNow(Date.now());
    setCodesLeft(result.data.codesLeft);
    setDestination(result.data.codeDelivery.destination);
    setNotice(t('deleteAccount.resent', { destination: result.data.codeDelivery.destination }));
  }

  const left = resend.state === 'exhausted' ? 0 : resend.codesLeft;
  return (
    <AccountCard heading={t('deleteAccount.heading')} intro={destination ? t('deleteAccount.intro', { destination }) : undefined}>
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        <Field
          label={t('accountForm.code')}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          required
          dir="ltr"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        {resend.state === 'exhausted' ? (
          <p className="text-sm text-slate-700" data-testid="deletion-codes">
            {t('deleteAccount.limitReached', { limit: resend.limit, hours: resend.hours, minutes: resend.minutes })}
          </p>
        ) : left !== null ? (
          <p className="text-sm text-slate-700" data-testid="deletion-codes">
            {t('deleteAccount.codesLeft', { left, limit: DELETION_CODE_LIMIT })}
          </p>
        ) : null}
        <Notice>{notice}</Notice>
        <FormError messageKey={error?.key ?? null} params={error?.params} />
        <SubmitButton busy={busy === 'delete'} tone="danger">
          {t('deleteAccount.submit')}
        </SubmitButton>
        <button
          type="button"
          onClick={sendAgain}
          disabled={resend.state !== 'ready' || busy !== null}
          className="h-11 w-full rounded-full border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-500"
        >
          {resend.state === 'wait' ? t('confirmSignUp.resendIn', { seconds: resend.seconds }) : t('confirmSignUp.resend')}
        </button>
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
