import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COUNTRY, demo } from '@store/db/seed';
import { OrderStatus, STORE_SITE } from '@store/contracts';
import { databaseKinds } from '../../testing/database.ts';
import {
  openPaymentPage,
  orderRequest,
  postOrder,
  pressOnPaymentPage,
  startStore,
  waitForStatus,
  type Store,
} from '../../testing/store.ts';

// ADR 0040: the product page suggests the channel of most paid orders in the country over the
// last 30 days; unpaid and failed orders do not count; nothing paid, no suggestion.

describe.each(databaseKinds)('the most used payment channel on %s', (kind) => {
  let store: Store;
  beforeAll(async () => {
    store = await startStore(kind);
  });
  afterAll(async () => {
    await store?.close();
  });

  async function order(channelId: number, action: 'approve' | 'decline' | null) {
    const { status, body } = await postOrder(store.app, orderRequest({ paymentChannelId: channelId, userId: '24681357' }));
    expect(status, JSON.stringify(body)).toBe(200);
    if (!action) return;
    await openPaymentPage(store.app, body.data.paymentUrl);
    await pressOnPaymentPage(store.app, body.data.paymentUrl, action);
    await waitForStatus(store.app, body.data.orderId, action === 'approve' ? OrderStatus.FulfillmentCompleted : OrderStatus.PaymentFailed);
  }

  it('is the channel most paid orders of the country used, counting neither unpaid nor failed ones', async () => {
    const [first, second] = demo.channels(DEMO_COUNTRY).filter((c) => c.kind !== 'codacash');
    const { orders } = store.app.services;
    const site = STORE_SITE;
    // Two unpaid and one failed order with the first channel, two paid ones with the second.
    await order(first!.id, null);
    await order(first!.id, null);
    await order(first!.id, 'decline');
    await order(second!.id, 'approve');
    await order(second!.id, 'approve');
    expect(await orders.mostUsedChannel(site, DEMO_COUNTRY)).toBe(second!.id);
    // A country without paid orders has none.
    expect(await orders.mostUsedChannel(site, 'eg')).toBeNull();
    // A site whose payment suggestion switch is off (shell §3) suggests none, orders or not.
    const withoutSuggestion = { ...STORE_SITE, features: { ...STORE_SITE.features, paymentSuggestion: false } };
    expect(await orders.mostUsedChannel(withoutSuggestion, DEMO_COUNTRY)).toBeNull();
  });
});
