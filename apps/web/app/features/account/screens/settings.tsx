import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isStrongEnoughPassword } from '@store/contracts/account.ts';
import type { DeletionCodeDelivery, UserAttributes } from '@store/contracts/identity-codes.ts';
import { failureParams } from '../../../lib/api.ts';
import { t, type MessageKey } from '../../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../../lib/locale.ts';
import { successMessageKey } from '../../../lib/api-messages.ts';
import { accountPost } from '../client.ts';
import { FormError, Notice, PasswordField, SubmitButton } from '../form.tsx';
import { deletionResend } from '../deletion-codes.ts';
import type { DeletionCodeState } from './verify-account-delete.tsx';

type Problem = { key: MessageKey; params?: Record<string, string | number> } | null;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A failure that ends the session (revoked, deleted elsewhere) sends the shopper home signed out. */
function endsSession(code: number | string) {
  return code === 'NOT_AUTHENTICATED';
}

/** Shell §2 /user/settings: security (change password, delete account) and preferences (marketing). */
export function SettingsScreen({ shop, user }: { shop: ShopLocale; user: UserAttributes }) {
  return (
    <main id="main" className="flex-1 bg-slate-50">
      <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8 sm:py-12">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('accountSettings.heading')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('accountSettings.signedInAs', { uid: user.email ?? user.phone_number ?? '' })}</p>
        </div>
        <Section id="settings-security" title={t('accountSettings.security')}>
          <ChangePassword shop={shop} />
        </Section>
        <Section id="settings-preferences" title={t('accountSettings.preferences')}>
          <Preferences shop={shop} initial={user.subscribe_marketing} />
        </Section>
        <Section id="settings-delete" title={t('accountSettings.deleteAccount')}>
          <DeleteAccount shop={shop} hasEmail={Boolean(user.email)} hasMobile={Boolean(user.phone_number)} />
        </Section>
      </div>
    </main>
  );
}

function ChangePassword({ shop }: { shop: ShopLocale }) {
  const [current, setCurrent] = useState('');
  const [proposed, setProposed] = useState('');
  const [weak, setWeak] = useState(false);
  const [error, setError] = useState<Problem>(null);
  const [notice, setNotice] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    setError(null);
    setWeak(!isStrongEnoughPassword(proposed));
    if (!isStrongEnoughPassword(proposed)) return;
    setBusy(true);
    const result = await accountPost('/api/identity/change-password', { previousPassword: current, proposedPassword: proposed });
    setBusy(false);
    if (!result.ok) {
      if (endsSession(result.resultCode)) return window.location.assign(shopPath(shop));
      return setError({ key: result.messageKey, params: failureParams(result.data) });
    }
    setCurrent('');
    setProposed('');
    setNotice(successMessageKey(result.data) ?? 'errors:account.CHANGE_PASSWORD_SUCCESS');
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-label={t('accountSettings.changePassword')}>
      <PasswordField
        label={t('accountForm.currentPassword')}
        name="previousPassword"
        autoComplete="current-password"
        required
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <PasswordField
        label={t('accountForm.newPassword')}
        name="proposedPassword"
        autoComplete="new-password"
        required
        hint={t('accountForm.passwordHint')}
        value={proposed}
        onChange={(e) => setProposed(e.target.value)}
        error={weak ? t('signUp.errors.passwordTooWeak') : null}
      />
      <Notice>{notice ? t(notice) : null}</Notice>
      <FormError messageKey={error?.key ?? null} params={error?.params} />
      <div className="sm:w-64">
        <SubmitButton busy={busy}>{t('accountSettings.changePasswordSubmit')}</SubmitButton>
      </div>
    </form>
  );
}

