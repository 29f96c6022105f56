import { useEffect, useId, useState } from 'react';
import { t } from '../lib/i18n.ts';
import { useSite } from '../lib/site.ts';
import { DownloadIcon } from './icons.tsx';
import type { InstallPromptEvent } from './install-offer.ts';
import {
  deferChoice,
  hiddenChoice,
  INSTALL_PROMPT_KEY,
  readChoice,
  shouldOfferInstall,
  writeChoice,
  type InstallChoice,
} from './install-prompt-rules.ts';

function store(choice: InstallChoice) {
  try {
    localStorage.setItem(INSTALL_PROMPT_KEY, writeChoice(choice));
  } catch {
    // Storage may be off (private mode): the prompt simply comes back next visit.
  }
}

function storedChoice(): InstallChoice | null {
  try {
    return readChoice(localStorage.getItem(INSTALL_PROMPT_KEY));
  } catch {
    return null;
  }
}

/**
 * Shell §2: mobile shoppers, except on white-label sites, are offered to install the store.
 * "Not now" asks again in 7 days, "Don't show again" never; the rules are in install-prompt-rules.ts.
 * Nothing renders on the server: the offer depends on the browser. Loaded by the page shell only
 * on a phone once the browser has offered installation (install-offer.ts captures the offer).
 */
export default function InstallPrompt({
  installable,
  mobile,
  takeOffer,
  offerUsed,
}: {
  /** The browser's offer is there, unused. */
  installable: boolean;
  mobile: boolean;
  /** The captured offer, once. */
  takeOffer(): InstallPromptEvent | null;
  /** Tells the page the offer has been answered. */
  offerUsed(): void;
}) {
  const site = useSite();
  const [choice, setChoice] = useState<InstallChoice | null | undefined>(undefined);
  const titleId = useId();

  useEffect(() => setChoice(storedChoice()), []);

  if (choice === undefined) return null;
  const standalone = window.matchMedia('(display-mode: standalone)').matches;
  if (!shouldOfferInstall({ site, choice, now: Date.now(), mobile, installable, standalone })) return null;

  function decide(next: InstallChoice) {
    store(next);
    setChoice(next);
  }

  async function install() {
    const offer = takeOffer();
    if (!offer) return;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    // Accepted: installed, never ask again. Dismissed in the browser's dialog: as "Not now".
    decide(outcome === 'accepted' ? hiddenChoice : deferChoice(Date.now()));
    offerUsed();
  }

  return (
    <section
      aria-labelledby={titleId}
      data-testid="install-prompt"
      className="fixed inset-x-3 bottom-3 z-40 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200"
    >
      <div className="flex items-start gap-3">
        <img src={site.logo} alt="" width={40} height={40} className="h-10 w-10 flex-none rounded-xl" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-bold text-slate-900">
            {t('install.title', { store: site.name })}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('install.message', { store: site.name })}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => void install()}
          className="inline-flex h-11 items-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          <DownloadIcon className="h-5 w-5" />
          {t('install.install')}
        </button>
        <button
          type="button"
          onClick={() => decide(deferChoice(Date.now()))}
          className="h-11 rounded-full border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('install.later')}
        </button>
        <button
          type="button"
          onClick={() => decide(hiddenChoice)}
          className="h-11 rounded-full px-3 text-sm font-medium text-slate-600 underline-offset-2 hover:underline"
        >
          {t('install.never')}
        </button>
      </div>
    </section>
  );
}
