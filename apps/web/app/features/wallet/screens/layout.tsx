import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n.ts';

/** The frame of a wallet page: a heading and its cards, one column on a phone. */
export function WalletPage({ heading, children, wide = false }: { heading: string; children: ReactNode; wide?: boolean }) {
  return (
    <main id="main" className="flex-1 bg-slate-50">
      <div className={`mx-auto w-full px-4 py-8 sm:py-10 ${wide ? 'max-w-5xl' : 'max-w-xl'}`}>
        <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
        <noscript>
          <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            {t('accountForm.needsScript')}
          </p>
        </noscript>
        <div className="mt-6 space-y-6">{children}</div>
      </div>
    </main>
  );
}

export function Card({ children, labelledBy, className = '' }: { children: ReactNode; labelledBy?: string; className?: string }) {
  return (
    <section aria-labelledby={labelledBy} className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 ${className}`}>
      {children}
    </section>
  );
}
