export * from './types.ts';
export { createSandboxMessaging, outboxRoutes, type OutboxEntry, type SandboxMessaging } from './sandbox.ts';
