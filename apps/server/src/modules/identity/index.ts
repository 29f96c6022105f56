export {
  attributesOf, createIdentityService, IDENTITY_LIMITS, type Authenticated, type IdentityDeps, type IdentityService,
  type IssuedSession, type Viewer,
} from './service.ts';
export { csrfRoutes, identityRoutes } from './routes.ts';
export {
  accessTokenOf, accountScope, AccountFailure, clearSessionCookies, failureEnvelope, parseAccountInput, requireUser, success, unwrap,
} from './http.ts';
export { viewerResolution } from './viewer.ts';
export { deriveKeys, newId, signAccessToken, verifyAccessToken, type AccessClaims, type Keys } from './secrets.ts';
