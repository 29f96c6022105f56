import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_FEATURES, type CreateOrderRequest, type OrderSocketMessage, type ProductSummary } from '@store/contracts';
import { cmsMessages, infoBarItems, orders, productCountries, siteProducts, sites, storefrontPromos, type Database } from '@store/db';
import { eq, inArray, sql } from '@store/db/orm';
import {
  demo,
  demoCmsMessages,
  demoInfoBarItems,
  demoProducts,
  demoPromos,
  demoSiteProducts,
  demoSites,
  DEMO_SITES,
  productId,
  SITE_FEATURE_NAMES,
  seedDemoCatalogue,
} from '@store/db/seed';
import { createTestDatabase, databaseKinds } from '../../testing/database.ts';
import { openPaymentPage, orderRequest, PUBLIC_URL, pressOnPaymentPage, startStore, waitFor, type Store } from '../../testing/store.ts';

const FOOTBALL: string = DEMO_SITES.football.hostname;
const STORE: string = DEMO_SITES.store.hostname;
const blockedError = { resultCode: 403, resultMessage: 'This host is not allowed. Please check back later.', data: null };

/** A checkout of eFootball in Singapore, which the football site sells. */
const footballOrder = (overrides: Partial<CreateOrderRequest> = {}) =>
  orderRequest({
    productSlug: 'efootball',
    denominationId: demo.denomination('efootball', 'sg').id,
    zoneId: undefined,
    ...overrides,
  });

