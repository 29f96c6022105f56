import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { errors, orderSocketRequest, type OrderSocketMessage, type OrderSocketRequest } from '@store/contracts';
import { errorEnvelope } from '../../plugins/errors.ts';
import type { RealtimeHub } from './hub.ts';

/** Commerce §9: the websocket is pinged every 5 minutes so idle proxies keep it open. */
export const PING_INTERVAL_MS = 5 * 60_000;

/**
 * Whether a handshake comes from a page of the site it is for: its `Origin` is the scheme and host
 * the request came to, as Fastify reads them under TRUST_PROXY (ADR 0020). Browsers send an Origin
 * with every websocket handshake, so one without is not a page another site could have opened.
 */
export function fromOwnOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

/** A page of another site may not follow this site's orders: refused before the upgrade. */
function refuseOtherOrigins(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  if (fromOwnOrigin(request)) return done();
  void reply.status(errors.hostBlocked.status).header('cache-control', 'no-store').send(errorEnvelope(errors.hostBlocked));
}

/**
 * `/ws`: a client sends `{"type":"subscribe","orderId":"ord_…"}` and gets the order at once and
 * again on every change; an unknown order, or one another shopper placed signed in, gets
 * `{"type":"error","code":404}`. Not encapsulated, so `injectWS` is there for tests.
 */
export const realtimeRoutes = fp(
  async (app: FastifyInstance, options: { hub: RealtimeHub; limits: { max: number; perAddress: number } }) => {
    const { hub, limits } = options;
    await app.register(websocket, { options: { maxPayload: 4096 } });

    // Open sockets, in all and per client address: each holds memory and a file descriptor for as
    // long as the client likes, so a few clients must not be able to take them all.
    let open = 0;
    const openByAddress = new Map<string, number>();
    const full = (ip: string) => open >= limits.max || (openByAddress.get(ip) ?? 0) >= limits.perAddress;
    const refuseWhenFull = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (!full(request.ip)) return done();
      void reply
        .status(errors.waitFiveSeconds.status)
        .header('retry-after', '5')
        .header('cache-control', 'no-store')
        .send(errorEnvelope(errors.waitFiveSeconds));
    };

    app.get('/ws', { websocket: true, preValidation: [refuseOtherOrigins, refuseWhenFull] }, (socket, request) => {
      // Handshakes checked at the same moment may all have passed: the count decides here.
      if (full(request.ip)) return socket.close(1013, 'Try again later');
      const ip = request.ip;
      open++;
      openByAddress.set(ip, (openByAddress.get(ip) ?? 0) + 1);
      socket.once('close', () => {
        open--;
        const left = (openByAddress.get(ip) ?? 1) - 1;
        if (left > 0) openByAddress.set(ip, left);
        else openByAddress.delete(ip);
      });
      const send = (message: OrderSocketMessage) => socket.send(JSON.stringify(message));
      const idOf = (request: OrderSocketRequest) =>
        'orderId' in request ? request.orderId : 'topupId' in request ? request.topupId : request.walletId;
      const ping = setInterval(() => socket.ping(), PING_INTERVAL_MS);
      ping.unref();

      socket.on('message', (raw: { toString(): string }) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw.toString());
        } catch {
          return send({ type: 'error', code: 400 });
        }
        const message = orderSocketRequest.safeParse(parsed);
        if (!message.success) return send({ type: 'error', code: 400 });
        hub
          .subscribe(socket, { siteId: request.site.id, viewerId: request.viewer?.userId ?? null }, idOf(message.data))
          .then((result) => {
            if (result === 'notFound') send({ type: 'error', code: 404 });
            else if (result === 'tooMany') send({ type: 'error', code: 429 });
          })
          .catch((err) => {
            request.log.warn({ err }, 'websocket subscription failed');
            send({ type: 'error', code: 500 });
          });
      });
      socket.on('close', () => {
        clearInterval(ping);
        hub.unsubscribeAll(socket);
      });
    });
  },
  { name: 'realtime' },
);
