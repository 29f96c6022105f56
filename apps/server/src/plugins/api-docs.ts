import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

/** Where the reference page is; its OpenAPI document is `${API_DOCS_PATH}/json`. */
export const API_DOCS_PATH = '/api/docs';

/**
 * Routes that are no part of the API the document describes (ADR 0030): the stand-ins for outside
 * providers under /sandbox (off in production), and the web app's page catch-all. The reference
 * page's own routes, the websocket (/ws) and the web build's files hide themselves
 * (@fastify/swagger-ui, @fastify/websocket and @fastify/static mark their routes `hide`).
 */
const UNDOCUMENTED = /^\/(?:sandbox(?:\/|$)|\*$)/;

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** A route schema of JSON Schemas (mercurius's /graphql) is already what the document needs. */
function holdsJsonSchemas(schema: Record<string, unknown> | undefined): boolean {
  if (!schema) return false;
  return (
    PARTS.some((part) => schema[part] !== undefined && !(schema[part] instanceof $ZodType)) ||
    (schema.response !== undefined && Object.values(schema.response as object).some((s) => !(s instanceof $ZodType)))
  );
}

/**
 * The REST API as an OpenAPI 3.1 document built from the routes' own zod schemas (the contracts),
 * at `/api/docs/json`, and a reference page at `/api/docs` whose assets are served by the store
 * itself (no CDN; plugins/security-headers.ts gives these paths the policy the page needs).
 * Registered before the routes, so that it sees each of them.
 */
export const apiDocs = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Top-up store API',
          version: '1',
          description: 'Every answer is the envelope `{ resultCode, resultMessage, data }`; `resultCode` 0 is success.',
        },
      },
      transform: (document) => {
        if (UNDOCUMENTED.test(document.url)) return { schema: { hide: true }, url: document.url };
        if (holdsJsonSchemas(document.schema as Record<string, unknown> | undefined)) return { schema: document.schema, url: document.url };
        return jsonSchemaTransform(document);
      },
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PATH,
      uiConfig: { deepLinking: true },
    });
  },
  { name: 'api-docs' },
);
