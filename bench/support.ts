// What the bench's parts share: waiting for a server to answer, a valid guest order, paying it on
// the sandbox's hosted page, and following it to its final status.
import WebSocket from 'ws';
import { OrderStatus } from '@store/contracts';
import { DEMO_COUNTRY, DEMO_PRODUCT, demo } from '@store/db/seed';

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** A guest order of the demo product in the demo country, for the player given. */
export function demoOrder(userId: string) {
  return {
    countryCode: DEMO_COUNTRY,
    productSlug: DEMO_PRODUCT,
    denominationId: demo.denomination(DEMO_PRODUCT, DEMO_COUNTRY).id,
    paymentChannelId: demo.channel(DEMO_COUNTRY).id,
    userId,
    zoneId: '1234',
    email: 'bench@example.com',
    acceptedTerms: true,
  };
}

export const DELIVERED: number = OrderStatus.FulfillmentCompleted;
/** Statuses an order does not leave: payment failed, delivery failed, delivered, cancelled. */
export const FINAL = new Set<number>([OrderStatus.PaymentFailed, OrderStatus.FulfillmentFailed, DELIVERED, OrderStatus.Cancelled]);

/** Opens the order's sandbox payment page and presses "approve", as a shopper does. */
export async function approveOnHostedPage(paymentUrl: string): Promise<void> {
  await (await fetch(paymentUrl)).arrayBuffer();
  const paid = await fetch(paymentUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=approve',
  });
  if (paid.status !== 303) throw new Error(`the payment page answered ${paid.status}`);
}

/**
 * The order's final status, followed over the store's websocket as the waiting page follows it
 * (subscribed once the payment was approved, so nothing is missed: the first message is the
 * current view). `cookie`: the session of the shopper who placed it, for an order placed signed in.
 */
export function finalStatus(base: string, orderId: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { origin: base, ...(cookie ? { cookie } : {}) } });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', orderId })));
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string; order?: { status: number } };
      if (message.type !== 'order') {
        socket.terminate();
        reject(new Error(`the websocket answered ${data.toString()}`));
      } else if (FINAL.has(message.order!.status)) {
        socket.terminate();
        resolve(message.order!.status);
      }
    });
    socket.once('error', reject);
  });
}
