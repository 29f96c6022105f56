export { createIdentityService, type IdentityDeps, type IdentityService } from './service.ts';
export { attributesOf } from './accounts.ts';
export { IDENTITY_LIMITS } from './limits.ts';
export type { Authenticated, IssuedSession, Viewer } from './sessions.ts';
export { csrfRoutes, identityRoutes } from './routes.ts';
export {
  accessTokenOf, accountScope, AccountFailure, clearSessionCookies, failureEnvelope, parseAccountInput, requireUser, setSessionCookies, success, unwrap,
} from './http.ts';
export { viewerResolution } from './viewer.ts';
export { deriveKeys, newId, signAccessToken, verifyAccessToken, type AccessClaims, type Keys } from './secrets.ts';