describe.each(databaseKinds)('white-label sites on %s', (kind) => {
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

  const get = async (url: string, host: string) => {
    const response = await store.app.inject({ url, headers: { host } });
    return { status: response.statusCode, body: response.json() as { resultCode: number; resultMessage: string; data: unknown } };
  };
  const post = async (url: string, host: string, payload: object, headers: Record<string, string> = {}) => {
    const response = await store.app.inject({ method: 'POST', url, payload, headers: { host, ...headers } });
    return { status: response.statusCode, body: response.json() as { resultCode: number; resultMessage: string; data: any } };
  };
  const slugs = (body: { data: unknown }) => (body.data as ProductSummary[]).map((p) => p.slug).sort();

  describe('resolution by Host', () => {
    it('gives each demo host its site, whatever the port and case', async () => {
      const { sites: service } = store.app.services;
      for (const { id, hostname } of Object.values(DEMO_SITES)) {
        expect((await service.resolveHost(hostname)).site.id, hostname).toBe(id);
        expect((await service.resolveHost(`${hostname.toUpperCase()}:3000`)).site.id, hostname).toBe(id);
      }
      const football = await service.resolveHost(FOOTBALL);
      expect(football).toMatchObject({ blocked: false, site: { theme: 'whitelabel', name: 'Football Store', logo: '/site-logos/2.svg' } });
      expect((await service.resolveHost(DEMO_SITES.blocked.hostname)).blocked).toBe(true);
    });

    it("gives unknown and malformed hosts the store's own site", async () => {
      for (const host of ['shop.example.com', '127.0.0.1:3000', '[::1]:3000', '<script>', '']) {
        expect(await store.app.services.sites.resolveHost(host), host).toMatchObject({ site: { id: 0, theme: 'store' }, blocked: false });
      }
      const { status, body } = await get('/api/catalog/sg/products', 'nobody.example.com');
      expect(status).toBe(200);
      expect(slugs(body)).toEqual(demo.productsIn('sg').sort());
    });

    it('honours X-Forwarded-Host from a declared proxy only (TRUST_PROXY, ADR 0020)', async () => {
      const forged = { url: '/api/catalog/sg/products', headers: { host: 'origin.internal', 'x-forwarded-host': FOOTBALL } };
      expect(slugs((await store.app.inject(forged)).json())).toEqual(demo.productsIn('sg').sort());
      const proxied = await startStore(database, { env: { TRUST_PROXY: '127.0.0.1' } });
      try {
        expect(slugs((await proxied.app.inject(forged)).json())).toEqual(['ea-sports-fc-mobile', 'efootball', 'top-eleven']);
      } finally {
        await proxied.close();
      }
    });

    it('has every switch of the contract, on unless the site turns it off', async () => {
      expect([...SITE_FEATURE_NAMES]).toEqual([...SITE_FEATURES]);
      const bare = (await store.app.services.sites.resolveHost(DEMO_SITES.bare.hostname)).site;
      expect(
        Object.entries(bare.features)
          .filter(([, on]) => !on)
          .map(([name]) => name)
          .sort(),
      ).toEqual(['footer', 'header']);
      const noAccounts = (await store.app.services.sites.resolveHost(DEMO_SITES.noAccounts.hostname)).site;
      expect(noAccounts.features.account).toBe(false);
      const storeSite = (await store.app.services.sites.resolveHost(STORE)).site;
      expect(Object.values(storeSite.features).every(Boolean)).toBe(true);
    });
  });

  describe('catalogue scoped by site', () => {
    it('lists only what the site sells', async () => {
      expect(slugs((await get('/api/catalog/sg/products', FOOTBALL)).body)).toEqual(['ea-sports-fc-mobile', 'efootball', 'top-eleven']);
      expect(slugs((await get('/api/catalog/sg/products', DEMO_SITES.bare.hostname)).body)).toEqual([
        'magic-chess-go-go',
        'mobile-legends',
      ]);
      expect(slugs((await get('/api/catalog/sg/products', STORE)).body)).toEqual(demo.productsIn('sg').sort());
    });

    it('answers a product the site does not sell with the not-found envelope', async () => {
      const notThere = await get('/api/catalog/sg/products/mobile-legends', FOOTBALL);
      expect(notThere.status).toBe(404);
      expect(notThere.body).toEqual({ resultCode: 404, resultMessage: 'Not found.', data: null });
      expect((await get('/api/catalog/sg/products/efootball', FOOTBALL)).status).toBe(200);
      expect((await get('/api/catalog/sg/products/mobile-legends', STORE)).status).toBe(200);
    });

    it('lists only the countries where the site sells something', async () => {
      const siteId = 9100;
      await database.db.insert(sites).values({
        id: siteId,
        theme: 'whitelabel',
        hostname: 'shells.localhost',
        name: 'Shells',
        logo: '/site-logos/9100.svg',
        logoArt: { from: '#000000', to: '#ffffff', glyph: 'S' },
        features: {},
      });
      await database.db.insert(siteProducts).values({ siteId, productId: productId('garena-shells') });
      store.app.services.sites.clearCache();
      const sold = await database.db
        .select({ code: productCountries.countryCode })
        .from(productCountries)
        .where(eq(productCountries.productId, productId('garena-shells')));
      const countries = (await get('/api/catalog/countries', 'shells.localhost')).body.data as Array<{ code: string }>;
      expect(countries.map((c) => c.code).sort()).toEqual(sold.map((r) => r.code).sort());
      expect(countries.length).toBeLessThan(10);
      expect((await get('/api/catalog/de/products', 'shells.localhost')).status).toBe(404);
      expect(((await get('/api/catalog/countries', STORE)).body.data as unknown[]).length).toBeGreaterThanOrEqual(65);
    });

    it('searches only what the site sells', async () => {
      const search = async (host: string, query: string) =>
        slugs((await post('/api/order/search', host, { countryCode: 'sg', query })).body);
      expect(await search(FOOTBALL, 'genshin')).toEqual([]);
      expect(await search(FOOTBALL, 'football')).toContain('efootball');
      expect(await search(STORE, 'genshin')).toContain('genshin-impact');
    });
  });

  describe('orders scoped by site', () => {
    it('records the site an order was placed on and shows it on that site only', async () => {
      const placed = await post('/api/order', FOOTBALL, footballOrder());
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const { orderId } = placed.body.data as { orderId: string };
      const [row] = await database.db.select({ siteId: orders.siteId }).from(orders).where(eq(orders.id, orderId));
      expect(row?.siteId).toBe(DEMO_SITES.football.id);

      expect((await get(`/api/order/${orderId}`, FOOTBALL)).body).toMatchObject({
        resultCode: 0,
        data: { orderId, productSlug: 'efootball' },
      });
      for (const host of [STORE, DEMO_SITES.noAccounts.hostname, 'unknown.example.com']) {
        const elsewhere = await get(`/api/order/${orderId}`, host);
        expect(elsewhere.status, host).toBe(404);
        expect(elsewhere.body, host).toEqual({ resultCode: 404, resultMessage: 'Order not found.', data: null });
      }
      expect(await store.app.services.orders.getOrderView(DEMO_SITES.store.id, orderId, null)).toBeNull();
      expect(await store.app.services.orders.getOrderView(DEMO_SITES.football.id, orderId, null)).not.toBeNull();
    });

    it('brings the shopper back from the payment page to the site the order was placed on', async () => {
      const onFootball = (await post('/api/order', FOOTBALL, footballOrder())).body.data as { orderId: string; paymentUrl: string };
      await openPaymentPage(store.app, onFootball.paymentUrl);
      expect(await pressOnPaymentPage(store.app, onFootball.paymentUrl, 'abandon')).toBe(
        `http://${FOOTBALL}/sg/waiting?order=${onFootball.orderId}`,
      );
      const onStore = (await post('/api/order', STORE, orderRequest())).body.data as { orderId: string; paymentUrl: string };
      await openPaymentPage(store.app, onStore.paymentUrl);
      expect(await pressOnPaymentPage(store.app, onStore.paymentUrl, 'abandon')).toBe(`${PUBLIC_URL}/sg/waiting?order=${onStore.orderId}`);
    });

    it("gives orders placed on the store's own host site 0", async () => {
      const placed = await post('/api/order', STORE, orderRequest());
      const [row] = await database.db.select({ siteId: orders.siteId }).from(orders).where(eq(orders.id, placed.body.data.orderId));
      expect(row?.siteId).toBe(0);
    });

    it('refuses to sell or check a player for a product the site does not sell', async () => {
      const before = await database.db.$count(orders);
      const refused = await post('/api/order', FOOTBALL, orderRequest());
      expect(refused.status).toBe(422);
      expect(refused.body.resultCode).toBe(239);
      const check = await post('/api/order/validate-player', FOOTBALL, {
        countryCode: 'sg',
        productSlug: 'mobile-legends',
        userId: '12345678',
        zoneId: '1234',
      });
      expect(check.body.resultCode).toBe(239);
      expect(
        (await post('/api/order/validate-player', FOOTBALL, { countryCode: 'sg', productSlug: 'efootball', userId: '12345678' })).body
          .resultCode,
      ).toBe(0);
      expect(await database.db.$count(orders)).toBe(before);
    });

    it("does not replay another site's order for a reused idempotency key", async () => {
      const key = 'site-scoped-key-0001';
      const first = await post('/api/order', FOOTBALL, footballOrder(), { 'idempotency-key': key });
      expect(first.status).toBe(200);
      const again = await post('/api/order', FOOTBALL, footballOrder(), { 'idempotency-key': key });
      expect(again.body.data.orderId).toBe(first.body.data.orderId);
      const otherSite = await post('/api/order', STORE, footballOrder(), { 'idempotency-key': key });
      expect(otherSite.status).toBe(422);
      expect(otherSite.body.data).toBeNull();
    });

    it('pushes an order over the websocket only to sockets of its site', async () => {
      const placed = await post('/api/order', FOOTBALL, footballOrder());
      const { orderId } = placed.body.data as { orderId: string };
      const follow = async (host: string) => {
        const socket = await store.app.injectWS('/ws', { headers: { host } });
        const messages: OrderSocketMessage[] = [];
        socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
        socket.send(JSON.stringify({ type: 'subscribe', orderId }));
        await waitFor(() => messages.length > 0, { message: `an answer on ${host}` });
        socket.terminate();
        return messages[0];
      };
      expect(await follow(STORE)).toEqual({ type: 'error', code: 404 });
      expect(await follow(FOOTBALL)).toMatchObject({ type: 'order', order: { orderId } });
    });
  });

  describe('blocked sites', () => {
    it('answer API calls with the catalogued error, and nothing is created', async () => {
      const host = DEMO_SITES.blocked.hostname;
      const before = await database.db.$count(orders);
      for (const response of [
        await get('/api/catalog/countries', host),
        await get('/api/catalog/sg/products', host),
        await post('/api/order', host, orderRequest()),
        await post('/api/order/search', host, { countryCode: 'sg', query: 'mobile' }),
        await get('/api/no-such-route', host),
      ]) {
        expect(response.status).toBe(403);
        // (The search answer also carries the spec's `errorMessage`.)
        expect(response.body).toMatchObject(blockedError);
      }
      expect(await database.db.$count(orders)).toBe(before);
    });

    it("still answer health probes and the payment provider's webhooks", async () => {
      const host = DEMO_SITES.blocked.hostname;
      expect((await store.app.inject({ url: '/healthz', headers: { host } })).statusCode).toBe(200);
      expect((await store.app.inject({ url: '/readyz', headers: { host } })).statusCode).toBe(200);
      const webhook = await store.app.inject({
        method: 'POST',
        url: '/api/payment/webhooks/sandbox',
        headers: { host },
        payload: { x: 1 },
      });
      expect(webhook.statusCode).not.toBe(403);
      expect(webhook.statusCode).toBeLessThan(500);
    });

    it('take effect when an operator blocks a site', async () => {
      const host = DEMO_SITES.noAccounts.hostname;
      expect((await get('/api/catalog/countries', host)).status).toBe(200);
      await database.db.update(sites).set({ status: 'blocked' }).where(eq(sites.id, DEMO_SITES.noAccounts.id));
      store.app.services.sites.clearCache();
      try {
        expect((await get('/api/catalog/countries', host)).body).toEqual(blockedError);
      } finally {
        await database.db.update(sites).set({ status: 'active' }).where(eq(sites.id, DEMO_SITES.noAccounts.id));
        store.app.services.sites.clearCache();
      }
    });

    it('include unknown hosts when UNKNOWN_HOSTS=blocked', async () => {
      const strict = await startStore(database, { env: { UNKNOWN_HOSTS: 'blocked' } });
      try {
        const unknown = await strict.app.inject({ url: '/api/catalog/countries', headers: { host: 'nobody.example.com' } });
        expect(unknown.statusCode).toBe(403);
        expect(unknown.json()).toEqual(blockedError);
        for (const host of [STORE, FOOTBALL]) {
          expect((await strict.app.inject({ url: '/api/catalog/countries', headers: { host } })).statusCode, host).toBe(200);
        }
      } finally {
        await strict.close();
      }
    });
  });

  describe('logos', () => {
    it("draws each site's logo as SVG", async () => {
      const response = await store.app.inject({ url: '/site-logos/2.svg', headers: { host: FOOTBALL } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.body).toContain('aria-label="Football Store"');
      expect(response.body).toContain('>FS</text>');
    });

    it('answers an unknown or malformed logo with the not-found envelope', async () => {
      for (const url of ['/site-logos/77.svg', '/site-logos/2.png', '/site-logos/..%2F2.svg', '/site-logos/99999999999.svg']) {
        const response = await store.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ resultCode: 404, resultMessage: 'Not found.', data: null });
      }
    });
  });

  it('seeds the demo sites once: seeding again changes nothing, and the store sells every product', async () => {
    const ids = demoSites.map((s) => s.id);
    const snapshot = async () => ({
      sites: await database.db.select().from(sites).where(inArray(sites.id, ids)).orderBy(sites.id),
      siteProducts: await database.db.$count(siteProducts, inArray(siteProducts.siteId, ids)),
      cms: await database.db.$count(cmsMessages),
      promos: await database.db.$count(storefrontPromos),
      infoBar: await database.db.$count(infoBarItems),
    });
    const before = await snapshot();
    expect(before.sites).toEqual([...demoSites].sort((a, b) => a.id - b.id));
    expect(before).toMatchObject({
      siteProducts: demoSiteProducts.length,
      cms: demoCmsMessages.length,
      promos: demoPromos.length,
      infoBar: demoInfoBarItems.length,
    });
    expect(await database.db.$count(siteProducts, eq(siteProducts.siteId, 0))).toBe(demoProducts.length);
    await seedDemoCatalogue(database.db);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps one hostname per site, in lower case', async () => {
    await expect(
      database.db.insert(sites).values({
        id: 9200,
        theme: 'whitelabel',
        hostname: FOOTBALL,
        name: 'Copy',
        logo: '/x.svg',
        logoArt: { from: '#000000', to: '#000000', glyph: 'C' },
        features: {},
      }),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`insert into sites (id, theme, hostname, name, logo, logo_art, features)
      values (9201, 'whitelabel', 'Upper.Localhost', 'Upper', '/x.svg', '{}', '{}')`),
    ).rejects.toThrow();
  });
});
