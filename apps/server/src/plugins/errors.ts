import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { errors, type Envelope } from '@store/contracts';
import { accountErrors } from '@store/contracts/account-errors.ts';
import { isDatabaseUnavailable } from '@store/db';
import { message } from '../i18n.ts';
import type { Result, StoreError } from '../result.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An account call (set on every route of an `accountScope`, ADR 0012): input that is not JSON,
     * or does not fit the route's schema, is the account catalogue's `InvalidParameterException`
     * instead of commerce §8's 227.
     */
    accountCall?: boolean;
  }
}

/** A catalogued failure of any catalogue; the error handler turns it into the envelope with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly error: StoreError,
    readonly data: unknown = null,
  ) {
    super(error.key);
  }

  /** Read by handlers other than ours: mercurius answers a refused GraphQL request with it. */
  get statusCode(): number {
    return this.error.status;
  }
}

/** A failure's envelope: the numeric codes of commerce §8, or the string codes of the account calls. */
export type ErrorEnvelope = { resultCode: number | string; resultMessage: string; data: unknown };

/** The envelope of a successful call. */
export function envelope<T>(data: T): Envelope<T> {
  return { resultCode: 0, resultMessage: 'Success', data };
}

/** Partner sign-in's messages live in its own catalogue, beside the words of its page; the others in `errors`. */
const textOf = (error: StoreError) => message(`${error.key.startsWith('partnerErrors.') ? 'partner' : 'errors'}:${error.key}`);

/** The envelope of a failure: its English message with the values `data` has for its `{{name}}`s put in. */
export function errorEnvelope(error: StoreError, data: unknown = null): ErrorEnvelope {
  const values = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const text = textOf(error).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return typeof value === 'number' || typeof value === 'string' ? String(value) : whole;
  });
  return { resultCode: error.resultCode, resultMessage: text, data };
}

/** The value of a result, or its failure thrown as the `AppError` the handler answers. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new AppError(result.error, result.data ?? null);
  return result.value;
}

const frameworkErrors: Record<string, StoreError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: errors.invalidParameters,
  FST_ERR_CTP_EMPTY_JSON_BODY: errors.invalidParameters,
  FST_ERR_CTP_BODY_TOO_LARGE: errors.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: errors.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: errors.badRequest,
  FST_ERR_VALIDATION: errors.invalidParameters,
};

const unparseable = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

function classify(error: FastifyError): StoreError {
  if (error.code && frameworkErrors[error.code]) return frameworkErrors[error.code]!;
  if (error instanceof SyntaxError) return errors.invalidParameters;
  if (isDatabaseUnavailable(error)) return errors.serverUnavailable;
  const status = error.statusCode ?? 500;
  if (status === 429) return errors.waitFiveSeconds;
  if (status === 404) return errors.notFound;
  if (status === 413) return errors.payloadTooLarge;
  if (status === 415) return errors.unsupportedMediaType;
  if (status >= 400 && status < 500) return errors.badRequest;
  return errors.unknownError;
}

/**
 * A zod issue of the route's schema as the envelope names it: its path joined with dots, and its
 * code; a refinement names its own code with `params: { code }` (contracts' `orderHistoryQuery`).
 */
function fieldOf(issue: ZodFastifySchemaValidationError): { path: string; code: string } {
  const own = issue.keyword === 'custom' ? (issue.params as { params?: { code?: unknown } }).params?.code : undefined;
  return { path: issue.instancePath.slice(1).replaceAll('/', '.'), code: typeof own === 'string' ? own : issue.keyword };
}

/**
 * The store's one error handler: a catalogued `AppError` as itself; input the route's zod schema
 * refuses as "invalid parameters" with `data.fields` = [{ path, code }]; the framework's refusals
 * as their catalogued codes; anything else as 500 with a generic message, logged, never shown.
 * On an account call (`config.accountCall`) refused input is `InvalidParameterException`, and a
 * body that is not JSON at all is that with the field `{ path: '', code: 'invalid_json' }`.
 */
export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.error.status).send(errorEnvelope(error.error, error.data));
    }
    const accountCall = request.routeOptions.config?.accountCall === true;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const refused = accountCall ? accountErrors.InvalidParameterException : errors.invalidParameters;
      return reply.status(refused.status).send(errorEnvelope(refused, { fields: error.validation.map(fieldOf) }));
    }
    if (accountCall && ((error.code && unparseable.has(error.code)) || error instanceof SyntaxError)) {
      const refused = accountErrors.InvalidParameterException;
      return reply.status(refused.status).send(errorEnvelope(refused, { fields: [{ path: '', code: 'invalid_json' }] }));
    }
    const catalogued = classify(error);
    if (catalogued === errors.serverUnavailable) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', '5');
    } else if (catalogued.status >= 500) request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ code: error.code, msg: error.message }, 'rejected request');
    return reply.status(catalogued.status).send(errorEnvelope(catalogued));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorEnvelope(errors.notFound));
  });
});
