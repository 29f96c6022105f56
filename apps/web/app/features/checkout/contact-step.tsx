import { useId } from 'react';
import { t } from '../../lib/i18n.ts';
import type { ShopLocale } from '../../lib/locale.ts';
import { FieldError, inputClass, labelClass, Step, type FieldBinding } from './fields.tsx';
import type { ContactMethod } from './form-model.ts';

type Props = {
  shop: ShopLocale;
  method: ContactMethod;
  onMethod(method: ContactMethod): void;
  email: string;
  mobile: string;
  onEmail(value: string): void;
  onMobile(value: string): void;
  error: string | null;
  field: FieldBinding;
  /** The step's number: 3 for a voucher, which has no player step. */
  number: number;
  /** A voucher's code is sent here, so the heading says so (docs/decisions/0038). */
  voucher: boolean;
};

/** Step 4 (3 for a voucher): where the receipt goes, an e-mail address or a mobile number. */
export function ContactStep(props: Props) {
  const base = useId();
  const inputId = `${base}-contact`;
  const errorId = `${base}-contact-error`;
  const hintId = `${base}-contact-hint`;
  const isEmail = props.method === 'email';
  return (
    <Step id="contact" number={props.number} title={props.voucher ? t('checkout.contact.voucherHeading') : t('checkout.contact.heading')}>
      <fieldset>
        <legend className="sr-only">{t('checkout.contact.methodLegend')}</legend>
        <div className="inline-flex rounded-lg bg-slate-100 p-1">
          {(['email', 'mobile'] as const).map((method) => (
            <label
              key={method}
              className="cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium text-slate-700 has-[:checked]:bg-white has-[:checked]:text-slate-900 has-[:checked]:shadow-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name="contactMethod"
                value={method}
                checked={props.method === method}
                onChange={() => props.onMethod(method)}
                className="sr-only"
              />
              {method === 'email' ? t('checkout.contact.email') : t('checkout.contact.mobile')}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3">
        <label htmlFor={inputId} className={labelClass}>
          {isEmail ? t('checkout.contact.emailLabel') : t('checkout.contact.mobileLabel')}
        </label>
        <div className="flex">
          {!isEmail && (
            <span
              className="inline-flex h-11 items-center rounded-s-lg border border-e-0 border-slate-300 bg-slate-50 px-3 text-slate-700"
              aria-hidden="true"
            >
              +{props.shop.country.phoneCode}
            </span>
          )}
          <input
            id={inputId}
            {...props.field('contact')}
            key={props.method}
            name={isEmail ? 'email' : 'mobile'}
            type={isEmail ? 'email' : 'tel'}
            inputMode={isEmail ? 'email' : 'tel'}
            autoComplete={isEmail ? 'email' : 'tel-national'}
            value={isEmail ? props.email : props.mobile}
            maxLength={isEmail ? 254 : 20}
            onChange={(e) => (isEmail ? props.onEmail(e.target.value) : props.onMobile(e.target.value))}
            placeholder={isEmail ? t('checkout.contact.emailPlaceholder') : t('checkout.contact.mobilePlaceholder')}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={`${props.error ? `${errorId} ` : ''}${hintId}`}
            className={`${inputClass} ${isEmail ? '' : 'rounded-s-none'}`}
          />
        </div>
        <FieldError id={errorId} message={props.error} />
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          {isEmail ? t('checkout.contact.emailHint') : t('checkout.contact.mobileHint', { code: props.shop.country.phoneCode })}
        </p>
      </div>
    </Step>
  );
}
