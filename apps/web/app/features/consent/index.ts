export { ConsentManager, CookieSettingsButton, useConsentManager } from './consent-manager.tsx';
export { consentPolicy, type ConsentPolicy } from './policy.ts';
export { useConsent } from './store.ts';
