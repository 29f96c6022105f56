import { t } from '../../lib/i18n.ts';
import { FieldError, Step, type FieldBinding } from './fields.tsx';

type Props = {
  accepted: boolean;
  onAccepted(value: boolean): void;
  termsError: string | null;
  field: FieldBinding;
  /** 5, or 4 for a voucher (no player step). */
  number: number;
};

const checkboxClass = 'mt-0.5 h-5 w-5 flex-none rounded border-slate-400 accent-brand-600';

/** Step 5 (4 for a voucher): the terms. The purchase age is the age gate's, asked once per browser at Buy now (ADR 0037). */
export function TermsStep(props: Props) {
  return (
    <Step id="terms" number={props.number} title={t('checkout.terms.heading')}>
      <div className="space-y-4">
        <div>
          <label className="flex items-start gap-3 text-slate-800">
            <input
              type="checkbox"
              name="acceptedTerms"
              {...props.field('termsAndCondition')}
              checked={props.accepted}
              onChange={(e) => props.onAccepted(e.target.checked)}
              className={checkboxClass}
              aria-invalid={props.termsError ? true : undefined}
              aria-describedby={props.termsError ? 'terms-error' : undefined}
            />
            <span>{t('checkout.terms.accept')}</span>
          </label>
          <FieldError id="terms-error" message={props.termsError} />
        </div>
      </div>
    </Step>
  );
}
