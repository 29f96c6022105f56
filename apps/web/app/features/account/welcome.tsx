import { useEffect, useRef, useState } from 'react';
import { t } from '../../lib/i18n.ts';
import { takeSocialWelcome } from './social-sign-in.tsx';

/**
 * The welcome modal of shell §4: the first sign-in of an account (the identity service answers
 * `firstLogin` once, when the logged-in flag goes from 0 to 1) leaves a mark for the next page,
 * which shows the modal once.
 */
const WELCOME_KEY = 'store.welcome';

export function markWelcome(name: string) {
  try {
    window.sessionStorage.setItem(WELCOME_KEY, JSON.stringify({ name }));
  } catch {
    // Private mode without storage: no modal, nothing else lost.
  }
}

function takeWelcome(): { name: string } | null {
  const social = takeSocialWelcome();
  if (social) return social;
  try {
    const raw = window.sessionStorage.getItem(WELCOME_KEY);
    window.sessionStorage.removeItem(WELCOME_KEY);
    const parsed = raw ? (JSON.parse(raw) as { name?: unknown }) : null;
    return parsed ? { name: typeof parsed.name === 'string' ? parsed.name : '' } : null;
  } catch {
    return null;
  }
}

export function WelcomeModal() {
  const [welcome, setWelcome] = useState<{ name: string } | null>(null);
  useEffect(() => setWelcome(takeWelcome()), []);
  if (!welcome) return null;
  return <WelcomeDialog name={welcome.name} onClose={() => setWelcome(null)} />;
}

function WelcomeDialog({ name, onClose }: { name: string; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    closeRef.current?.focus();
    return () => dialog.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="welcome-heading"
      aria-describedby="welcome-body"
      data-testid="welcome-modal"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-2xl"
    >
      <div className="p-6">
        {/* A name may be one long word: it wraps rather than widening the dialog past the screen. */}
        <h2 id="welcome-heading" className="text-xl font-bold [overflow-wrap:anywhere]">
          {t('welcome.heading', { name })}
        </h2>
        <p id="welcome-body" className="mt-2 text-slate-700">
          {t('welcome.body')}
        </p>
        <button
          type="button"
          ref={closeRef}
          onClick={onClose}
          className="mt-6 h-11 w-full rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {t('welcome.close')}
        </button>
      </div>
    </dialog>
  );
}
