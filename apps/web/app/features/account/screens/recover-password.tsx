import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isStrongEnoughPassword } from '@store/contracts/account.ts';
import { CODE_LENGTH } from '@store/contracts/identity-codes.ts';
import { checkOneTimeCode, type ValidationMessage } from '@store/contracts/validation-messages.ts';
import { failureParams } from '../../../lib/api.ts';
import { t, type MessageKey } from '../../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../../lib/locale.ts';
import { successMessageKey } from '../../../lib/api-messages.ts';
import { captchaToken } from '../captcha.ts';
import { accountPost } from '../client.ts';
import { recoveryFailureKey } from '../recovery.ts';
import {
  AccountCard,
  Field,
  FormError,
  Notice,
  PasswordField,
  SubmitButton,
  UidField,
  UidTypeSwitch,
  uidValue,
  type UidType,
} from '../form.tsx';

/** Shell §4 password recovery: ask for a code, then the code and a new password. */
export function RecoverPasswordScreen({ shop }: { shop: ShopLocale }) {
  const navigate = useNavigate();
  const phoneCode = shop.country.phoneCode;
  const [uidType, setUidType] = useState<UidType>('email');
  const [uidInput, setUidInput] = useState('');
  const [sentTo, setSentTo] = useState<{ uid: string; uidType: UidType } | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldError, setFieldError] = useState<{
    field: 'code' | 'password' | 'confirmation';
    message: ValidationMessage | { key: MessageKey; params?: undefined };
  } | null>(null);
  const [error, setError] = useState<{ key: MessageKey; params: Record<string, string | number> } | null>(null);
  const [notice, setNotice] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldMessage = (field: 'code' | 'password' | 'confirmation') =>
    fieldError?.field === field ? t(fieldError.message.key, fieldError.message.params) : null;

  async function requestCode(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const who = { uid: uidValue(uidType, uidInput, phoneCode), uidType };
    const result = await accountPost('/api/customer/user/forgot-password', {
      ...who,
      countryCode: shop.country.code.toLowerCase(),
      languageCode: shop.language,
      gRecaptchaToken: await captchaToken('forgotPassword'),
    });
    setBusy(false);
    const failed = recoveryFailureKey(result);
    if (failed) {
      setError({ key: failed, params: result.ok ? {} : failureParams(result.data) });
      return;
    }
    setSentTo(who);
    setNotice(successMessageKey(result.data));
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    if (busy || !sentTo) return;
    setError(null);
    setNotice(null);
    const codeProblem = checkOneTimeCode(code, CODE_LENGTH);
    if (codeProblem) return setFieldError({ field: 'code', message: codeProblem });
    if (!isStrongEnoughPassword(password)) return setFieldError({ field: 'password', message: { key: 'signUp.errors.passwordTooWeak' } });
    if (password !== confirmation) return setFieldError({ field: 'confirmation', message: { key: 'signUp.errors.passwordMismatch' } });
    setFieldError(null);
    setBusy(true);
    const result = await accountPost('/api/identity/reset-password', { ...sentTo, code: code.trim(), password });
    setBusy(false);
    if (!result.ok) {
      setError({ key: result.messageKey, params: failureParams(result.data) });
      return;
    }
    navigate(shopPath(shop, 'sign-in'), {
      state: { noticeKey: successMessageKey(result.data) ?? 'errors:account.RESET_PASSWORD_SUCCESS', ...sentTo },
    });
  }

  if (!sentTo) {
    return (
      <AccountCard heading={t('recoverPassword.heading')} intro={t('recoverPassword.intro')}>
        <form method="post" onSubmit={requestCode} noValidate className="space-y-4">
          <UidTypeSwitch
            value={uidType}
            onChange={(type) => {
              setUidType(type);
              setUidInput('');
            }}
          />
          <UidField type={uidType} value={uidInput} onChange={setUidInput} phoneCode={phoneCode} />
          <FormError messageKey={error?.key ?? null} params={error?.params} />
          <SubmitButton busy={busy}>{t('recoverPassword.sendCode')}</SubmitButton>
        </form>
      </AccountCard>
    );
  }
  return (
    <AccountCard heading={t('recoverPassword.heading')} intro={t('recoverPassword.resetIntro')}>
      <form method="post" onSubmit={reset} noValidate className="space-y-4">
        <Notice>{notice ? t(notice) : null}</Notice>
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
          error={fieldMessage('code')}
        />
        <PasswordField
          label={t('accountForm.newPassword')}
          name="password"
          autoComplete="new-password"
          required
          hint={t('accountForm.passwordHint')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldMessage('password')}
        />
        <PasswordField
          label={t('accountForm.passwordConfirmation')}
          name="passwordConfirmation"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          error={fieldMessage('confirmation')}
        />
        <FormError messageKey={error?.key ?? null} params={error?.params} />
        <SubmitButton busy={busy}>{t('recoverPassword.submit')}</SubmitButton>
        <button
          type="button"
          onClick={() => {
            setSentTo(null);
            setCode('');
            setError(null);
            setNotice(null);
          }}
          className="w-full text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('recoverPassword.startOver')}
        </button>
      </form>
    </AccountCard>
  );
}
