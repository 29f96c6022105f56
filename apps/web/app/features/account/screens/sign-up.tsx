import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { signUpProblems, type SignUpField, type SignUpProblem } from '@store/contracts/account.ts';
import { VALIDATION_MESSAGES } from '@store/contracts/validation-messages.ts';
import type { SignUpResponse } from '@store/contracts/identity-codes.ts';
import { t, type MessageKey } from '../../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../../lib/locale.ts';
import { captchaToken } from '../captcha.ts';
import { accountPost } from '../client.ts';
import { SocialSignIn } from '../social-sign-in.tsx';
import { AccountCard, Field, FormError, PasswordField, SubmitButton, UidField, UidTypeSwitch, uidValue, type UidType } from '../form.tsx';

/**
 * Shell §2, §5 /sign-up: e-mail or mobile, password and its confirmation, name, birth date and
 * the marketing flag, checked in the browser with the service's own rules, then sent with the
 * captcha token. The code screen follows.
 */
export function SignUpScreen({ shop }: { shop: ShopLocale }) {
  const navigate = useNavigate();
  // Opened from an offer to keep a guest's rewards (commerce §2 adopt-account modal): the order's
  // e-mail or mobile number comes with it, in the navigation's state rather than the address.
  const prefill = (useLocation().state ?? {}) as { uid?: string; uidType?: UidType };
  const phoneCode = shop.country.phoneCode;
  const [uidType, setUidType] = useState<UidType>(prefill.uidType === 'phone_number' ? 'phone_number' : 'email');
  const [form, setForm] = useState({
    uid: typeof prefill.uid === 'string' ? prefill.uid : '',
    password: '',
    passwordConfirmation: '',
    name: '',
    birthDate: '',
    subscribeMarketing: false,
  });
  const [problems, setProblems] = useState<Partial<Record<SignUpField, SignUpProblem>>>({});
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));
  // An empty field gets commerce §5's generic "required" message (ADR 0053); the others are sign-up's own.
  const problem = (field: SignUpField) => {
    const found = problems[field];
    if (!found) return null;
    return found === 'required' ? t(VALIDATION_MESSAGES.required) : t(`signUp.errors.${found}` as MessageKey);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = signUpProblems({ ...form, uidType }, new Date());
    setProblems(found);
    setError(null);
    if (Object.keys(found).length > 0) {
      // Focus the first field in error, so a keyboard or screen-reader user lands on it.
      requestAnimationFrame(() => document.querySelector<HTMLInputElement>('form [aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    const uid = uidValue(uidType, form.uid, phoneCode);
    const result = await accountPost<SignUpResponse>('/api/identity/sign-up', {
      uid,
      uidType,
      password: form.password,
      passwordConfirmation: form.passwordConfirmation,
      name: form.name.trim(),
      birthDate: form.birthDate,
      subscribeMarketing: form.subscribeMarketing,
      countryCode: shop.country.code.toLowerCase(),
      langCode: shop.language,
      gRecaptchaToken: await captchaToken('signUp'),
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.messageKey);
      return;
    }
    navigate(shopPath(shop, 'confirm-signup'), {
      state: { uid, uidType, destination: result.data.codeDelivery.destination, sentAt: Date.now() },
    });
  }

  return (
    <AccountCard heading={t('signUp.heading')} intro={t('signUp.intro')}>
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        <UidTypeSwitch
          value={uidType}
          onChange={(type) => {
            setUidType(type);
            set('uid', '');
          }}
        />
        <UidField type={uidType} value={form.uid} onChange={(value) => set('uid', value)} phoneCode={phoneCode} error={problem('uid')} />
        <PasswordField
          label={t('accountForm.password')}
          name="password"
          autoComplete="new-password"
          required
          hint={t('accountForm.passwordHint')}
          value={form.password}
          onChange={(e) => set('password', e.target.value)}
          error={problem('password')}
        />
        <PasswordField
          label={t('accountForm.passwordConfirmation')}
          name="passwordConfirmation"
          autoComplete="new-password"
          required
          value={form.passwordConfirmation}
          onChange={(e) => set('passwordConfirmation', e.target.value)}
          error={problem('passwordConfirmation')}
        />
        <Field
          label={t('signUp.name')}
          name="name"
          autoComplete="name"
          required
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          error={problem('name')}
        />
        <Field
          label={t('signUp.birthDate')}
          name="birthDate"
          type="date"
          autoComplete="bday"
          required
          value={form.birthDate}
          onChange={(e) => set('birthDate', e.target.value)}
          error={problem('birthDate')}
        />
        <div className="flex items-start gap-3">
          <input
            id="sign-up-marketing"
            type="checkbox"
            checked={form.subscribeMarketing}
            onChange={(e) => set('subscribeMarketing', e.target.checked)}
            className="mt-0.5 h-5 w-5 flex-none rounded border-slate-400 text-brand-600"
          />
          <label htmlFor="sign-up-marketing" className="text-sm text-slate-800">
            {t('signUp.marketing')}
          </label>
        </div>
        <FormError messageKey={error} />
        <SubmitButton busy={busy}>{t('signUp.submit')}</SubmitButton>
        <p className="text-xs text-slate-600">{t('signUp.captchaNotice')}</p>
      </form>
      <SocialSignIn shop={shop} />
      <p className="mt-6 text-sm text-slate-700">
        {t('signUp.haveAccount')}{' '}
        <Link to={shopPath(shop, 'sign-in')} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('signUp.signInLink')}
        </Link>
      </p>
    </AccountCard>
  );
}
