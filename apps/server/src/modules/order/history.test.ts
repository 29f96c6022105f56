import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { orders, users, type Database } from '@store/db';
import { eq, sql } from '@store/db/orm';
import { demo, DEMO_SITES } from '@store/db/seed';
import { SANDBOX_CAPTCHA_PASS } from '../../providers/captcha/index.ts';
import { startStore, type Store as TestApp } from '../../testing/store.ts';
import { databaseKinds } from '../../testing/database.ts';
import { orderRequest } from '../../testing/store.ts';
import { TestBrowser, type Answer } from '../../testing/browser.ts';
import { HISTORY_FIRST_PAGE_OFFSET, HISTORY_PAGE_SIZE, pageCount, pageWindow } from './history.ts';

const PASSWORD = 'correct horse 9';
const SET_ORDER_UID = `mutation Adopt($input: SetOrderUidInput!) { setOrderUid(input: $input) { statusCode statusMessage } }`;

describe('history pages (commerce §9: 9 a page, first-page offset 3)', () => {
  it('leaves 3 places on the first page and 9 rows on every other', () => {
    expect(pageWindow(1)).toEqual({ offset: 0, limit: HISTORY_PAGE_SIZE - HISTORY_FIRST_PAGE_OFFSET });
    expect(pageWindow(2)).toEqual({ offset: 6, limit: 9 });
    expect(pageWindow(3)).toEqual({ offset: 15, limit: 9 });
    expect([0, 6, 7, 15, 16].map(pageCount)).toEqual([1, 1, 2, 2, 3]);
  });
});

