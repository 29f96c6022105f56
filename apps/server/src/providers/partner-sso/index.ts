export type { PartnerSsoProvider, PublisherPlayer } from './types.ts';
export { createSandboxPartnerSso, SANDBOX_PARTNER_PLAYERS, type SandboxPartnerPlayerKey, type SandboxPartnerSso } from './sandbox.ts';
export { safeReturnPath, sandboxPartnerSsoRoutes } from './sandbox-routes.ts';
export { partnerSdkScript } from './sdk-script.ts';
