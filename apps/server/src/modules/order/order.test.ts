import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from '@store/db/orm';
import { orders, sandboxPayments, type Database } from '@store/db';
import { DEMO_AGE_GATED_PRODUCT, DEMO_COUNTRY, DEMO_PRODUCT, DEMO_PRODUCT_WITHOUT_ZONE, demo } from '@store/db/seed';
import { OrderStatus, STORE_SITE } from '@store/contracts';
import { createTestDatabase, databaseKinds } from '../../testing/database.ts';
import { sandboxNickname } from '../../providers/publisher/index.ts';
import { orderRequest, placeOrder, postOrder, rowCounts, startStore, type Store } from '../../testing/store.ts';
import { mobileMatches } from '@store/contracts';

describe('mobile pattern (shell §5 mini-language)', () => {
  it.each([
    ['[89][0-9]{7}', '65', '81234567', true],
    ['[89][0-9]{7}', '65', '+65 8123 4567', true],
    ['[89][0-9]{7}', '65', '71234567', false],
    ['[89][0-9]{7}', '65', '812345678', false],
    ['1[0-46-9][0-9]{7} OR 11[0-9]{8}', '60', '01123456789', true],
    ['1[0-46-9][0-9]{7} OR 11[0-9]{8}', '60', '123456789', true],
    ['[1-9][0-9]{7 to 8}', '855', '12345678', true],
    ['[1-9][0-9]{7 to 8}', '855', '123456789', true],
    ['[1-9][0-9]{7 to 8}', '855', '1234567', false],
    ['[89][0-9]{7}', '65', 'eight1234', false],
  ])('%s (+%s) %s -> %s', (pattern, phoneCode, mobile, expected) => {
    expect(mobileMatches(pattern, phoneCode, mobile)).toBe(expected);
  });
});

