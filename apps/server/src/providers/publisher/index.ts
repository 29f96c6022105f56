export * from './types.ts';
export { createSandboxPublisher, mintVoucherCode, sandboxNickname, type SandboxPublisher } from './sandbox.ts';
