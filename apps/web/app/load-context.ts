import type { AppServices } from '@store/server';

/**
 * What the Fastify host hands every loader (apps/server/src/plugins/web.ts): the same services the
 * API uses, so pages read the catalogue and orders without an HTTP hop to ourselves.
 */
declare module 'react-router' {
  interface AppLoadContext {
    services: AppServices;
  }
}

export {};
