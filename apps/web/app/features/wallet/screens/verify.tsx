import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { mobileMatches, mobileToE164 } from '@store/contracts/checkout.ts';
import { checkOneTimeCode } from '@store/contracts/validation-messages.ts';
import { WALLET, walletErrors, type SendWalletCodeResponse, type WalletData } from '@store/contracts/wallet.ts';
import { CheckIcon } from '../../../components/icons.tsx';
import { t } from '../../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../../lib/locale.ts';
import { Field, FormError, Notice, SubmitButton } from '../../account/index.ts';
import { walletPost } from '../client.ts';
import { walletFailure, type WalletFailure } from '../../../lib/wallet-messages.ts';
import { WalletDialog } from '../dialog.tsx';
import { showWalletBalance } from '../header.tsx';
import { writtenBalance } from '../use-live-wallet.ts';
import { Steps } from '../steps.tsx';
import { Card, WalletPage } from './layout.tsx';

export type VerifyAccount = { userId: string; email: string | null; national: string; unverified: boolean };

type Sent = SendWalletCodeResponse & { phoneNumber: string; sentAt: number };

/** Seconds left until `sentAt + seconds`, ticking every second. */
function useSecondsLeft(sentAt: number | null, seconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sentAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return sentAt === null ? 0 : Math.max(0, Math.ceil((sentAt + seconds * 1000 - now) / 1000));
}

/** A phone number inside a sentence keeps its left-to-right order in a right-to-left one (Unicode isolates). */
const isolated = (text: string) => `\u2066${text}\u2069`;

/** A number with its prefix reads left to right as a whole, in a right-to-left page too (+20 then the digits). */
export const ltrGroup = '[&>div]:[direction:ltr]';

const secondary =
  'inline-flex h-11 w-full items-center justify-center rounded-full border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-500';

/**
 * Commerce §2 WalletVerification: the mobile number (national, after the country's calling code,
 * checked against the country's mobile pattern), the 6-digit code (100 s, a resend timer, the tries
 * left, the 3-hour lock) and the activated wallet. Sending the code reserves the wallet; Cancel
 * gives the reservation back (`unreserveWallet`).
 */
