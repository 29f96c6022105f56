import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../../components/toast-queue.ts';
import { t } from '../../lib/i18n.ts';
import { authorizePlayer, endPartnerSession, partnerSessionIsOpen } from './client.ts';
import { partnerLogout, runPartnerSignIn, SAVED_QUERY_KEY, type PartnerFlowDeps } from './flow.ts';
import { loadPartnerSdk, type PartnerSdk } from './sdk.ts';
import { partnerAccount } from './store.ts';

/** Shell §8: a failed partner sign-in shows a toast with code 400 and the message. */
export const PARTNER_ERROR_TOAST_CODE = 400;

function depsWith(sdk: PartnerSdk | null, servedCountries: readonly string[]): PartnerFlowDeps {
  return {
    sdk,
    local: window.localStorage,
    session: window.sessionStorage,
    authorize: authorizePlayer,
    sessionIsOpen: partnerSessionIsOpen,
    endSession: endPartnerSession,
    servesCountry: (code) => servedCountries.includes(code),
    account: {
      playerInfo: () => partnerAccount.get().playerInfo,
      storePlayer: partnerAccount.storePlayer,
      clearPlayer: partnerAccount.clearPlayer,
      setSignInError: partnerAccount.setSignInError,
    },
  };
}

/**
 * Runs partner sign-in once the page is in the browser (shell §4): loads the SDK, logs in with the
 * auth code of the URL or checks the existing session, shows the failure and logs out. Answers
 * whether it is still working, and how to start a sign-in at the publisher.
 */
export function usePartnerSignIn(shopCountry: string, servedCountries: readonly string[], arrivedWithCode: boolean) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(arrivedWithCode);
  const [sdk, setSdk] = useState<PartnerSdk | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const loaded = await loadPartnerSdk();
      if (!live) return;
      setSdk(loaded);
      const code = new URLSearchParams(window.location.search).get('code');
      const deps = depsWith(loaded, servedCountries);
      const outcome = await runPartnerSignIn({ code, shopCountry }, deps);
      if (!live) return;
      if (outcome.kind === 'failed') {
        const { messageKey, params } = outcome.failure;
        showToast({ kind: 'error', code: PARTNER_ERROR_TOAST_CODE, message: t(messageKey, params) });
        await partnerLogout(deps);
      } else if (outcome.kind === 'signedIn' && outcome.redirectTo) {
        void navigate(outcome.redirectTo);
      }
      // The auth code is spent: it leaves the address bar (and so bookmarks, shares and reloads).
      if (code !== null && !(outcome.kind === 'signedIn' && outcome.redirectTo)) {
        const params = new URLSearchParams(window.location.search);
        params.delete('code');
        const query = params.toString() ? `?${params}` : '';
        void navigate(`${window.location.pathname}${query}${window.location.hash}`, { replace: true, preventScrollReset: true });
      }
      if (live) setBusy(false);
    })();
    return () => {
      live = false;
    };
    // Runs once per page and auth code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shopCountry]);

  return {
    busy,
    sdkReady: !!sdk,
    /** Sends the player to the publisher's login, keeping this page's query string for the way back. */
    signIn() {
      if (!sdk) return;
      const params = new URLSearchParams(window.location.search);
      params.delete('code');
      const query = params.toString() ? `?${params}` : '';
      window.sessionStorage.setItem(SAVED_QUERY_KEY, query);
      void sdk.initiateAuthentication(`${window.location.pathname}${query}`);
    },
    async signOut() {
      await partnerLogout(depsWith(sdk, servedCountries));
    },
  };
}
