import { t } from '../lib/i18n.ts';
import { AlertIcon } from './icons.tsx';

/**
 * Shell §2: "a blocked-host page says the host is not allowed and to check back later". It stands
 * alone (no header, footer or links: the host belongs to no site we serve); the root renders it in
 * place of the page when its loader says the request's host is blocked, and writes its head.
 */
export function BlockedHostPage() {
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-amber-50 text-amber-700">
        <AlertIcon className="h-8 w-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-slate-900 sm:text-3xl">{t('blockedHost.title')}</h1>
      <p className="mt-3 text-slate-600">{t('blockedHost.message')}</p>
    </main>
  );
}
