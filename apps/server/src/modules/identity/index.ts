export { createIdentityService, type IdentityService } from './service.ts';
export { csrfRoutes, identityRoutes } from './routes.ts';
export {
  accessTokenOf,
  accountScope,
  carriesCsrfToken,
  clearSessionCookies,
  refusedAsForged,
  refuseUnlessAllowed,
  requireUser,
  setSessionCookies,
  signedInUser,
} from './http.ts';
export { userTypeOfRequest, viewerResolution } from './viewer.ts';
// Partner sessions are signed with the identity service's token code under their own derived key (ADR 0014).
export { deriveKeys, newId, signAccessToken, verifyAccessToken } from './secrets.ts';