describe.each(databaseKinds)('order history, guest adoption and who may see what on %s', (kind) => {
  let store: TestApp;
  let database: Database;
  let counter = 0;

  beforeAll(async () => {
    store = await startStore(kind);
    database = store.database;
  });
  afterAll(async () => {
    await store?.close();
  });

  const uniqueEmail = () => `history${++counter}.${kind}.${randomBytes(3).toString('hex')}@example.com`;
  const ok = (answer: Answer) => {
    expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe(0);
    return answer.body.data;
  };

  async function signedIn(email = uniqueEmail(), host = 'localhost') {
    const b = new TestBrowser(store.app, host);
    ok(
      await b.post('/api/identity/sign-up', {
        uid: email,
        uidType: 'email',
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        name: 'Ann Lee',
        birthDate: '1990-04-02',
        subscribeMarketing: false,
        countryCode: 'sg',
        langCode: 'en',
        gRecaptchaToken: SANDBOX_CAPTCHA_PASS,
      }),
    );
    ok(await b.post('/api/identity/confirm-sign-up', { uid: email, uidType: 'email', code: await b.lastCode(email) }));
    ok(await b.post('/api/identity/sign-in', { uid: email, uidType: 'email', password: PASSWORD }));
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return { b, email, userId: row!.id };
  }

  async function order(b: TestBrowser, email: string): Promise<string> {
    const answer = await b.post('/api/order', orderRequest({ email }));
    return ok(answer).orderId as string;
  }
  async function guestOrder(email: string): Promise<string> {
    return order(new TestBrowser(store.app), email);
  }

  /** Copies of an order, `ageDays` old each: paging and filters without a checkout each. */
  async function cloneOrders(orderId: string, ages: number[]): Promise<string[]> {
    const [source] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    const ids: string[] = [];
    for (const [i, age] of ages.entries()) {
      const id = `ord_${randomBytes(16).toString('base64url')}`;
      ids.push(id);
      await database.db.insert(orders).values({
        ...source!,
        id,
        idempotencyKey: null,
        paymentRef: null,
        createdAt: new Date(Date.now() - age * 86_400_000 - i * 1000),
      });
    }
    return ids;
  }

  const history = (b: TestBrowser, query = '') => b.get(`/api/order/history${query}`);
  const cookiesOf = (b: TestBrowser) => [...b.cookies].map(([n, c]) => `${n}=${c.value}`).join('; ');

  /** The first answer of the order websocket to following `orderId`, for a browser with `cookie`. */
  async function followOverSocket(cookie: string, orderId: string): Promise<unknown> {
    const socket = await store.app.injectWS('/ws', { headers: { host: 'localhost', ...(cookie ? { cookie } : {}) } });
    const first = new Promise((resolve) => socket.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()))));
    socket.send(JSON.stringify({ type: 'subscribe', orderId }));
    const message = await first;
    socket.terminate();
    return message;
  }
  async function adopt(b: TestBrowser, orderId: string, uid: string, medium = 'email') {
    const response = await store.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: b.host, 'content-type': 'application/json', cookie: [...b.cookies].map(([n, c]) => `${n}=${c.value}`).join('; ') },
      payload: JSON.stringify({
        query: SET_ORDER_UID,
        variables: {
          input: {
            txnId: orderId,
            medium,
            uid,
            userSessionId: 'session',
            isOrderSummary: true,
            voucherTypeId: '1',
            gvtId: '1',
            lvtId: '1',
            pcId: '1',
            checkoutId: 'c',
          },
        },
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { setOrderUid: { statusCode: number; statusMessage: string } } }).data.setOrderUid;
  }

  it('records the signed-in shopper on the order and lists it with the §3 fields; guests are refused', async () => {
    const a = await signedIn();
    const orderId = await order(a.b, a.email);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.userId).toBe(a.userId);

    const page = ok(await history(a.b, '?days=7&page=1'));
    expect(page).toMatchObject({ days: 7, page: 1, totalRows: 1, totalPages: 1 });
    expect(page.rows).toEqual([
      {
        orderId,
        orderDate: row!.createdAt.toISOString(),
        productSlug: expect.any(String),
        productName: expect.any(String),
        denominationName: expect.any(String),
        // Who received the credits, as the order has them.
        player: { userId: row!.playerUserId, zoneId: row!.playerZoneId, nickname: row!.playerNickname },
        paymentChannelName: expect.any(String),
        amountMinor: row!.amountMinor.toString(),
        currency: row!.currency,
        amountFormatted: expect.stringMatching(/\d/),
        countryCode: row!.countryCode,
        status: row!.status,
        statusName: expect.any(String),
        statusLabel: expect.any(String),
        // Not delivered and paid by card: nothing used or earned yet, nothing refunded.
        rewardsUsed: '0',
        rewardsEarned: '0',
        refundAmount: null,
        // A top-up: no code (docs/decisions/0038).
        voucherCode: null,
      },
    ]);

    const guest = new TestBrowser(store.app);
    const refused = await history(guest);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ resultCode: 'NOT_AUTHENTICATED', resultMessage: 'The user is not authenticated' });
    // A guest's order records no one.
    const guestId = await guestOrder(a.email);
    expect((await database.db.select().from(orders).where(eq(orders.id, guestId)))[0]!.userId).toBeNull();
    expect(ok(await history(a.b)).totalRows).toBe(1);
  });

  it('names the items in the shop’s language where the catalogue has them', async () => {
    const a = await signedIn();
    await order(a.b, a.email);
    const [english] = (await store.app.services.orders.history.list(0, a.userId, 7, 1)).rows;
    const [credits] = english!.denominationName.match(/^\d+ (.+)$/)!.slice(1);
    expect(credits).toBe('Diamonds');
    const [german] = (await store.app.services.orders.history.list(0, a.userId, 7, 1, 'de')).rows;
    expect(german!.denominationName).toBe(english!.denominationName.replace('Diamonds', 'Diamanten'));
    expect(german!.productName).toBe(english!.productName);
    const [arabic] = (await store.app.services.orders.history.list(0, a.userId, 7, 1, 'ar')).rows;
    expect(arabic!.denominationName).toBe(english!.denominationName.replace('Diamonds', 'ماسات'));
    // A game known by another name in a language is listed by it.
    const genshin = 'genshin-impact';
    ok(
      await a.b.post(
        '/api/order',
        orderRequest({ email: a.email, productSlug: genshin, denominationId: demo.denomination(genshin, 'sg').id, zoneId: 'os-asia' }),
      ),
    );
    const [japanese] = (await store.app.services.orders.history.list(0, a.userId, 7, 1, 'ja')).rows;
    expect(japanese!.productName).toBe('原神');
  });

  it('pages newest first, 6 rows on the first page and 9 after, and filters by 7, 30 and 90 days', async () => {
    const a = await signedIn();
    const first = await order(a.b, a.email);
    await cloneOrders(first, [...Array(15).fill(1)]);
    await cloneOrders(first, [10, 10, 40, 100]);

    const pages = [1, 2, 3].map((p) => history(a.b, `?days=7&page=${p}`));
    const [p1, p2, p3] = (await Promise.all(pages)).map(ok);
    expect([p1.rows.length, p2.rows.length, p3.rows.length]).toEqual([6, 9, 1]);
    expect(p1).toMatchObject({ totalRows: 16, totalPages: 3 });
    const ids = [...p1.rows, ...p2.rows, ...p3.rows].map((r: { orderId: string }) => r.orderId);
    expect(new Set(ids).size).toBe(16);
    expect(ids[0]).toBe(first);
    const dates = [...p1.rows, ...p2.rows, ...p3.rows].map((r: { orderDate: string }) => r.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(ok(await history(a.b, '?days=7&page=4')).rows).toEqual([]);

    expect(ok(await history(a.b, '?days=30')).totalRows).toBe(18);
    expect(ok(await history(a.b, '?days=90')).totalRows).toBe(19);

    for (const bad of ['?days=14', '?days=abc', '?page=0', '?page=-1', '?page=1.5', '?page=x']) {
      const answer = await history(a.b, bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.resultCode).toBe('InvalidParameterException');
    }
  });

  it('names each status in both namings and filters by either, refusing unknown names as bad input (ADR 0053)', async () => {
    const a = await signedIn();
    const first = await order(a.b, a.email);
    const [fulfilled, failed] = await cloneOrders(first, [0, 0]);
    await database.db.update(orders).set({ status: 6 }).where(eq(orders.id, fulfilled!));
    await database.db.update(orders).set({ status: 3 }).where(eq(orders.id, failed!));

    const all = ok(await history(a.b));
    const byId = new Map(all.rows.map((r: { orderId: string }) => [r.orderId, r]));
    expect(byId.get(fulfilled!)).toMatchObject({ status: 6, statusName: 'FulfillmentCompleted', statusLabel: 'Fulfilled' });
    expect(byId.get(failed!)).toMatchObject({ status: 3, statusName: 'PaymentFailed', statusLabel: 'FailedClosed' });
    expect(ok(await a.b.get(`/api/order/${fulfilled}`))).toMatchObject({ status: 6, statusLabel: 'Fulfilled' });

    for (const spelling of ['6', 'Fulfilled', 'FulfillmentCompleted', 'Fulfillment_Completed', 'fulfilled']) {
      const page = ok(await history(a.b, `?status=${spelling}`));
      expect(
        page.rows.map((r: { orderId: string }) => r.orderId),
        spelling,
      ).toEqual([fulfilled]);
      expect(page.totalRows).toBe(1);
    }
    expect(ok(await history(a.b, '?status=FailedClosed')).rows.map((r: { orderId: string }) => r.orderId)).toEqual([failed]);
    expect(ok(await history(a.b, '?status=Cancelled')).rows).toEqual([]);

    for (const bad of ['?status=Shipped', '?status=8', '?status=', '?status=1e3', `?status=${'x'.repeat(500)}`, '?status=6&status=3']) {
      const answer = await history(a.b, bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.resultCode).toBe('InvalidParameterException');
      expect(JSON.stringify(answer.body.data), bad).toContain('status');
    }
  });

  it("shows only the viewer's orders of this site", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const mine = await order(a.b, a.email);
    await order(b.b, b.email);
    // The same user id on an order of another site does not show here.
    const [elsewhere] = await cloneOrders(mine, [0]);
    await database.db.update(orders).set({ siteId: DEMO_SITES.football.id }).where(eq(orders.id, elsewhere!));
    const rows = ok(await history(a.b)).rows.map((r: { orderId: string }) => r.orderId);
    expect(rows).toEqual([mine]);
  });

  describe('setOrderUid (guest adoption)', () => {
    it("links a guest order placed with the account's e-mail, which then shows in the history", async () => {
      const a = await signedIn();
      const orderId = await guestOrder(a.email.toUpperCase());
      expect(await adopt(a.b, orderId, a.email)).toEqual({ statusCode: 0, statusMessage: 'Success' });
      expect((await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.userId).toBe(a.userId);
      expect(ok(await history(a.b)).rows.map((r: { orderId: string }) => r.orderId)).toEqual([orderId]);
      // Sending it again (another tab) is still a success.
      expect((await adopt(a.b, orderId, a.email)).statusCode).toBe(0);
    });

    it("links a guest order placed with the account's mobile", async () => {
      const a = await signedIn();
      await database.db.update(users).set({ phoneNumber: '+6581234567' }).where(eq(users.id, a.userId));
      const response = await new TestBrowser(store.app).post('/api/order', orderRequest({ email: undefined, mobile: '81234567' }));
      const orderId = ok(response).orderId as string;
      expect((await adopt(a.b, orderId, '+6581234567', 'mobile')).statusCode).toBe(0);
      await database.db.update(users).set({ phoneNumber: null }).where(eq(users.id, a.userId));
    });

    it('does not link a guest order to an account whose mobile only ends with the same digits', async () => {
      const a = await signedIn();
      const orderId = ok(await new TestBrowser(store.app).post('/api/order', orderRequest({ email: undefined, mobile: '8123 4567' })))
        .orderId as string;
      // Numbers that end with the order's digits (placed in Singapore: +65 8123 4567) but are others:
      // Hong Kong's 8123 4567, a longer Singapore number, and one whose digits end with all of +6581234567.
      for (const other of ['+85281234567', '+65981234567', '+16581234567']) {
        await database.db.update(users).set({ phoneNumber: other }).where(eq(users.id, a.userId));
        expect((await adopt(a.b, orderId, other, 'mobile')).statusCode, other).toBe(403);
      }
      expect((await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.userId).toBeNull();
      // The whole number, however the shopper wrote it, still links it.
      await database.db.update(users).set({ phoneNumber: '+6581234567' }).where(eq(users.id, a.userId));
      expect((await adopt(a.b, orderId, '+6581234567', 'mobile')).statusCode).toBe(0);
      await database.db.update(users).set({ phoneNumber: null }).where(eq(users.id, a.userId));
    });

    it('answers each failure with its code and links nothing', async () => {
      const a = await signedIn();
      const b = await signedIn();
      const orderId = await guestOrder(a.email);

      // Not signed in.
      expect(await adopt(new TestBrowser(store.app), orderId, a.email)).toEqual({
        statusCode: 401,
        statusMessage: 'The user is not authenticated',
      });
      // Unknown order, and an order of another site.
      expect((await adopt(a.b, 'ord_nonexistent000000000000', a.email)).statusCode).toBe(404);
      const [otherSite] = await cloneOrders(orderId, [0]);
      await database.db.update(orders).set({ siteId: DEMO_SITES.football.id }).where(eq(orders.id, otherSite!));
      expect((await adopt(a.b, otherSite!, a.email)).statusCode).toBe(404);
      // B names its own e-mail, but the order was placed with A's.
      expect((await adopt(b.b, orderId, b.email)).statusCode).toBe(403);
      // B names A's e-mail: the uid is not B's own.
      expect((await adopt(b.b, orderId, a.email)).statusCode).toBe(400);
      expect((await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.userId).toBeNull();

      // Once A has it, nobody else can take it.
      expect((await adopt(a.b, orderId, a.email)).statusCode).toBe(0);
      await database.db
        .update(users)
        .set({ email: `x.${b.email}` })
        .where(eq(users.id, b.userId));
      await database.db
        .update(orders)
        .set({ email: `x.${b.email}` })
        .where(eq(orders.id, orderId));
      expect((await adopt(b.b, orderId, `x.${b.email}`)).statusCode).toBe(409);
      expect((await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.userId).toBe(a.userId);
    });

    it('refuses malformed input without a server error', async () => {
      const a = await signedIn();
      for (const payload of [
        '{',
        JSON.stringify({ query: 'mutation { setOrderUid(input: {}) { statusCode } }' }),
        JSON.stringify({ query: SET_ORDER_UID, variables: { input: { txnId: 5 } } }),
      ]) {
        const response = await store.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', cookie: [...a.b.cookies].map(([n, c]) => `${n}=${c.value}`).join('; ') },
          payload,
        });
        expect(response.statusCode, payload).toBeLessThan(500);
        expect(response.json().errors?.length, payload).toBeGreaterThan(0);
      }
      // NUL written as a GraphQL escape reaches the resolver (no JSON string holds it): no such order.
      const literal = `mutation { setOrderUid(input: {txnId: "ord_\\u0000", medium: "email", uid: "${a.email}"}) { statusCode } }`;
      const response = await store.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', cookie: [...a.b.cookies].map(([n, c]) => `${n}=${c.value}`).join('; ') },
        payload: JSON.stringify({ query: literal }),
      });
      expect(response.json(), response.body).toEqual({ data: { setOrderUid: { statusCode: 404 } } });
    });
  });

  describe("IDOR matrix: user B can neither read nor change user A's data", () => {
    it('holds for every user-owned endpoint', async () => {
      const a = await signedIn();
      const b = await signedIn();
      const aOrder = await order(a.b, a.email);
      const aGuestOrder = await guestOrder(a.email);
      const aBefore = (await database.db.select().from(users).where(eq(users.id, a.userId)))[0]!;

      // History: B sees only B's (nothing), whatever the filter or page.
      for (const query of ['', '?days=7', '?days=90&page=1', '?days=90&page=2']) {
        expect(ok(await history(b.b, query)).rows, query).toEqual([]);
      }
      // setOrderUid: neither A's own order nor A's guest order moves to B.
      expect((await adopt(b.b, aOrder, b.email)).statusCode).not.toBe(0);
      expect((await adopt(b.b, aGuestOrder, b.email)).statusCode).not.toBe(0);
      const owners = await database.db
        .select({ id: orders.id, userId: orders.userId })
        .from(orders)
        .where(sql`${orders.id} in (${aOrder}, ${aGuestOrder})`);
      expect(Object.fromEntries(owners.map((o) => [o.id, o.userId]))).toEqual({ [aOrder]: a.userId, [aGuestOrder]: null });
      // The order pages' reads: an order placed signed in is its shopper's alone, by API and websocket.
      expect(ok(await a.b.get(`/api/order/${aOrder}`)).orderId).toBe(aOrder);
      for (const reader of [b.b, new TestBrowser(store.app)]) {
        expect((await reader.get(`/api/order/${aOrder}`)).body).toMatchObject({ resultCode: 404, data: null });
      }
      expect(await followOverSocket(cookiesOf(a.b), aOrder)).toMatchObject({ type: 'order', order: { orderId: aOrder } });
      expect(await followOverSocket(cookiesOf(b.b), aOrder)).toEqual({ type: 'error', code: 404 });
      expect(await followOverSocket('', aOrder)).toEqual({ type: 'error', code: 404 });
      // Details: B's token answers B's account, never A's.
      const details = ok(await b.b.get('/api/customer/user/details'));
      expect(details.email).toBe(b.email);
      expect(JSON.stringify(details)).not.toContain(a.email);
      // Settings: B's changes land on B only.
      ok(await b.b.post('/api/identity/update-attributes', { name: 'Mallory', subscribeMarketing: true }));
      const changed = await b.b.post('/api/identity/change-password', { previousPassword: PASSWORD, proposedPassword: 'another pass 7' });
      ok(changed);
      const aAfter = (await database.db.select().from(users).where(eq(users.id, a.userId)))[0]!;
      expect({ name: aAfter.name, subscribeMarketing: aAfter.subscribeMarketing, passwordHash: aAfter.passwordHash }).toEqual({
        name: aBefore.name,
        subscribeMarketing: aBefore.subscribeMarketing,
        passwordHash: aBefore.passwordHash,
      });
      // A still sees exactly A's order, and can still sign in with A's password.
      expect(ok(await history(a.b)).rows.map((r: { orderId: string }) => r.orderId)).toEqual([aOrder]);
      ok(await new TestBrowser(store.app).post('/api/identity/sign-in', { uid: a.email, uidType: 'email', password: PASSWORD }));
      // A's token on another site is nobody there.
      const elsewhere = await store.app.inject({
        method: 'GET',
        url: '/api/order/history',
        headers: { host: DEMO_SITES.football.hostname, cookie: cookiesOf(a.b) },
      });
      expect(elsewhere.statusCode).toBe(401);
    });
  });
});
