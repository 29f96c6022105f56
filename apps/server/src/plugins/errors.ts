import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { errors, type CatalogedError, type Envelope } from '@store/contracts';
import { isDatabaseUnavailable } from '@store/db';
import { message } from '../i18n.ts';

/** A catalogued failure; the error handler turns it into the envelope with its HTTP status. */
export class AppError extends Error {
  constructor(readonly error: CatalogedError, readonly data: unknown = null) {
    super(error.key);
  }

  /** Read by handlers other than ours: mercurius answers a refused GraphQL request with it. */
  get statusCode(): number {
    return this.error.status;
  }
}

export function envelope<T>(data: T): Envelope<T> {
  return { resultCode: 0, resultMessage: 'Success', data };
}

export function errorEnvelope(error: CatalogedError, data: unknown = null): Envelope<unknown> {
  return { resultCode: error.resultCode, resultMessage: message(`errors:${error.key}`), data };
}

/** Parses client input; anything that does not fit is the catalogued "Invalid parameters". */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.infer<S> {
  // Any zod schema, classic or "mini" (the order's request schemas, ADR 0025).
  const result = z.safeParse(schema, input);
  if (!result.success) {
    const fields = result.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code }));
    throw new AppError(errors.invalidParameters, { fields });
  }
  return result.data;
}

const frameworkErrors: Record<string, CatalogedError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: errors.invalidParameters,
  FST_ERR_CTP_EMPTY_JSON_BODY: errors.invalidParameters,
  FST_ERR_CTP_BODY_TOO_LARGE: errors.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: errors.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: errors.badRequest,
  FST_ERR_VALIDATION: errors.invalidParameters,
};

function classify(error: FastifyError): CatalogedError {
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

export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.error.status).send(errorEnvelope(error.error, error.data));
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
