import type { FastifyInstance } from 'fastify';
import { normalizeEmail, normalizePhone } from '@store/contracts/identity.ts';
import type { MessagingProvider, OutgoingMessage } from './types.ts';

export type OutboxEntry = OutgoingMessage & { id: number; sentAt: string };

export type SandboxMessaging = MessagingProvider & {
  /** Messages sent to `to` (or all), newest first. */
  outbox(to?: string): OutboxEntry[];
};

/** An address as the outbox files it, so `?to=` finds "Ann@Example.com" and "+65 9123 4567". */
function outboxKey(to: string): string {
  return to.includes('@') ? normalizeEmail(to) : normalizePhone(to);
}

/**
 * The sandbox e-mail and SMS provider: sends nothing, keeps every message in a bounded in-memory
 * outbox that browser tests and developers read at `GET /sandbox/outbox?to=…` for their codes.
 */
export function createSandboxMessaging(options: { now?: () => number; capacity?: number } = {}): SandboxMessaging {
  const now = options.now ?? Date.now;
  const capacity = options.capacity ?? 1000;
  const entries: OutboxEntry[] = [];
  let nextId = 1;
  return {
    id: 'sandbox',
    async send(message) {
      entries.push({
        ...message,
        to: outboxKey(message.to),
        params: { ...message.params },
        id: nextId++,
        sentAt: new Date(now()).toISOString(),
      });
      if (entries.length > capacity) entries.splice(0, entries.length - capacity);
    },
    outbox(to) {
      const key = to === undefined ? undefined : outboxKey(to);
      return entries.filter((entry) => key === undefined || entry.to === key).reverse();
    },
  };
}

/** `GET /sandbox/outbox?to=…`: the sandbox outbox as JSON (mounted only when SANDBOX is on). */
export async function outboxRoutes(app: FastifyInstance, options: { messaging: SandboxMessaging }) {
  app.get<{ Querystring: { to?: unknown } }>('/outbox', async (request, reply) => {
    const to = typeof request.query.to === 'string' && request.query.to.length <= 254 ? request.query.to : undefined;
    reply.header('cache-control', 'no-store');
    return { resultCode: 0, resultMessage: 'Success', data: options.messaging.outbox(to) };
  });
}
