import { t } from '../../lib/i18n.ts';

type AboutProduct = { name: string; publisher: string; kind: 'topup' | 'voucher'; creditName: string };

/**
 * The long description of a product page (shell §3 `longDescription`): who publishes the game and
 * how buying it goes, a top-up's steps or a voucher's, with the catalogue's names of the game and
 * its credits in the shop's language. (The short description stands in the page's header.)
 */
export function ProductAbout({ product, currency }: { product: AboutProduct; currency: string }) {
  const steps =
    product.kind === 'voucher'
      ? [t('productAbout.stepValue'), t('productAbout.stepPay', { currency }), t('productAbout.stepCode', { product: product.name })]
      : [
          t('productAbout.stepPlayer'),
          t('productAbout.stepAmount', { credits: product.creditName }),
          t('productAbout.stepPay', { currency }),
          t('productAbout.stepDelivered', { credits: product.creditName }),
        ];
  return (
    <section aria-labelledby="about-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200" data-testid="long-description">
      <h2 id="about-heading" className="text-lg font-bold text-slate-900">
        {t('productAbout.heading', { product: product.name })}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('productAbout.publisher', { publisher: product.publisher })}</p>
      <h3 className="mt-4 font-semibold text-slate-900">{t('productAbout.howTo')}</h3>
      <ol className="mt-2 space-y-2">
        {steps.map((step, index) => (
          <li key={index} className="flex gap-3 text-slate-700">
            <span
              aria-hidden="true"
              className="grid h-6 w-6 flex-none place-items-center rounded-full bg-brand-50 text-xs font-bold text-brand-700"
            >
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
