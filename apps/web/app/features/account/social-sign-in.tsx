import { useEffect, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import { cookieValue } from '@store/contracts/consent.ts';
import {
  SOCIAL_SIGN_IN_ERROR_PARAM,
  SOCIAL_SIGN_IN_ERRORS,
  SOCIAL_SIGN_IN_PROVIDERS,
  SOCIAL_WELCOME_COOKIE,
  socialSignInStartUrl,
  type SocialSignInProvider,
} from '@store/contracts/identity-codes.ts';
import { showToast } from '../../components/toast-queue.ts';
import { t, type MessageKey } from '../../lib/i18n.ts';
import type { ShopLocale } from '../../lib/locale.ts';
import { takeReturnPath } from './return-path.ts';

const GoogleMark = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 flex-none">
    <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z" />
    <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24Z" />
    <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.9l4-3.1Z" />
    <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A11.5 11.5 0 0 0 12 0 12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8Z" />
  </svg>
);

const FacebookMark = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 flex-none">
    <path
      fill="#1877F2"
      d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z"
    />
  </svg>
);

const MARKS: Record<SocialSignInProvider, () => React.JSX.Element> = { google: GoogleMark, facebook: FacebookMark };

/**
 * Google and Facebook sign-in (shell §5, docs/decisions/0013): links to the server's start call,
 * which leaves for the provider and comes back signed in to the saved product page or the shop
 * home. The saved return path is handed to the server on click (it lives in this tab's storage).
 */
export function SocialSignIn({ shop }: { shop: ShopLocale }) {
  function follow(provider: SocialSignInProvider, event: MouseEvent<HTMLAnchorElement>) {
    const returnTo = takeReturnPath('');
    if (returnTo) event.currentTarget.href = socialSignInStartUrl(provider, shop.segment, returnTo);
  }
  return (
    <div className="mt-6" data-testid="social-sign-in">
      <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t('socialSignIn.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <ul className="mt-4 grid gap-3" aria-label={t('socialSignIn.label')}>
        {SOCIAL_SIGN_IN_PROVIDERS.map((provider) => {
          const Mark = MARKS[provider];
          return (
            <li key={provider}>
              <a
                href={socialSignInStartUrl(provider, shop.segment)}
                onClick={(event) => follow(provider, event)}
                rel="nofollow"
                className="flex h-11 w-full items-center justify-center gap-3 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <Mark />
                {t(`socialSignIn.${provider}` as MessageKey)}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const KNOWN_ERRORS = new Set<string>(SOCIAL_SIGN_IN_ERRORS);

/**
 * Shell §8: a social sign-in that failed comes back to the shop home with `signInError=<code>`;
 * this shows the code's message as an error toast once and takes the flag out of the address.
 * Access denied comes back without a flag, and shows nothing.
 */
export function SocialSignInErrorToast() {
  const [params, setParams] = useSearchParams();
  const code = params.get(SOCIAL_SIGN_IN_ERROR_PARAM);
  useEffect(() => {
    if (!code) return;
    if (KNOWN_ERRORS.has(code)) showToast({ kind: 'error', message: t(`errors:account.${code}` as MessageKey), duration: null });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SOCIAL_SIGN_IN_ERROR_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [code, setParams]);
  return null;
}

/**
 * The welcome mark a first social sign-in leaves (a short-lived cookie, since the sign-in ends in a
 * redirect rather than an answer the page reads): its name, once; the cookie is deleted.
 */
export function takeSocialWelcome(): { name: string } | null {
  if (typeof document === 'undefined') return null;
  const value = cookieValue(document.cookie, SOCIAL_WELCOME_COOKIE);
  if (value === null) return null;
  document.cookie = `${SOCIAL_WELCOME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as { name?: unknown };
    return { name: typeof parsed.name === 'string' ? parsed.name : '' };
  } catch {
    return { name: '' };
  }
}
