import { t } from '../../lib/i18n.ts';
import { FieldError, Step, type FieldBinding } from './fields.tsx';

type Props = {
  accepted: boolean;
  onAccepted(value: boolean): void;
  termsError: string | null;
  minAge: number | null;
  ageConfirmed: boolean;
  onAgeConfirmed(value: boolean): void;
  ageError: string | null;
  field: FieldBinding;
};

const checkboxClass = 'mt-0.5 h-5 w-5 flex-none rounded border-slate-400 accent-brand-600';

/** Step 5: the terms, and the age gate where the game sets a minimum purchase age (commerce §5). */
export function TermsStep(props: Props) {
  return (
    <Step id="terms" number={5} title={t('checkout.terms.heading')}>
      <div className="space-y-4">
        {props.minAge !== null && (
          <div>
            <label className="flex items-start gap-3 text-slate-800">
              <input
                type="checkbox"
                name="ageConfirmed"
                {...props.field('age')}
                checked={props.ageConfirmed}
                onChange={(e) => props.onAgeConfirmed(e.target.checked)}
                className={checkboxClass}
                aria-invalid={props.ageError ? true : undefined}
                aria-describedby={props.ageError ? 'age-error' : 'age-hint'}
              />
              <span>{t('checkout.terms.ageConfirm', { age: props.minAge })}</span>
            </label>
            <p id="age-hint" className="ms-8 mt-1 text-sm text-slate-600">
              {t('checkout.terms.ageHint', { age: props.minAge })}
            </p>
            <FieldError id="age-error" message={props.ageError} />
          </div>
        )}
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
