import { useId, useMemo } from 'react';
import { NATIONALITIES } from '@store/contracts/nationalities.ts';
import { t } from '../../lib/i18n.ts';
import { FieldError, inputClass, labelClass, Step, type FieldBinding } from './fields.tsx';

type Props = {
  number: number;
  /** The shop's locale: the countries are named and sorted in its language. */
  locale: string;
  /** Who asks for it: the product's name, or the payment channel's. */
  askedBy: { product: string } | { channel: string };
  value: string;
  onChange(value: string): void;
  error: string | null;
  field: FieldBinding;
};

/** The countries of the list named in the shop's language (CLDR through Intl), sorted as that language sorts. */
export function nationalityOptions(locale: string): Array<{ code: string; name: string }> {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(locale);
  return NATIONALITIES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * Commerce §2's nationality step, where the product or the payment channel asks for it
 * (docs/decisions/0047): one native select of the world's countries in the shop's language. A
 * native select is searchable as it is: typing a name's first letters jumps to it, and a phone
 * opens its own picker.
 */
export function NationalityStep(props: Props) {
  const id = useId();
  const options = useMemo(() => nationalityOptions(props.locale), [props.locale]);
  const why =
    'product' in props.askedBy
      ? t('checkout.nationality.whyProduct', { product: props.askedBy.product })
      : t('checkout.nationality.whyChannel', { channel: props.askedBy.channel });
  return (
    <Step id="nationality" number={props.number} title={t('checkout.nationality.heading')}>
      <p id={`${id}-why`} className="mb-3 text-sm text-slate-600">
        {why}
      </p>
      <label htmlFor={id} className={labelClass}>
        {t('checkout.nationality.label')}
      </label>
      <select
        id={id}
        name="nationality"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        required
        autoComplete="off"
        {...props.field('nationality')}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-why ${id}-error` : `${id}-why`}
        className={inputClass}
      >
        <option value="">{t('checkout.nationality.choose')}</option>
        {options.map(({ code, name }) => (
          // The server's and the browser's CLDR may name a country differently: each keeps the server's.
          <option key={code} value={code} suppressHydrationWarning>
            {name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={props.error} />
    </Step>
  );
}
