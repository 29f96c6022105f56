import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors, OrderStatus, type CreateOrderRequest, type OrderView } from '@store/contracts';
import { orderEvents, sandboxPublisherVouchers, voucherCodes } from '@store/db';
import { eq } from '@store/db/orm';
import { demo } from '@store/db/seed';
import { databaseKinds } from '../testing/database.ts';
import { signedInShopper, uniqueEmail } from '../testing/shoppers.ts';
import { postOrder, pressOnPaymentPage, startStore, waitFor, waitForStatus, type Store } from '../testing/store.ts';

const VOUCHER = 'steam-wallet';

/** How a Steam code (three groups of five) shows before it is revealed. */
const maskVoucherCode = (code: string) => `•••••-•••••-•${code.slice(-4)}`;
const COUNTRY = 'sg';

/** A Steam Wallet code bought in Singapore: no player, a contact the code is sent to. */
function voucherRequest(overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest {
  return {
    countryCode: COUNTRY,
    productSlug: VOUCHER,
    denominationId: demo.denomination(VOUCHER, COUNTRY).id,
    paymentChannelId: demo.channel(COUNTRY).id,
    email: uniqueEmail('voucher'),
    acceptedTerms: true,
    ...overrides,
  };
}

describe.each(databaseKinds)('vouchers on %s', (kind) => {
  let store: Store;
  const outbox = (to: string) => store.app.services.sandbox!.messaging.outbox(to);
  const get = (url: string, headers: Record<string, string> = {}) => store.app.inject({ method: 'GET', url, headers });

  type Posted = { status: number; body: { data: { paymentUrl: string; orderId: string } } };
  async function buyVoucher(
    request: CreateOrderRequest,
    post: (body: CreateOrderRequest) => Promise<Posted> = (body) => postOrder(store.app, body),
  ) {
    const { status, body } = await post(request);
    expect(status, JSON.stringify(body)).toBe(200);
    await pressOnPaymentPage(store.app, body.data.paymentUrl, 'approve');
    return body.data.orderId as string;
  }

  beforeAll(async () => {
    store = await startStore(kind, { env: { DELIVERY_MAX_ATTEMPTS: '2' } });
  });
  afterAll(async () => {
    await store?.close();
  });

  it('sells a voucher without a player: the paid order gets one code, sealed at rest, masked on the page, whole for its holder and in the receipt', async () => {
    const request = voucherRequest();
    const orderId = await buyVoucher(request);
    await waitForStatus(store.app, orderId, OrderStatus.FulfillmentCompleted);

    const minted = await store.database.db
      .select()
      .from(sandboxPublisherVouchers)
      .where(eq(sandboxPublisherVouchers.transactionId, orderId));
    expect(minted).toHaveLength(1);
    const code = minted[0]!.code;
    expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}$/);

    // Stored sealed: neither the code nor its characters without dashes are in the row.
    const [stored] = await store.database.db.select().from(voucherCodes).where(eq(voucherCodes.orderId, orderId));
    expect(stored).toBeDefined();
    const row = JSON.stringify(stored);
    expect(row).not.toContain(code);
    expect(row).not.toContain(code.replaceAll('-', ''));
    expect(stored!.keyId).toBe('derived');
    // Nor in any event of the order.
    const events = await store.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(JSON.stringify(events)).not.toContain(code);

    const page = await get(`/api/order/${orderId}`);
    const view = page.json().data as OrderView;
    expect(view).toMatchObject({ playerUserId: null, playerNickname: null, voucherCode: { masked: maskVoucherCode(code), voided: false } });
    expect(page.body).not.toContain(code);

    const revealed = await get(`/api/order/${orderId}/voucher-code`);
    expect(revealed.statusCode).toBe(200);
    expect(revealed.headers['cache-control']).toBe('no-store');
    expect(revealed.json().data).toEqual({ code, voided: false });

    await waitFor(async () => outbox(request.email!).length > 0, { message: 'the receipt in the outbox' });
    const [receipt] = outbox(request.email!);
    expect(receipt).toMatchObject({ template: 'voucherReceipt', params: { orderId, voucherCode: code } });
    expect(receipt!.params).not.toHaveProperty('player');
  });

  it('mints no second code when the delivery runs again', async () => {
    const orderId = await buyVoucher(voucherRequest());
    await waitForStatus(store.app, orderId, OrderStatus.FulfillmentCompleted);
    const first = await store.sandbox.publisher.findVoucher(orderId);
    const again = await store.sandbox.publisher.issueVoucher({ transactionId: orderId, game: VOUCHER, creditAmount: 5 });
    expect(again).toMatchObject({ ok: true, code: first!.code, publisherRef: first!.id });
    const rows = await store.database.db.select().from(sandboxPublisherVouchers).where(eq(sandboxPublisherVouchers.transactionId, orderId));
    expect(rows).toHaveLength(1);
  });

  it('issues the code on a retried delivery after the publisher refused, once', async () => {
    store.sandbox.publisher.failNext(1);
    const orderId = await buyVoucher(voucherRequest());
    await waitForStatus(store.app, orderId, OrderStatus.FulfillmentCompleted);
    const rows = await store.database.db.select().from(sandboxPublisherVouchers).where(eq(sandboxPublisherVouchers.transactionId, orderId));
    expect(rows).toHaveLength(1);
    expect((await get(`/api/order/${orderId}/voucher-code`)).json().data.code).toBe(rows[0]!.code);
  });

  it('refuses a player sent with a voucher, and a top-up without one, changing nothing', async () => {
    const withPlayer = await postOrder(store.app, voucherRequest({ userId: '12345678' }));
    expect(withPlayer.status).toBe(400);
    expect(withPlayer.body).toMatchObject({
      resultCode: errors.invalidParameters.resultCode,
      data: { fields: [{ path: 'userId', code: 'voucherHasNoPlayer' }] },
    });
    const topUp = { ...voucherRequest(), productSlug: 'mobile-legends', denominationId: demo.denomination('mobile-legends', COUNTRY).id };
    const withoutPlayer = await postOrder(store.app, topUp);
    expect(withoutPlayer.status).toBe(400);
    expect(withoutPlayer.body).toMatchObject({
      resultCode: errors.invalidParameters.resultCode,
      data: { fields: [{ path: 'userId', code: 'required' }] },
    });
    const check = await store.app.inject({
      method: 'POST',
      url: '/api/order/validate-player',
      payload: { countryCode: COUNTRY, productSlug: VOUCHER, userId: '12345678' },
    });
    expect(check.json().resultCode).toBe(errors.invalidParameters.resultCode);
  });

  it('shows a signed-in shopper’s code to them only, in their history too', async () => {
    const owner = await signedInShopper(store.app, { countryCode: COUNTRY });
    const orderId = await buyVoucher(voucherRequest({ email: owner.email }), (body) =>
      owner.browser.post('/api/order', body).then((answer) => ({ status: answer.status, body: answer.body as Posted['body'] })),
    );
    // A signed-in shopper's order is visible to them only: waited for as its owner.
    await waitFor(
      async () => (await store.app.services.orders.getOrderView(0, orderId, owner.userId))?.status === OrderStatus.FulfillmentCompleted,
      {
        message: 'the owner’s voucher delivered',
      },
    );
    const code = (await store.sandbox.publisher.findVoucher(orderId))!.code;

    expect((await owner.browser.get(`/api/order/${orderId}/voucher-code`)).body.data.code).toBe(code);
    const history = await owner.browser.get('/api/order/history');
    const row = history.body.data.rows.find((r: { orderId: string }) => r.orderId === orderId);
    expect(row.voucherCode).toEqual({ masked: maskVoucherCode(code), voided: false });
    expect(JSON.stringify(history.body)).not.toContain(code);

    // A guest, and another signed-in shopper, get the order's not-found.
    const guest = await get(`/api/order/${orderId}/voucher-code`);
    expect(guest.statusCode).toBe(404);
    expect(guest.body).not.toContain(code);
    const other = await signedInShopper(store.app, { countryCode: COUNTRY });
    const stranger = await other.browser.get(`/api/order/${orderId}/voucher-code`);
    expect(stranger.status).toBe(404);
    expect(stranger.body.resultCode).toBe(errors.orderNotFound.resultCode);
  });

  it('answers not-found for a top-up’s code and for an unknown order', async () => {
    expect((await get('/api/order/ord_AAAAAAAAAAAAAAAAAAAAAA/voucher-code')).statusCode).toBe(404);
    expect((await get('/api/order/nonsense/voucher-code')).statusCode).toBe(404);
  });

  it('voids at the publisher a code whose delivery never completed when the order is refunded', async () => {
    const { body } = await postOrder(store.app, voucherRequest());
    const orderId = body.data.orderId as string;
    // The publisher minted a code whose answer was lost; then every delivery attempt is refused.
    const lost = await store.sandbox.publisher.issueVoucher({ transactionId: orderId, game: VOUCHER, creditAmount: 5 });
    expect(lost.ok).toBe(true);
    store.sandbox.publisher.failNext(2);
    await pressOnPaymentPage(store.app, body.data.paymentUrl, 'approve');
    await waitForStatus(store.app, orderId, OrderStatus.FulfillmentFailed, 60_000);
    await waitFor(async () => (await store.sandbox.publisher.findVoucher(orderId))?.status === 'voided', {
      message: 'the code voided at the publisher',
    });
    // The store never had the code: nothing to show, nothing to reveal.
    expect((await get(`/api/order/${orderId}`)).json().data.voucherCode).toBeNull();
    expect((await get(`/api/order/${orderId}/voucher-code`)).statusCode).toBe(404);
  });
});
