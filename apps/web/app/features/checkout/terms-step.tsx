import { Link } from 'react-router';
import { t } from '../../lib/i18n.ts';
import { shopPath } from '../../lib/locale.ts';
import { PRIVACY_SEGMENT, TERMS_SEGMENT } from '../../lib/paths.ts';
import { useShop } from '../../lib/shop.ts';
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

/**
 * Step 5 (4 for a voucher): the terms, with links to the site's terms of service and privacy policy
 * (ADR 0039). The purchase age is the age gate's, asked once per browser at Buy now (ADR 0037).
 */
export function TermsStep(props: Props) {
  const shop = useShop();
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
          {/* The documents accepted, a link each, outside the label so following one never ticks the box. */}
          <ul role="list" className="ms-8 mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <li>
              <Link
                to={shopPath(shop, TERMS_SEGMENT)}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link
                to={shopPath(shop, PRIVACY_SEGMENT)}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
          <FieldError id="terms-error" message={props.termsError} />
        </div>
      </div>
    </Step>
  );
}
