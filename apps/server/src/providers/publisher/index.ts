export * from './types.ts';
export { createSandboxPublisher, sandboxNickname, type SandboxPublisher } from './sandbox.ts';
