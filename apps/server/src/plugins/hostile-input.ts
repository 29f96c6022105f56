import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '@store/contracts';
import { AppError } from './errors.ts';

/**
 * Input that no route can accept, refused before any handler sees it, so that it is the catalogued
 * 400 and changes nothing instead of failing deep inside (DESIGN §4 "Bad input").
 *
 * - NUL anywhere in the URL (raw or `%00`), or in any string or key of a parsed body: PostgreSQL
 *   cannot store NUL in text and refuses the whole statement, so every route that passes a path
 *   parameter, a query value or a body field to SQL would otherwise answer 500. The contracts'
 *   schemas refuse control characters field by field; this guard also covers what no schema
 *   reads (GraphQL variables, path parameters, routes added later).
 * - A target that is not a path, or that starts with `//`: such a URL read relative to our origin
 *   names another host (`//evil.example/sg/`), and `//` alone is no URL at all.
 */
export const hostileInputGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      done(isHostileTarget(request.url) ? new AppError(errors.badRequest) : undefined);
    });
    app.addHook('preValidation', (request, _reply, done) => {
      done(
        holdsNul(request.body) ? new AppError(errors.invalidParameters, { fields: [{ path: '', code: 'control_character' }] }) : undefined,
      );
    });
  },
  { name: 'hostile-input-guard' },
);

/** Whether a request target is one no route of ours may be asked for (see above). */
export function isHostileTarget(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return true;
  return url.includes('\u0000') || /%00/i.test(url);
}

/** Whether a parsed body holds NUL in a string or a key, however deep (walked without recursion). */
export function holdsNul(body: unknown): boolean {
  if (typeof body === 'string') return body.includes('\u0000');
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return false;
  const pending: object[] = [body];
  while (pending.length > 0) {
    const value = pending.pop()!;
    for (const key of Object.keys(value)) {
      if (key.includes('\u0000')) return true;
      const item = (value as Record<string, unknown>)[key];
      if (typeof item === 'string') {
        if (item.includes('\u0000')) return true;
      } else if (item !== null && typeof item === 'object') {
        pending.push(item);
      }
    }
  }
  return false;
}
