import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { AlertIcon, CheckIcon, SpinnerIcon } from '../../components/icons.tsx';
import { t, type MessageKey } from '../../lib/i18n.ts';
import { useHydrated } from '../../lib/hydrated.ts';

/** Shared pieces of the account screens: a card, labelled fields with their error, and notices. */

export function AccountCard({ heading, intro, children }: { heading: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="flex-1 bg-slate-50">
      <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
          {intro ? <p className="mt-2 text-sm text-slate-600">{intro}</p> : null}
          <noscript>
            <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
              {t('accountForm.needsScript')}
            </p>
          </noscript>
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </main>
  );
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null; hint?: string; prefix?: string };

export function Field({ label, error, hint, prefix, id, className, ...input }: FieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const described = [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div
        className={`mt-1 flex rounded-lg ring-1 focus-within:ring-2 ${error ? 'ring-red-500 focus-within:ring-red-600' : 'ring-slate-300 focus-within:ring-brand-600'}`}
      >
        {prefix ? (
          <span dir="ltr" className="flex items-center border-e border-slate-200 bg-slate-50 px-3 text-sm text-slate-700 rounded-s-lg">
            {prefix}
          </span>
        ) : null}
        <input
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className="h-11 w-full min-w-0 rounded-lg bg-white px-3 text-base text-slate-900 outline-none placeholder:text-slate-400"
          {...input}
        />
      </div>
      {hint ? (
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const [shown, setShown] = useState(false);
  const toggleId = useId();
  return (
    <div>
      <Field {...props} type={shown ? 'text' : 'password'} />
      <div className="mt-1 flex items-center gap-2">
        <input
          id={toggleId}
          type="checkbox"
          checked={shown}
          onChange={(e) => setShown(e.target.checked)}
          className="h-4 w-4 rounded border-slate-400 text-brand-600"
        />
        <label htmlFor={toggleId} className="text-xs text-slate-700">
          {t('accountForm.showPassword')}
        </label>
      </div>
    </div>
  );
}

export type UidType = 'email' | 'phone_number';

/** The e-mail / mobile choice (shell §5), a radio group shown as two tabs. */
export function UidTypeSwitch({ value, onChange }: { value: UidType; onChange(value: UidType): void }) {
  const name = useId();
  const option = (type: UidType, label: string) => (
    <label className="flex-1 cursor-pointer">
      <input type="radio" name={name} value={type} checked={value === type} onChange={() => onChange(type)} className="peer sr-only" />
      <span className="flex h-10 items-center justify-center rounded-full text-sm font-semibold text-slate-700 peer-checked:bg-white peer-checked:text-brand-700 peer-checked:shadow peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600">
        {label}
      </span>
    </label>
  );
  return (
    <fieldset>
      <legend className="sr-only">{t('accountForm.uidType')}</legend>
      <div className="flex gap-1 rounded-full bg-slate-100 p-1">
        {option('email', t('accountForm.byEmail'))}
        {option('phone_number', t('accountForm.byMobile'))}
      </div>
    </fieldset>
  );
}

/** The e-mail or mobile field of a form; a mobile number without "+" gets the country's code. */
export function UidField({
  type,
  value,
  onChange,
  phoneCode,
  error,
}: {
  type: UidType;
  value: string;
  onChange(value: string): void;
  phoneCode: string;
  error?: string | null;
}) {
  return type === 'email' ? (
    <Field
      label={t('accountForm.email')}
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  ) : (
    <Field
      label={t('accountForm.mobile')}
      type="tel"
      name="mobile"
      autoComplete="tel-national"
      inputMode="tel"
      required
      value={value}
      error={error}
      prefix={`+${phoneCode}`}
      onChange={(e) => onChange(e.target.value)}
      dir="ltr"
    />
  );
}

/** The uid as the identity service wants it: an e-mail, or a mobile number in E.164. */
export function uidValue(type: UidType, value: string, phoneCode: string): string {
  if (type === 'email') return value.trim();
  const digits = value.trim().replace(/[\s().-]/g, '');
  if (digits.startsWith('+')) return digits;
  return `+${phoneCode}${digits.replace(/^0+/, '')}`;
}

export function FormError({ messageKey, params }: { messageKey: MessageKey | null; params?: Record<string, string | number> }) {
  return (
    <div role="alert" className="empty:hidden">
      {messageKey ? (
        <p className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
          <AlertIcon className="mt-0.5 h-4 w-4 flex-none" />
          {t(messageKey, params)}
        </p>
      ) : null}
    </div>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="empty:hidden">
      {children ? (
        <p className="flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200">
          <CheckIcon className="mt-0.5 h-4 w-4 flex-none" />
          {children}
        </p>
      ) : null}
    </div>
  );
}

/**
 * An account form's button. Account forms are sent by their scripts; until the page is hydrated
 * the button is disabled, which also stops Enter from submitting the form natively (a browser
 * would put the password in the address). The forms say `method="post"` as a second guard.
 */
export function SubmitButton({ busy, children, tone = 'brand' }: { busy: boolean; children: ReactNode; tone?: 'brand' | 'danger' }) {
  const hydrated = useHydrated();
  const color = tone === 'danger' ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-600 hover:bg-brand-700';
  return (
    <button
      type="submit"
      disabled={!hydrated}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      className={`inline-flex h-11 w-full items-center justify-center gap-2 rounded-full px-6 font-semibold text-white ${color} aria-disabled:cursor-wait aria-disabled:opacity-80 disabled:opacity-60`}
    >
      {busy ? <SpinnerIcon className="h-4 w-4 animate-spin" /> : null}
      {busy ? t('accountForm.working') : children}
    </button>
  );
}
