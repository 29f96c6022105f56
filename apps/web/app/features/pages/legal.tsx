import { t, type WebKey } from '../../lib/i18n.ts';

/** When the texts were last changed: shown on both pages, a change to them changes it too. */
export const LEGAL_UPDATED = '2026-11-26';

export const TERMS_SECTIONS = ['about', 'purchase', 'delivery', 'age', 'games', 'contact'] as const;
export const PRIVACY_SECTIONS = ['collect', 'use', 'share', 'cookies', 'keep', 'rights'] as const;

export type LegalDocument = 'terms' | 'privacy';

const SECTIONS: Record<LegalDocument, readonly string[]> = { terms: TERMS_SECTIONS, privacy: PRIVACY_SECTIONS };

/**
 * The terms of service or the privacy policy of the site (ADR 0039): short sections in the shop's
 * language, each with its heading, under the site's own name, so a white-label site's shoppers read
 * whose terms they accept.
 */
export function LegalPage({ document, store, locale }: { document: LegalDocument; store: string; locale: string }) {
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${LEGAL_UPDATED}T00:00:00Z`));
  return (
    <main id="main" className="flex-1">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{t(`legal.${document}.title` as WebKey)}</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">{t(`legal.${document}.description` as WebKey, { store })}</p>
        <p className="mt-2 text-sm text-slate-600">{t('legal.updated', { date: updated })}</p>
        <div className="mt-8 space-y-8">
          {/* Plain sections, not named regions: a heading such as "About us" would repeat the footer's landmark. */}
          {SECTIONS[document].map((section) => (
            <section key={section}>
              <h2 id={`legal-${section}`} className="text-xl font-bold text-slate-900">
                {t(`legal.${document}.sections.${section}.heading` as WebKey)}
              </h2>
              <p className="mt-2 leading-relaxed text-slate-700">{t(`legal.${document}.sections.${section}.text` as WebKey, { store })}</p>
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