function Preferences({ shop, initial }: { shop: ShopLocale; initial: boolean }) {
  const [marketing, setMarketing] = useState(initial);
  const [error, setError] = useState<Problem>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setSaved(false);
    const result = await accountPost('/api/identity/update-attributes', { subscribeMarketing: marketing });
    setBusy(false);
    if (!result.ok) {
      if (endsSession(result.resultCode)) return window.location.assign(shopPath(shop));
      return setError({ key: result.messageKey });
    }
    setSaved(true);
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-4" aria-label={t('accountSettings.preferences')}>
      <div className="flex items-start gap-3">
        <input
          id="settings-marketing"
          type="checkbox"
          checked={marketing}
          onChange={(e) => {
            setMarketing(e.target.checked);
            setSaved(false);
          }}
          className="mt-0.5 h-5 w-5 flex-none rounded border-slate-400 text-brand-600"
        />
        <label htmlFor="settings-marketing" className="text-sm text-slate-800">
          {t('accountSettings.marketing')}
        </label>
      </div>
      <Notice>{saved ? t('accountSettings.preferencesSaved') : null}</Notice>
      <FormError messageKey={error?.key ?? null} />
      <div className="sm:w-64">
        <SubmitButton busy={busy}>{t('accountSettings.savePreferences')}</SubmitButton>
      </div>
    </form>
  );
}

function DeleteAccount({ shop, hasEmail, hasMobile }: { shop: ShopLocale; hasEmail: boolean; hasMobile: boolean }) {
  const navigate = useNavigate();
  const [medium, setMedium] = useState<'email' | 'sms'>(hasEmail || !hasMobile ? 'email' : 'sms');
  const [error, setError] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await accountPost<DeletionCodeDelivery>('/api/customer/user/init-delete', { medium });
    setBusy(false);
    if (!result.ok) {
      if (endsSession(result.resultCode)) return window.location.assign(shopPath(shop));
      const params = failureParams(result.data);
      // The 3 codes of the day are spent (commerce §9): say until when, in hours and minutes.
      const exhausted = deletionResend({
        sentAt: null,
        now: Date.now(),
        codesLeft: 0,
        exhausted:
          params.codesLeft === 0 && typeof params.retryAfterSeconds === 'number'
            ? { retryAfterSeconds: params.retryAfterSeconds, refusedAt: Date.now() }
            : null,
      });
      if (exhausted.state === 'exhausted') {
        return setError({
          key: 'deleteAccount.limitReached',
          params: { limit: exhausted.limit, hours: exhausted.hours, minutes: exhausted.minutes },
        });
      }
      return setError({ key: result.messageKey, params });
    }
    const handedOver: DeletionCodeState = {
      destination: result.data.codeDelivery.destination,
      medium,
      sentAt: Date.now(),
      codesLeft: result.data.codesLeft,
    };
    navigate(shopPath(shop, 'user/verifyAccountDelete'), { state: handedOver });
  }

  const option = (value: 'email' | 'sms', label: string, enabled: boolean) => (
    <label className={`flex items-center gap-2 text-sm ${enabled ? 'text-slate-800' : 'text-slate-500'}`}>
      <input
        type="radio"
        name="medium"
        value={value}
        checked={medium === value}
        disabled={!enabled}
        onChange={() => setMedium(value)}
        className="h-4 w-4 border-slate-400 text-brand-600"
      />
      {label}
    </label>
  );
  return (
    <form method="post" onSubmit={submit} className="space-y-4" aria-label={t('accountSettings.deleteAccount')}>
      <p className="text-sm text-slate-700">{t('accountSettings.deleteIntro')}</p>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('accountSettings.deleteMedium')}</legend>
        <div className="mt-2 flex gap-6">
          {option('email', t('accountSettings.deleteByEmail'), hasEmail)}
          {option('sms', t('accountSettings.deleteBySms'), hasMobile)}
        </div>
      </fieldset>
      <FormError messageKey={error?.key ?? null} params={error?.params} />
      <div className="sm:w-64">
        <SubmitButton busy={busy} tone="danger">
          {t('accountSettings.deleteSubmit')}
        </SubmitButton>
      </div>
    </form>
  );
}
