import { t } from '../lib/i18n.ts';
import { AlertIcon } from './icons.tsx';

/**
 * Shell §2: "a compliance banner appears when transactions are disabled" for the country. It is
 * part of the page from the first render (not announced as a change), under the header.
 */
export function ComplianceBanner({ country }: { country: string }) {
  return (
    <div className="border-b border-amber-200 bg-amber-50 text-amber-900" data-testid="compliance-banner">
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-3 text-sm">
        <AlertIcon className="mt-0.5 h-4 w-4 flex-none" />
        <span>{t('compliance.message', { country })}</span>
      </p>
    </div>
  );
}