describe.each(databaseKinds)('order API on %s', (kind) => {
  let database: Database;
  let store: Store;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store = await startStore(database);
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  const expectError = async (body: unknown, status: number, resultCode: number, data?: unknown) => {
    const before = await rowCounts(database);
    const answer = await postOrder(store.app, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.resultCode).toBe(resultCode);
    expect(typeof answer.body.resultMessage).toBe('string');
    if (data !== undefined) expect(answer.body.data).toEqual(data);
    expect(await rowCounts(database)).toEqual(before);
    return answer.body;
  };

  describe('idempotency key', () => {
    it('answers a repeated request with the same order and opens one payment', async () => {
      const key = 'key-same-body-0001';
      const first = await postOrder(store.app, orderRequest(), key);
      const second = await postOrder(store.app, orderRequest(), key);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.body.data).toEqual(first.body.data);
      expect(await database.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
      expect(await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, first.body.data.orderId))).toHaveLength(
        1,
      );
    });

    it('treats the same body with keys in another order as the same request', async () => {
      const key = 'key-reordered-0001';
      const body = orderRequest();
      const reversed = Object.fromEntries(Object.entries(body).reverse());
      const first = await postOrder(store.app, body, key);
      const second = await postOrder(store.app, reversed, key);
      expect(second.body.data.orderId).toBe(first.body.data.orderId);
    });

    it('refuses the same key with a different body', async () => {
      const key = 'key-other-body-0001';
      await postOrder(store.app, orderRequest(), key);
      const before = await rowCounts(database);
      const other = await postOrder(store.app, orderRequest({ userId: '22222222' }), key);
      expect(other.status).toBe(422);
      expect(other.body).toMatchObject({
        resultCode: 422,
        resultMessage: 'This request key was already used for a different order.',
        data: null,
      });
      expect(await rowCounts(database)).toEqual(before);
    });

    it('creates one order when ten requests race with one key', async () => {
      const key = 'key-racing-requests-0001';
      const answers = await Promise.all(Array.from({ length: 10 }, () => postOrder(store.app, orderRequest(), key)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((a) => a.body.data.orderId)).size).toBe(1);
      expect(new Set(answers.map((a) => a.body.data.paymentUrl)).size).toBe(1);
      expect(await database.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
    });

    it('refuses a malformed key', async () => {
      const before = await rowCounts(database);
      for (const key of ['short', 'x'.repeat(129), 'has spaces in it']) {
        const answer = await postOrder(store.app, orderRequest(), key);
        expect(answer.status).toBe(400);
        expect(answer.body.resultCode).toBe(227);
      }
      expect(await rowCounts(database)).toEqual(before);
    });

    it('creates separate orders without a key', async () => {
      const a = await placeOrder(store.app);
      const b = await placeOrder(store.app);
      expect(a.orderId).not.toBe(b.orderId);
    });
  });

  describe('checkout rules', () => {
    it('takes the price from the database', async () => {
      const order = await placeOrder(store.app);
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order.orderId));
      expect(row).toMatchObject({ amountMinor: demo.denomination(DEMO_PRODUCT, DEMO_COUNTRY).priceMinor, currency: 'SGD' });
      // A client-sent price is not even accepted.
      await expectError({ ...orderRequest(), amountMinor: '1' }, 400, 227);
    });

    it('refuses a product the country does not sell (239)', async () => {
      await expectError(orderRequest({ productSlug: 'no-such-game' }), 422, 239);
      await expectError(orderRequest({ countryCode: 'zz' }), 422, 239);
    });

    it('refuses an unavailable or foreign denomination (237)', async () => {
      await expectError(orderRequest({ denominationId: demo.unavailableDenomination().id }), 422, 237);
      await expectError(orderRequest({ denominationId: demo.denomination(DEMO_PRODUCT, 'my').id }), 422, 237);
      await expectError(orderRequest({ denominationId: 'dnm_unknown' }), 422, 237);
    });

    it('checks payment channel, billing address, e-mail, then terms, in that order', async () => {
      const foreignChannel = demo.channel('us').id;
      await expectError(orderRequest({ paymentChannelId: foreignChannel, email: 'bad', acceptedTerms: false }), 422, 238, {
        fields: [{ path: 'paymentChannelId', code: 'paymentChannel' }],
      });
      await expectError(orderRequest({ email: 'not-an-email', acceptedTerms: false }), 400, 232, {
        fields: [{ path: 'email', code: 'email' }],
      });
      await expectError(orderRequest({ email: undefined }), 400, 232);
      await expectError(orderRequest({ acceptedTerms: false }), 400, 227, {
        fields: [{ path: 'acceptedTerms', code: 'termsAndCondition' }],
      });

      // A card in the US needs a billing address; it comes before the e-mail.
      const us = {
        countryCode: 'us',
        productSlug: DEMO_PRODUCT_WITHOUT_ZONE,
        zoneId: undefined,
        denominationId: demo.denomination(DEMO_PRODUCT_WITHOUT_ZONE, 'us').id,
        paymentChannelId: demo.channel('us', 'card').id,
      };
      await expectError(orderRequest({ ...us, email: 'bad' }), 400, 30300, {
        fields: [{ path: 'billingAddress', code: 'billingAddress' }],
      });
      const withAddress = await placeOrder(store.app, {
        ...us,
        billingAddress: { name: 'Pat Doe', line1: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
      });
      expect(withAddress.status).toBe(OrderStatus.PaymentInit);
    });

    it('takes a mobile number matching the country pattern instead of an e-mail', async () => {
      const order = await placeOrder(store.app, { email: undefined, mobile: '8123 4567' });
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order.orderId));
      expect(row).toMatchObject({ email: null, mobile: '8123 4567' });
      await expectError(orderRequest({ email: undefined, mobile: '1234' }), 400, 227, {
        fields: [{ path: 'mobile', code: 'mobilePattern' }],
      });
    });

    it("stores only a locale the shop offers, and the country's own when none is sent", async () => {
      const fields = (path: string) => ({ fields: [expect.objectContaining({ path })] });
      for (const locale of ['../../etc/passwd', 'en-sg', 'en_SG', 'x'.repeat(16), '<script>']) {
        await expectError(orderRequest({ locale }), 400, 227, fields('locale'));
      }
      // Well-formed, but a language another country speaks.
      await expectError(orderRequest({ locale: 'ja-JP' }), 400, 227, fields('locale'));
      const country = demo.country(DEMO_COUNTRY);
      for (const language of country.languages) {
        const order = await placeOrder(store.app, { locale: language.locale });
        const [row] = await database.db.select().from(orders).where(eq(orders.id, order.orderId));
        expect(row!.locale).toBe(language.locale);
      }
      const order = await placeOrder(store.app, { locale: undefined });
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order.orderId));
      expect(row!.locale).toBe(country.locale);
    });

    it('asks for age confirmation where the product sets a minimum age', async () => {
      const gated = {
        productSlug: DEMO_AGE_GATED_PRODUCT,
        // A gift card: no player (docs/decisions/0038).
        userId: undefined,
        zoneId: undefined,
        denominationId: demo.denomination(DEMO_AGE_GATED_PRODUCT, DEMO_COUNTRY).id,
      };
      await expectError(orderRequest(gated), 422, -300, { minAge: 13 });
      await expectError(orderRequest({ ...gated, ageConfirmed: false }), 422, -300);
      expect((await placeOrder(store.app, { ...gated, ageConfirmed: true })).status).toBe(OrderStatus.PaymentInit);
    });

    it('re-validates the player with the publisher and answers its errors from the catalogue', async () => {
      const notFound = await expectError(orderRequest({ userId: '12345670' }), 422, 12);
      expect(notFound.resultMessage).toBe('User ID not found. Please check your player ID and try again.');
      await expectError(orderRequest({ userId: '12345679' }), 422, 10);
      await expectError(orderRequest({ zoneId: undefined }), 422, -100);
      await expectError(orderRequest({ zoneId: '12' }), 422, -100);
      const order = await placeOrder(store.app, { userId: '55555555' });
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order.orderId));
      expect(row!.playerNickname).toBe(sandboxNickname('55555555'));
    });
  });

  describe('validate player', () => {
    const validate = (payload: unknown) =>
      store.app.inject({ method: 'POST', url: '/api/order/validate-player', payload: payload as object });

    it('answers the nickname', async () => {
      const answer = await validate({ countryCode: DEMO_COUNTRY, productSlug: DEMO_PRODUCT, userId: '12345678', zoneId: '1234' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        resultCode: 0,
        resultMessage: 'Success',
        data: { userId: '12345678', zoneId: '1234', nickname: sandboxNickname('12345678') },
      });
      const noZone = await validate({
        countryCode: DEMO_COUNTRY,
        productSlug: DEMO_PRODUCT_WITHOUT_ZONE,
        userId: '12345678',
        zoneId: '1234',
      });
      expect(noZone.json().data).toEqual({ userId: '12345678', zoneId: null, nickname: sandboxNickname('12345678') });
    });

    it.each([
      ['12345670', '1234', 422, 12],
      ['12345679', '1234', 422, 10],
      ['12345678', undefined, 422, -100],
      ['12345678', 'abcd', 422, -100],
    ])('answers player %s zone %s with %i/%i', async (userId, zoneId, status, resultCode) => {
      const answer = await validate({ countryCode: DEMO_COUNTRY, productSlug: DEMO_PRODUCT, userId, zoneId });
      expect(answer.statusCode).toBe(status);
      expect(answer.json()).toMatchObject({ resultCode, data: null });
    });

    it('refuses an unknown product', async () => {
      const answer = await validate({ countryCode: DEMO_COUNTRY, productSlug: 'nope', userId: '12345678' });
      expect(answer.json()).toMatchObject({ resultCode: 239 });
    });
  });

  describe('reading an order', () => {
    it.each(['ord_AAAAAAAAAAAAAAAAAAAAAA', 'ord_short', 'not-an-order', '%20', "ord_'or'1'='1"])('answers 404 for %s', async (id) => {
      const answer = await store.app.inject({ method: 'GET', url: `/api/order/${id}` });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ resultCode: 404, resultMessage: 'Order not found.', data: null });
    });

    it('answers an over-long or malformed id in the envelope', async () => {
      const long = await store.app.inject({ method: 'GET', url: `/api/order/ord_${'x'.repeat(300)}` });
      expect(long.statusCode).toBe(404);
      expect(long.json()).toMatchObject({ resultCode: 404, data: null });
      const malformed = await store.app.inject({ method: 'GET', url: '/api/order/%E0%A4%A' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ resultCode: 400, data: null });
    });

    it('gives the web app the same view through the service', async () => {
      const order = await placeOrder(store.app);
      const view = await store.app.services.orders.getOrderView(STORE_SITE.id, order.orderId, null);
      expect(view).toMatchObject({
        orderId: order.orderId,
        status: OrderStatus.PaymentInit,
        paymentUrl: order.paymentUrl,
        productSlug: DEMO_PRODUCT,
      });
      expect(await store.app.services.orders.getOrderView(STORE_SITE.id, 'ord_nothing', null)).toBeNull();
    });
  });

  describe('search', () => {
    const search = (payload: unknown, contentType = 'application/json') =>
      store.app.inject({
        method: 'POST',
        url: '/api/order/search',
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        headers: { 'content-type': contentType },
      });

    it('finds products, forgiving typos', async () => {
      for (const query of ['mobile legends', 'mobil legnds']) {
        const answer = await search({ query, countryCode: DEMO_COUNTRY });
        expect(answer.statusCode).toBe(200);
        const body = answer.json();
        expect(body.resultCode).toBe(0);
        expect(body.data.map((p: { slug: string }) => p.slug)).toContain(DEMO_PRODUCT);
      }
      const none = await search({ query: 'zzzzqqqq', countryCode: DEMO_COUNTRY });
      expect(none.json()).toEqual({ resultCode: 0, resultMessage: 'Success', data: [] });
    });

    it.each([
      [{ query: '', countryCode: DEMO_COUNTRY }, 'application/json'],
      [{ query: 'x'.repeat(101), countryCode: DEMO_COUNTRY }, 'application/json'],
      [{ query: 'legends' }, 'application/json'],
      [{ query: 42, countryCode: DEMO_COUNTRY }, 'application/json'],
      [{ query: 'legends', countryCode: DEMO_COUNTRY, extra: true }, 'application/json'],
      ['{"query":', 'application/json'],
      ['query=legends', 'text/plain'],
    ])('answers bad input %j with errorMessage', async (payload, contentType) => {
      const answer = await search(payload, contentType);
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      const body = answer.json();
      expect(body.resultCode).toBe(227);
      expect(body.errorMessage).toBe(body.resultMessage);
    });
  });
});