export function WalletVerifyScreen({ shop, account, switching }: { shop: ShopLocale; account: VerifyAccount; switching: boolean }) {
  const { country } = shop;
  const [phone, setPhone] = useState(account.national);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<WalletFailure | null>(null);
  const [locked, setLocked] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | 'resend' | 'cancel' | null>(null);
  const [wallet, setWallet] = useState<WalletData | null>(null);
  const [unverifiedOpen, setUnverifiedOpen] = useState(account.unverified);
  const expiresIn = useSecondsLeft(sent?.sentAt ?? null, sent?.expiresInSeconds ?? WALLET.otpTimeoutSeconds);
  const resendIn = useSecondsLeft(sent?.sentAt ?? null, sent?.resendAfterSeconds ?? 0);

  async function sendCode(phoneNumber: string) {
    const result = await walletPost<SendWalletCodeResponse>(country.code, 'send-otp', { phoneNumber });
    if (!result.ok) {
      setFailure(walletFailure(result, 'activation'));
      return false;
    }
    setSent({ ...result.data, phoneNumber, sentAt: Date.now() });
    return true;
  }

  async function submitPhone(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const e164 = mobileToE164(phone, country.phoneCode);
    if (!phone.trim() || !e164 || !mobileMatches(country.mobilePattern, country.phoneCode, phone)) {
      setPhoneError(t('walletVerify.phoneInvalid'));
      return;
    }
    setPhoneError(null);
    setBusy('send');
    // 204: the number already holds a wallet; 410: not a valid number here (commerce §7).
    const checked = await walletPost(country.code, 'validate-phone', { phoneNumber: e164 });
    if (!checked.ok) {
      setBusy(null);
      if (checked.resultCode === 204) setFailure({ key: 'wallet.activation.phoneAlreadyRegistered', params: {} });
      else setFailure(walletFailure(checked, 'activation'));
      return;
    }
    await sendCode(e164);
    setBusy(null);
  }

  async function resend() {
    if (busy || !sent || resendIn > 0) return;
    setBusy('resend');
    setFailure(null);
    setNotice(null);
    if (await sendCode(sent.phoneNumber)) setNotice(t('confirmSignUp.intro', { destination: isolated(sent.destination) }));
    setBusy(null);
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (busy || !sent || locked) return;
    setFailure(null);
    setNotice(null);
    const problem = checkOneTimeCode(code, WALLET.otpLength);
    if (problem) {
      setCodeError(t(problem.key, problem.params));
      return;
    }
    setCodeError(null);
    setBusy('verify');
    const result = await walletPost<WalletData>(country.code, 'createWallet', {
      userId: account.userId,
      countryCode: country.code,
      languageCode: shop.language,
      currencyCode: country.currency,
      email: account.email,
      mobileNumber: sent.phoneNumber,
      verifyOtp: code,
      emailTemplateData: { country: country.enName },
    });
    setBusy(null);
    if (!result.ok) {
      if (result.resultCode === walletErrors.otpTooManyAttempts.resultCode) setLocked(true);
      setFailure(walletFailure(result, 'activation'));
      return;
    }
    setWallet(result.data);
    // The header's entry becomes the new wallet's balance.
    showWalletBalance(writtenBalance(shop, result.data));
  }

  async function cancel() {
    if (busy) return;
    setBusy('cancel');
    // Whatever the answer, the reservation ends by itself after 15 minutes (ADR 0033).
    await walletPost(country.code, 'unreserveWallet', {});
    setBusy(null);
    setSent(null);
    setCode('');
    setFailure(null);
    setNotice(null);
    setLocked(false);
  }

  const step = wallet ? 'done' : sent ? 'code' : 'phone';
  const steps = [
    { name: 'phone', label: t('walletVerify.stepPhone'), state: step === 'phone' ? 'current' : 'done' },
    { name: 'code', label: t('walletVerify.stepCode'), state: step === 'code' ? 'current' : step === 'done' ? 'done' : 'upcoming' },
    { name: 'done', label: t('walletVerify.stepDone'), state: step === 'done' ? 'done' : 'upcoming' },
  ] as const;

  return (
    <WalletPage heading={t('walletVerify.title')}>
      <Card>
        <p className="text-slate-700">{t('walletVerify.intro')}</p>
        {switching ? <p className="mt-2 text-sm text-slate-600">{t('walletVerify.switchNote')}</p> : null}
        <Steps label={t('walletVerify.stepsLabel')} steps={steps} />
        <div className="mt-6">
          {step === 'phone' ? (
            <form method="post" onSubmit={submitPhone} noValidate className="space-y-4">
              <Field
                label={t('accountForm.mobile')}
                hint={t('walletVerify.phoneHint')}
                type="tel"
                name="mobile"
                autoComplete="tel-national"
                inputMode="tel"
                required
                dir="ltr"
                prefix={`+${country.phoneCode}`}
                value={phone}
                error={phoneError}
                onChange={(e) => setPhone(e.target.value)}
                className={ltrGroup}
              />
              <FormError messageKey={failure?.key ?? null} params={failure?.params} />
              <SubmitButton busy={busy === 'send'}>{t('walletVerify.sendCode')}</SubmitButton>
              <Link to={shopPath(shop)} className={secondary}>
                {t('walletVerify.cancel')}
              </Link>
            </form>
          ) : step === 'code' && sent ? (
            <form method="post" onSubmit={submitCode} noValidate className="space-y-4">
              <p className="text-slate-700">{t('confirmSignUp.intro', { destination: isolated(sent.destination) })}</p>
              <Field
                label={t('accountForm.code')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={WALLET.otpLength}
                required
                dir="ltr"
                value={code}
                error={codeError}
                disabled={locked}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                className="[&_input]:tracking-[0.4em]"
              />
              <p className="text-sm text-slate-700" aria-live="off" data-testid="wallet-code-expiry">
                {expiresIn > 0
                  ? t('confirmSignUp.expiresIn', {
                      minutes: String(Math.floor(expiresIn / 60)),
                      seconds: String(expiresIn % 60).padStart(2, '0'),
                    })
                  : t('confirmSignUp.expired')}
              </p>
              <Notice>{notice}</Notice>
              <FormError messageKey={failure?.key ?? null} params={failure?.params} />
              <SubmitButton busy={busy === 'verify'}>{t('walletVerify.submit')}</SubmitButton>
              <button type="button" onClick={resend} disabled={resendIn > 0 || busy !== null || locked} className={secondary}>
                {resendIn > 0 ? t('confirmSignUp.resendIn', { seconds: resendIn }) : t('confirmSignUp.resend')}
              </button>
              <button type="button" onClick={cancel} disabled={busy !== null} className={secondary}>
                {t('walletVerify.cancel')}
              </button>
            </form>
          ) : wallet ? (
            <div role="status" className="text-center" data-testid="wallet-activated">
              <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-emerald-100 text-emerald-700">
                <CheckIcon className="h-8 w-8" />
              </span>
              <h2 className="mt-4 text-xl font-bold text-slate-900">{t('walletVerify.successHeading')}</h2>
              <p className="mt-2 text-slate-700">{t('walletVerify.successBody', { phone: isolated(wallet.mobileNumber) })}</p>
              {/* A full load: the header's wallet entry comes with the page's data. */}
              <a
                href={shopPath(shop, 'wallet/home')}
                className="mt-6 inline-flex h-11 w-full items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
              >
                {t('walletVerify.toWallet')}
              </a>
            </div>
          ) : null}
        </div>
      </Card>
      {unverifiedOpen ? (
        <WalletDialog
          heading={t('walletModals.unverifiedHeading')}
          closeLabel={t('walletModals.continue')}
          onClose={() => setUnverifiedOpen(false)}
          testId="unverified-phone-modal"
        >
          <p>{t('walletModals.unverifiedBody')}</p>
        </WalletDialog>
      ) : null}
    </WalletPage>
  );
}
