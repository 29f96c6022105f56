import type { Ref } from 'react';
import { t } from '../../lib/i18n.ts';

type Props = {
  preparing: boolean;
  /** The form's message under the summary's Buy now, which describes either button. */
  formError: string | null;
  buttonRef: Ref<HTMLButtonElement>;
  /** Where the button sits: its width and margins, and whether it is hidden. */
  className: string;
};

/** The checkout's Buy now: the summary's, and the sticky bar's on a phone (ADR 0040). */
export function BuyButton({ preparing, formError, buttonRef, className }: Props) {
  return (
    <button
      type="submit"
      ref={buttonRef}
      disabled={preparing}
      aria-busy={preparing || undefined}
      aria-describedby={formError ? 'form-error' : undefined}
      className={`h-12 rounded-full bg-brand-600 text-base font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80 ${className}`}
    >
      {t('checkout.buy')}
    </button>
  );
}
