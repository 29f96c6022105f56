import { useEffect, useRef, useState } from 'react';
import {
  allConsent,
  CONSENT_CATEGORIES,
  REQUIRED_CONSENT,
  requiredConsentOnly,
  type ConsentCategory,
  type ConsentChoices,
} from '@store/contracts/consent.ts';
import { CloseButton } from '../../components/close-button.tsx';
import { t } from '../../lib/i18n.ts';
import { CATEGORY_TEXT } from './categories.ts';
import { saveConsent, setPreferencesOpen } from './store.ts';

/**
 * The cookie banner, the cookie preferences (shell §2 modals, §4) and the floating "Cookie
 * settings" of a site without a footer, loaded only when one of them shows, so shops without a
 * consent manager never download them.
 */
export default function ConsentUi({
  floatingSettings,
  bannerVisible,
  preferencesOpen,
  choices,
}: {
  floatingSettings: boolean;
  bannerVisible: boolean;
  preferencesOpen: boolean;
  choices: ConsentChoices;
}) {
  return (
    <>
      {floatingSettings && (
        <aside aria-label={t('consent.preferences.open')} className="fixed bottom-3 start-3 z-30">
          {/* This file is the consent UI itself, so the footer button's preloading has nothing to do here. */}
          <button
            type="button"
            onClick={() => setPreferencesOpen(true)}
            className="rounded-full bg-white px-3 py-2 text-xs font-semibold text-slate-700 shadow ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {t('consent.preferences.open')}
          </button>
        </aside>
      )}
      {bannerVisible && <CookieBanner />}
      {preferencesOpen && <CookiePreferences initial={choices} />}
    </>
  );
}

const secondaryButton =
  'inline-flex h-11 items-center justify-center rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50';
const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700';

/**
 * Fixed to the bottom of the viewport, over the page rather than in its flow, so showing it moves
 * nothing (no layout shift). Not modal: the shopper may browse first; until they choose, only
 * essential cookies are set. Accept and reject are equally easy, as regulators expect.
 */
function CookieBanner() {
  return (
    <section
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgb(15_23_42/0.12)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:gap-6">
        <div className="min-w-0 flex-1">
          <h2 id="cookie-banner-title" className="text-base font-bold text-slate-900">
            {t('consent.banner.title')}
          </h2>
          <p id="cookie-banner-text" className="mt-1 text-sm leading-relaxed text-slate-700">
            {t('consent.banner.text')}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2 md:flex md:flex-none">
          <button
            type="button"
            onClick={() => setPreferencesOpen(true)}
            className="order-last col-span-2 inline-flex h-11 items-center justify-center rounded-full px-4 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline md:order-first"
          >
            {t('consent.banner.customise')}
          </button>
          <button type="button" onClick={() => saveConsent(requiredConsentOnly())} className={primaryButton}>
            {t('consent.banner.rejectAll')}
          </button>
          <button type="button" onClick={() => saveConsent(allConsent())} className={primaryButton}>
            {t('consent.banner.acceptAll')}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * A native modal dialog (ADR 0004): the page behind is inert, Escape closes it without saving,
 * focus returns where it was. One switch per category; the essential one is on and cannot be
 * turned off.
 */
function CookiePreferences({ initial }: { initial: ConsentChoices }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [choices, setChoices] = useState<ConsentChoices>(initial);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    return () => dialog.close();
  }, []);

  const toggle = (category: ConsentCategory, on: boolean) => setChoices((current) => ({ ...current, [category]: on }));

  return (
    <dialog
      ref={ref}
      aria-labelledby="cookie-preferences-title"
      aria-describedby="cookie-preferences-intro"
      onClose={() => setPreferencesOpen(false)}
      data-testid="cookie-preferences"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl"
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="cookie-preferences-title" className="text-xl font-bold">
            {t('consent.preferences.title')}
          </h2>
          <CloseButton label={t('consent.preferences.close')} onClick={() => setPreferencesOpen(false)} className="-me-2 -mt-1" />
        </div>
        <p id="cookie-preferences-intro" className="mt-1 text-sm text-slate-600">
          {t('consent.preferences.intro')}
        </p>
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
          {CONSENT_CATEGORIES.map((category) => {
            const required = REQUIRED_CONSENT.includes(category);
            const id = `consent-${category}`;
            return (
              <li key={category} className="px-4 py-3">
                <div className="flex items-center justify-between gap-4">
                  <label htmlFor={id} className="font-semibold">
                    {t(CATEGORY_TEXT[category].name)}
                  </label>
                  <div className="flex flex-none items-center gap-3">
                    {required && <span className="text-sm font-semibold text-emerald-800">{t('consent.preferences.alwaysOn')}</span>}
                    <Switch
                      id={id}
                      checked={required || choices[category]}
                      disabled={required}
                      describedBy={`${id}-description`}
                      onChange={(on) => toggle(category, on)}
                    />
                  </div>
                </div>
                <p id={`${id}-description`} className="mt-1 text-sm leading-relaxed text-slate-600">
                  {t(CATEGORY_TEXT[category].description)}
                </p>
              </li>
            );
          })}
        </ul>
        {/* Stays in view while the list scrolls on a small screen. */}
        <div className="sticky bottom-0 -mx-5 -mb-5 mt-4 grid grid-cols-2 gap-2 border-t border-slate-200 bg-white px-5 py-4 sm:-mx-6 sm:-mb-6 sm:flex sm:justify-end sm:px-6">
          <button type="button" onClick={() => saveConsent(requiredConsentOnly())} className={secondaryButton}>
            {t('consent.preferences.rejectAll')}
          </button>
          <button type="button" onClick={() => saveConsent(allConsent())} className={secondaryButton}>
            {t('consent.preferences.acceptAll')}
          </button>
          <button type="button" onClick={() => saveConsent(choices)} className={`${primaryButton} order-first col-span-2 sm:order-none`}>
            {t('consent.preferences.save')}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/**
 * A checkbox with the switch role: native keyboard (Space) and form semantics, announced as a
 * switch that is on or off. The input lies transparent over the drawn track, so pointer and focus
 * land on the real control; the track shows its focus ring.
 */
function Switch({
  id,
  checked,
  disabled,
  describedBy,
  onChange,
}: {
  id: string;
  checked: boolean;
  disabled: boolean;
  describedBy: string;
  onChange(on: boolean): void;
}) {
  return (
    <span className="relative inline-flex h-7 w-12 flex-none">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
        className="peer absolute inset-0 z-10 m-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none h-7 w-12 rounded-full bg-slate-500 transition-colors peer-checked:bg-brand-600 peer-disabled:bg-emerald-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 motion-reduce:transition-none"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute start-1 top-1 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5 motion-reduce:transition-none rtl:peer-checked:-translate-x-5"
      />
    </span>
  );
}