describe.each(databaseKinds)('rate limits on %s', (kind) => {
  let database: Database;
  let store: Store;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store = await startStore(database, { env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  it('answers the fourth player check and order in a minute with "wait 5 seconds"', async () => {
    const check = () =>
      store.app.inject({
        method: 'POST',
        url: '/api/order/validate-player',
        payload: { countryCode: DEMO_COUNTRY, productSlug: DEMO_PRODUCT, userId: '12345678', zoneId: '1234' },
      });
    for (let i = 0; i < 3; i++) expect((await check()).statusCode).toBe(200);
    const limited = await check();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ resultCode: 10001, resultMessage: 'Please wait 5 seconds before trying again.', data: null });
    expect(limited.headers['retry-after']).toBeDefined();

    for (let i = 0; i < 3; i++) await postOrder(store.app, orderRequest());
    const before = await rowCounts(database);
    const order = await postOrder(store.app, orderRequest());
    expect(order.status).toBe(429);
    expect(order.body.resultCode).toBe(10001);
    expect(await rowCounts(database)).toEqual(before);

    // Other clients are not affected, nor are reads.
    const other = await store.app.inject({
      method: 'POST',
      url: '/api/order/validate-player',
      remoteAddress: '10.0.0.9',
      payload: { countryCode: DEMO_COUNTRY, productSlug: DEMO_PRODUCT, userId: '12345678', zoneId: '1234' },
    });
    expect(other.statusCode).toBe(200);
    expect((await store.app.inject({ method: 'GET', url: '/api/order/ord_AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
  });

  it('gives the cashback quote, asked again at every change of choice, ten times the budget', async () => {
    const quote = () =>
      store.app.inject({
        method: 'GET',
        url: `/api/rewards/quote?countryCode=${DEMO_COUNTRY}&productSlug=${DEMO_PRODUCT}&denominationId=${demo.denomination(DEMO_PRODUCT, DEMO_COUNTRY).id}&paymentChannelId=${demo.channel(DEMO_COUNTRY).id}`,
        remoteAddress: '10.0.0.10',
      });
    for (let i = 0; i < 30; i++) expect((await quote()).statusCode).toBe(200);
    expect((await quote()).statusCode).toBe(429);
  });
});
