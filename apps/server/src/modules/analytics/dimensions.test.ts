import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { orders, pageViews } from '@store/db';
import { eq } from '@store/db/orm';
import { CustomerType, OrderStatus, Platform, UserType } from '@store/contracts';
import { SESSION_COOKIES } from '@store/contracts/identity.ts';
import { orderRequest, startStore, type Store } from '../../testing/store.ts';
import { databaseKinds } from '../../testing/database.ts';
import { TestBrowser, testClock } from '../../testing/browser.ts';
import { signedInShopper } from '../../testing/shoppers.ts';

const json = { 'content-type': 'application/json' };

/**
 * Commerce §4's analytics dimensions (ADR 0053): user type and customer decided by the server from
 * the session and the order history, platform as the browser reports it, on page views and orders.
 */
describe.each(databaseKinds)('user type, customer and platform on %s', (kind) => {
  let store: Store;
  const clock = testClock();

  beforeAll(async () => {
    store = await startStore(kind, { now: clock.now });
  });
  afterAll(async () => store?.close());

  const uniqueEmail = () => `dimensions.${kind}.${randomBytes(4).toString('hex')}@example.com`;

  async function signedIn(email = uniqueEmail()) {
    const { browser: b } = await signedInShopper(store.app, { countryCode: 'sg', now: clock.now, email });
    return { b, email };
  }

  /** Sends a page view as the browser `b` (its cookies) would, and answers the row it stored. */
  async function pageView(b: TestBrowser | null, extra: Record<string, unknown> = {}) {
    const path = `/sg/${randomBytes(6).toString('hex')}`;
    const cookie = b?.cookieFor('/api/analytics/page-view');
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { ...json, ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify({ path, countryCode: 'sg', language: 'en', referrer: null, ...extra }),
    });
    const [row] = await store.database.db.select().from(pageViews).where(eq(pageViews.path, path));
    return { status: response.statusCode, body: response.body, row };
  }

  async function order(b: TestBrowser, body: Record<string, unknown>) {
    const answer = await b.post('/api/order', orderRequest(body));
    if (answer.body.resultCode !== 0) return { answer, row: undefined };
    const [row] = await store.database.db.select().from(orders).where(eq(orders.id, answer.body.data.orderId));
    return { answer, row };
  }

  it('records a guest page view as guest and new, with the platform the browser reports', async () => {
    const { status, row } = await pageView(null, { platform: Platform.Mobile });
    expect(status).toBe(204);
    expect(row).toMatchObject({ userType: UserType.Guest, customer: CustomerType.New, platform: Platform.Mobile });
    expect((await pageView(null, { platform: Platform.Pwa })).row).toMatchObject({ platform: 99 });
    expect((await pageView(null)).row).toMatchObject({ userType: 0, customer: 0, platform: null });
  });

  it('records a signed-in shopper as logged in, and returning once they have paid for an order', async () => {
    const { b, email } = await signedIn();
    expect((await pageView(b, { platform: Platform.Desktop })).row).toMatchObject({
      userType: UserType.LoggedIn,
      customer: 0,
      platform: 1,
    });

    const first = await order(b, { email, platform: Platform.Desktop });
    expect(first.row).toMatchObject({ userType: UserType.LoggedIn, customer: CustomerType.New, platform: Platform.Desktop });
    // Not returning while the first order is unpaid.
    expect((await pageView(b)).row).toMatchObject({ customer: CustomerType.New });
    await store.database.db.update(orders).set({ status: OrderStatus.FulfillmentCompleted }).where(eq(orders.id, first.row!.id));

    expect((await pageView(b)).row).toMatchObject({ userType: UserType.LoggedIn, customer: CustomerType.Returning });
    const second = await order(b, { email, platform: Platform.Mobile });
    expect(second.row).toMatchObject({ userType: UserType.LoggedIn, customer: CustomerType.Returning, platform: Platform.Mobile });
  });

  it('counts a guest as returning by the e-mail (any case) or mobile of an earlier paid order', async () => {
    const email = uniqueEmail();
    const guest = new TestBrowser(store.app, 'localhost', clock.now);
    const first = await order(guest, { email, platform: Platform.Mobile });
    expect(first.row).toMatchObject({ userType: UserType.Guest, customer: CustomerType.New, platform: Platform.Mobile });
    await store.database.db.update(orders).set({ status: OrderStatus.PaymentCompleted }).where(eq(orders.id, first.row!.id));

    const again = await order(new TestBrowser(store.app, 'localhost', clock.now), { email: email.toUpperCase() });
    expect(again.row).toMatchObject({ userType: UserType.Guest, customer: CustomerType.Returning, platform: null });
    const stranger = await order(new TestBrowser(store.app, 'localhost', clock.now), { email: uniqueEmail() });
    expect(stranger.row).toMatchObject({ customer: CustomerType.New });
  });

  it('records a shopper whose access has lapsed but could be renewed as soft', async () => {
    const { b, email } = await signedIn();
    clock.advance((store.config.identity.accessTokenTtlSeconds + 60) * 1000);
    expect((await pageView(b)).row).toMatchObject({ userType: UserType.Soft });
    expect((await order(b, { email })).row).toMatchObject({ userType: UserType.Soft, userId: null });
    // Once the session could no longer be renewed, the shopper is a guest again.
    clock.advance(store.config.identity.refreshTokenTtlSeconds * 1000);
    expect((await pageView(b)).row).toMatchObject({ userType: UserType.Guest });
  });

  it('takes a forged or malformed session cookie for a guest', async () => {
    const { b } = await signedIn();
    const token = b.cookies.get(SESSION_COOKIES.access)!.value;
    const [header, payload] = token.split('.');
    for (const forged of ['garbage', `${header}.${payload}.c2lnbmF0dXJl`, `${header}.bm90IGpzb24.x`, 'a.b.c']) {
      const forger = new TestBrowser(store.app, 'localhost', clock.now);
      forger.cookies.set(SESSION_COOKIES.access, { value: forged, path: '/', httpOnly: true, sameSite: 'Lax', secure: false });
      expect((await pageView(forger)).row, forged).toMatchObject({ userType: UserType.Guest });
      expect((await order(forger, { email: uniqueEmail() })).row, forged).toMatchObject({ userType: UserType.Guest, userId: null });
    }
  });

  it('never takes the user type or the customer from the client, and refuses an unknown platform', async () => {
    for (const extra of [{ userType: 2 }, { customer: 1 }, { platform: 3 }, { platform: '1' }, { platform: null }]) {
      const { status, body, row } = await pageView(null, extra);
      expect(status, JSON.stringify(extra)).toBe(400);
      expect(JSON.parse(body)).toMatchObject({ resultCode: expect.any(Number) });
      expect(row).toBeUndefined();
    }
    const guest = new TestBrowser(store.app, 'localhost', clock.now);
    for (const extra of [{ userType: 2 }, { customer: 1 }, { platform: 0 }, { platform: 'pwa' }]) {
      const { answer, row } = await order(guest, extra);
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(answer.body.resultCode).not.toBe(0);
      expect(row).toBeUndefined();
    }
  });

  it('keeps the dimensions in range in the database itself', async () => {
    const guest = new TestBrowser(store.app, 'localhost', clock.now);
    const { row } = await order(guest, { email: uniqueEmail() });
    await expect(store.database.db.update(orders).set({ platform: 3 }).where(eq(orders.id, row!.id))).rejects.toThrow();
    await expect(store.database.db.update(orders).set({ userType: 5 }).where(eq(orders.id, row!.id))).rejects.toThrow();
    await expect(store.database.db.update(orders).set({ customer: 2 }).where(eq(orders.id, row!.id))).rejects.toThrow();
  });
});
