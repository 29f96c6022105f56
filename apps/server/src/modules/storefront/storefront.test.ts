import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HighlightedPromo, HomePageResponse, InfoBarItem, RatingSummary } from '@store/contracts';
import { cmsMessages, infoBarItems, marketingConsents, productRatings, storefrontNews, storefrontPromos, type Database } from '@store/db';
import { eq, sql } from '@store/db/orm';
import { DEMO_SITES, demoProductRatings, productId } from '@store/db/seed';
import { createTestDatabase, databaseKinds } from '../../testing/database.ts';
import { startStore, type Store } from '../../testing/store.ts';

const FOOTBALL: string = DEMO_SITES.football.hostname;
const STORE: string = DEMO_SITES.store.hostname;
const TEST_SITE: string = DEMO_SITES.test.hostname;
const invalidParameters = { resultCode: 227, resultMessage: 'Invalid parameters. Please check your details and try again.' };

type Answer = { status: number; body: { resultCode: number; resultMessage: string; data: any } };

const catalogue = (language: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../../../../packages/i18n/src/${language}/${namespace}.json`, import.meta.url), 'utf8'));

describe.each(databaseKinds)('storefront API on %s', (kind) => {
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

  async function post(path: string, payload: unknown, host = STORE, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await store.app.inject({
      method: 'POST',
      url: `/api/storefront${path}`,
      headers: { host, 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function get(path: string, host = STORE, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await store.app.inject({ url: `/api/storefront${path}`, headers: { host, ...headers } });
    return { status: response.statusCode, body: response.json() };
  }

  /** Every one of these is refused with "invalid parameters" and a 400. */
  async function expectRefused(path: string, payloads: unknown[], host = STORE) {
    for (const payload of payloads) {
      const { status, body } = await post(path, payload, host);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body, JSON.stringify(payload)).toMatchObject(invalidParameters);
    }
  }

  describe('POST /cms', () => {
    it("answers the site's own words, then the store's, then the interface catalogue's; unknown keys are left out", async () => {
      const keys = ['footer.tagline', 'promo.mobileLegendsBanner', 'shell.skipToContent', 'no.such.key'];
      const { status, body } = await post('/cms', { keys, locale: 'en-SG', whitelabelId: DEMO_SITES.football.id }, FOOTBALL);
      expect(status).toBe(200);
      expect(body).toEqual({
        resultCode: 0,
        resultMessage: 'Success',
        data: {
          messages: {
            'footer.tagline': 'Coins and points for football games, delivered in seconds.',
            'promo.mobileLegendsBanner': 'New heroes, new skins: top up your Diamonds',
            'shell.skipToContent': catalogue('en', 'common').shell.skipToContent,
          },
        },
      });
      const onStore = await post('/cms', { keys: ['footer.tagline'], locale: 'en' });
      expect(onStore.body.data.messages).toEqual({ 'footer.tagline': catalogue('en', 'common').footer.tagline });
    });

    it("answers in the locale's language, and in English where it has no words", async () => {
      const { body } = await post('/cms', {
        keys: ['shell.skipToContent', 'promo.mobileLegendsBanner', 'news.sg.payNow'],
        locale: 'ja-JP',
      });
      expect(body.data.messages).toEqual({
        'shell.skipToContent': catalogue('ja', 'common').shell.skipToContent,
        'promo.mobileLegendsBanner': '新ヒーロー、新スキン：ダイヤをチャージ',
        // Singapore's news is written in English only.
        'news.sg.payNow': 'PayNow and GrabPay now pay for every game in the store',
      });
      await database.db.insert(cmsMessages).values({ siteId: 0, language: 'ja', key: 'news.sg.payNow', value: 'PayNow が使えます' });
      store.app.services.storefront.clearCache();
      expect((await post('/cms', { keys: ['news.sg.payNow'], locale: 'ja-JP' })).body.data.messages).toEqual({
        'news.sg.payNow': 'PayNow が使えます',
      });
      // A language without an interface is English.
      expect((await post('/cms', { keys: ['shell.skipToContent'], locale: 'xx-YY' })).body.data.messages).toEqual({
        'shell.skipToContent': catalogue('en', 'common').shell.skipToContent,
      });
    });

    it('keeps HTML apart from plain text', async () => {
      await database.db
        .insert(cmsMessages)
        .values({ siteId: 2, language: 'en', type: 'HTML', key: 'cms.footballLegal', value: '<p>Football Store Ltd</p>' });
      store.app.services.storefront.clearCache();
      expect(
        (await post('/cms', { keys: ['cms.footballLegal', 'shell.skipToContent'], locale: 'en', type: 'HTML' }, FOOTBALL)).body.data,
      ).toEqual({ messages: { 'cms.footballLegal': '<p>Football Store Ltd</p>' } });
      expect((await post('/cms', { keys: ['cms.footballLegal'], locale: 'en', type: 'HTML' }, STORE)).body.data).toEqual({ messages: {} });
      expect((await post('/cms', { keys: ['cms.footballLegal'], locale: 'en' }, FOOTBALL)).body.data).toEqual({ messages: {} });
    });

    it('takes the white-label id as a number or a numeric string', async () => {
      expect((await post('/cms', { keys: ['footer.tagline'], locale: 'en', whitelabelId: '2' }, FOOTBALL)).status).toBe(200);
    });

    it('refuses bad input with "invalid parameters"', async () => {
      await expectRefused(
        '/cms',
        [
          {},
          { keys: [], locale: 'en' },
          { keys: ['a'] },
          { keys: 'a', locale: 'en' },
          { keys: Array.from({ length: 101 }, (_, i) => `k${i}`), locale: 'en' },
          { keys: ['<script>'], locale: 'en' },
          { keys: ['a'.repeat(201)], locale: 'en' },
          { keys: [1], locale: 'en' },
          { keys: ['a'], locale: 'english please' },
          { keys: ['a'], locale: 'en', type: 'XML' },
          { keys: ['a'], locale: 'en', extra: 1 },
          { keys: ['a'], locale: 'en', whitelabelId: -1 },
          { keys: ['a'], locale: 'en', whitelabelId: 1 },
          'not json',
          '[]',
          'null',
        ],
        FOOTBALL,
      );
    });
  });

  describe('POST /homePage', () => {
    it("gives the site's banners, highlights and product sections in the country", async () => {
      const { status, body } = await post('/homePage', { countryCode: 'sg', shopLang: 'en', whitelabelId: 2, userId: null }, FOOTBALL);
      expect(status).toBe(200);
      const page = body.data as HomePageResponse;
      expect(page).toMatchObject({ countryCode: 'sg', language: 'en', whitelabelId: 2 });
      expect(page.banners.map((b) => [b.productSlug, b.productPath, b.title])).toEqual([
        ['efootball', '/sg/efootball', 'Sign the legends: eFootball Coins'],
        ['ea-sports-fc-mobile', '/sg/ea-sports-fc-mobile', 'FC Points for your Ultimate Team'],
      ]);
      expect(page.highlighted.map((h) => h.productSlug)).toEqual(['top-eleven']);
      expect(page.sections.map((s) => s.id)).toEqual(['popular', 'topups']);
      expect(page.sections[0]!.products.map((p) => p.slug)).toEqual(['efootball', 'ea-sports-fc-mobile', 'top-eleven']);
      expect(page.sections[0]!.products[0]).toMatchObject({ currency: 'SGD', fromPriceMinor: expect.stringMatching(/^[1-9]\d*$/) });
    });

    it('links promos to the shop of the language asked for', async () => {
      const { body } = await post('/homePage', { countryCode: 'ae', shopLang: 'ar-AE' });
      const page = body.data as HomePageResponse;
      expect(page.banners.map((b) => b.productPath)).toEqual(['/ar-ae/mobile-legends', '/ar-ae/genshin-impact', '/ar-ae/valorant']);
      expect(page.sections.map((s) => s.id)).toEqual(['popular', 'topups', 'vouchers']);
      expect(page.sections[0]!.products).toHaveLength(8);
      expect((await post('/homePage', { countryCode: 'ae', shopLang: 'en' })).body.data.banners[0].productPath).toBe('/ae/mobile-legends');
    });

    it('gives an empty page for a country the site does not sell in', async () => {
      const { status, body } = await post('/homePage', { countryCode: 'xx', shopLang: 'en' });
      expect(status).toBe(200);
      expect(body.data).toEqual({
        countryCode: 'xx',
        language: 'en',
        whitelabelId: 0,
        banners: [],
        highlighted: [],
        news: [],
        trustRating: null,
        sections: [],
      });
    });

    it('refuses bad input with "invalid parameters"', async () => {
      await expectRefused('/homePage', [
        {},
        { countryCode: 'SG', shopLang: 'en' },
        { countryCode: 'sg' },
        { countryCode: 'sg', shopLang: 'en', userId: 'x'.repeat(65) },
        { countryCode: 'sg', shopLang: 'en', whitelabelId: 2 },
        { countryCode: 'sg', shopLang: 'en', more: true },
      ]);
    });
  });

  describe('POST /infoBar', () => {
    const items = async (payload: object, host = STORE) => (await post('/infoBar', payload, host)).body.data.items as InfoBarItem[];

    it('gives the lines for the page, in order, with their words', async () => {
      expect(await items({ pageType: 'product', productUrl: '/sg/mobile-legends', countryCode: 'sg' })).toEqual([
        expect.objectContaining({
          kind: 'info',
          messageKey: 'infoBar.instantDelivery',
          message: 'Credits arrive in your game within seconds of payment.',
          link: null,
        }),
        expect.objectContaining({ kind: 'warning', messageKey: 'infoBar.mobileLegendsZone' }),
      ]);
      expect((await items({ pageType: 'home', countryCode: 'sg' })).map((i) => i.messageKey)).toEqual(['infoBar.instantDelivery']);
      expect((await items({ pageType: 'product', productUrl: 'free-fire', countryCode: 'sg' })).map((i) => i.messageKey)).toEqual([
        'infoBar.instantDelivery',
      ]);
      expect((await items({ pageType: 'home', countryCode: 'sg', whitelabelId: 2 }, FOOTBALL)).map((i) => i.messageKey)).toEqual([
        'infoBar.footballSeason',
      ]);
      expect(await items({ pageType: 'product', productUrl: 'efootball', countryCode: 'sg' }, FOOTBALL)).toEqual([]);
      expect(await items({ pageType: 'home', countryCode: 'xx' })).toEqual([]);
    });

    it('shows a line only while it runs and only in its country', async () => {
      const base = { siteId: 0, pageType: 'search', messageKey: 'infoBar.instantDelivery' } as const;
      await database.db.insert(infoBarItems).values([
        { ...base, id: 'ibr_test_ended', endsAt: sql`now() - interval '1 minute'` as unknown as Date },
        { ...base, id: 'ibr_test_later', startsAt: sql`now() + interval '1 hour'` as unknown as Date },
        { ...base, id: 'ibr_test_my', countryCode: 'my' },
        {
          ...base,
          id: 'ibr_test_now',
          startsAt: sql`now() - interval '1 hour'` as unknown as Date,
          endsAt: sql`now() + interval '1 hour'` as unknown as Date,
        },
      ]);
      const ids = async (countryCode: string) => (await items({ pageType: 'search', countryCode })).map((i) => i.id);
      const sg = await ids('sg');
      expect(sg).toHaveLength(2);
      expect(sg).toContain('ibr_test_now');
      expect(sg.filter((id) => !id.startsWith('ibr_test'))).toHaveLength(1);
      expect(await ids('my')).toContain('ibr_test_my');
      expect(await ids('sg')).not.toContain('ibr_test_my');
    });

    it('refuses bad input with "invalid parameters"', async () => {
      await expectRefused('/infoBar', [
        {},
        { pageType: 'checkout', countryCode: 'sg' },
        { pageType: 'home' },
        { pageType: 'product', productUrl: '/a/b/c', countryCode: 'sg' },
        { pageType: 'product', productUrl: '../../etc/passwd', countryCode: 'sg' },
        { pageType: 'home', countryCode: 'sg', whitelabelId: 1 },
      ]);
    });
  });

  describe('POST /marketing-consent', () => {
    const consents = (siteId: number) => database.db.select().from(marketingConsents).where(eq(marketingConsents.siteId, siteId));

    it('records the consent on the site and answers it masked', async () => {
      const { status, body } = await post('/marketing-consent', { email: 'Shopper@Example.com', country: 'sg', whitelabelId: 2 }, FOOTBALL);
      expect(status).toBe(200);
      expect(body.data.marketingConsentItem).toEqual({
        id: expect.stringMatching(/^mco_[\w-]{22}$/),
        email: 'sho***@example.com',
        msisdn: null,
        country: 'sg',
        whitelabelId: 2,
        createdAt: expect.any(String),
      });
      const [row] = await consents(2);
      expect(row).toMatchObject({ id: body.data.marketingConsentItem.id, email: 'shopper@example.com', msisdn: null, countryCode: 'sg' });

      const byMobile = await post('/marketing-consent', { msisdn: '+65 9123 4567', country: 'sg' });
      expect(byMobile.body.data.marketingConsentItem).toMatchObject({ msisdn: '+65****4567', email: null, whitelabelId: 0 });
      expect((await consents(0)).map((r) => r.msisdn)).toEqual(['+6591234567']);
    });

    it('refuses bad input and stores nothing', async () => {
      const before = await database.db.$count(marketingConsents);
      await expectRefused('/marketing-consent', [
        {},
        { country: 'sg' },
        { email: '', msisdn: '', country: 'sg' },
        { email: 'a@b.co' },
        { email: 'a@b.co', country: 'xx' },
        { msisdn: '12', country: 'sg' },
        { msisdn: 'call me', country: 'sg' },
        { email: 'a@b.co', country: 'sg', whitelabelId: 1 },
        { email: 'a@b.co', country: 'sg', phone: '1' },
        { email: 'a'.repeat(300), country: 'sg' },
      ]);
      const badEmail = await post('/marketing-consent', { email: 'not-an-address', country: 'sg' });
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.resultCode).toBe(232);
      expect(await database.db.$count(marketingConsents)).toBe(before);
    });

    it('is limited per client address', async () => {
      const limited = await startStore(database, { env: { RATE_LIMIT_PER_MINUTE: '3' } });
      try {
        const send = () =>
          limited.app.inject({
            method: 'POST',
            url: '/api/storefront/marketing-consent',
            remoteAddress: '203.0.113.9',
            payload: { email: 'limit@example.com', country: 'sg' },
          });
        for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
        const fourth = await send();
        expect(fourth.statusCode).toBe(429);
        expect(fourth.json()).toMatchObject({ resultCode: 10001 });
      } finally {
        await limited.close();
      }
    });
  });

  describe('POST /homeHighlightedPromo and /productHighlightedPromo', () => {
    const list = async (path: string, payload: object, host = STORE) => {
      const { status, body } = await post(path, payload, host);
      expect(status).toBe(200);
      return body.data.itemList as HighlightedPromo[];
    };

    it("give the site's promos for the locale's country", async () => {
      expect((await list('/homeHighlightedPromo', { locale: 'en-SG' })).map((p) => [p.productSlug, p.productPath, p.title])).toEqual([
        ['free-fire', '/sg/free-fire', 'Diamonds for the new Elite Pass'],
        ['honkai-star-rail', '/sg/honkai-star-rail', 'Stellar Jade for the next warp'],
      ]);
      expect((await list('/homeHighlightedPromo', { locale: 'en-SG' }, FOOTBALL)).map((p) => p.productSlug)).toEqual(['top-eleven']);
      expect(await list('/homeHighlightedPromo', { locale: 'en' })).toEqual([]);
      expect(await list('/homeHighlightedPromo', { locale: 'en-default' })).toEqual([]);

      expect(
        (await list('/productHighlightedPromo', { locale: 'en-SG', productPath: '/sg/mobile-legends' })).map((p) => p.titleKey),
      ).toEqual(['promo.mobileLegendsWeekly']);
      expect(await list('/productHighlightedPromo', { locale: 'en-SG', productPath: 'free-fire' })).toEqual([]);
      expect(
        (await list('/productHighlightedPromo', { locale: 'en-SG', productPath: 'efootball', whitelabelId: 2 }, FOOTBALL)).map(
          (p) => p.title,
        ),
      ).toEqual(['Coins for the new season']);
    });

    it('leave out promos that have ended and products the site does not sell in the country', async () => {
      await database.db.insert(storefrontPromos).values([
        {
          id: 'prm_test_ended',
          siteId: 0,
          placement: 'home',
          productId: productId('valorant'),
          titleKey: 'x',
          endsAt: sql`now() - interval '1 second'` as unknown as Date,
        },
        { id: 'prm_test_shells', siteId: 0, placement: 'home', productId: productId('garena-shells'), titleKey: 'x', sortOrder: 9 },
      ]);
      expect((await list('/homeHighlightedPromo', { locale: 'de-DE' })).map((p) => p.id)).not.toContain('prm_test_shells');
      const sg = (await list('/homeHighlightedPromo', { locale: 'en-SG' })).map((p) => p.id);
      expect(sg).toContain('prm_test_shells');
      expect(sg).not.toContain('prm_test_ended');
    });

    it('refuse bad input with "invalid parameters"', async () => {
      await expectRefused('/homeHighlightedPromo', [{}, { locale: 7 }, { locale: 'en-SG', whitelabelId: 0 }]);
      await expectRefused(
        '/productHighlightedPromo',
        [
          { locale: 'en-SG' },
          { productPath: 'x' },
          { locale: 'en-SG', productPath: '/sg/' },
          { locale: 'en-SG', productPath: 'A B' },
          { locale: 'en-SG', productPath: 'efootball', whitelabelId: 0 },
        ],
        FOOTBALL,
      );
    });
  });

  describe('news, ratings and the site switches (shell §3)', () => {
    const home = async (payload: object, host = STORE) => {
      const { status, body } = await post('/homePage', payload, host);
      expect(status).toBe(200);
      return body.data as HomePageResponse;
    };
    const rating = async (payload: object, host = STORE) => {
      const { status, body } = await post('/productRating', payload, host);
      expect(status).toBe(200);
      return body.data.rating as RatingSummary | null;
    };
    /** The seeded star counts of a site, summed over the products named (every one when none). */
    const seeded = (siteId: number, slugs?: string[]) => {
      const rows = demoProductRatings.filter(
        (r) => r.siteId === siteId && (slugs === undefined || slugs.map(productId).includes(r.productId)),
      );
      return [1, 2, 3, 4, 5].map((n) => rows.reduce((sum, r) => sum + (r[`stars${n}` as keyof typeof r] as number), 0));
    };

    it("gives the country's news, newest first, in the shop's language, linked to the product", async () => {
      const sg = await home({ countryCode: 'sg', shopLang: 'en' });
      expect(sg.news.map((n) => [n.title, n.productPath, n.productName])).toEqual([
        ['Mobile Legends: the new ranked season starts this week', '/sg/mobile-legends', 'Mobile Legends: Bang Bang'],
        ['PayNow and GrabPay now pay for every game in the store', null, null],
      ]);
      expect(sg.news[0]!.publishedAt).toBe('2026-11-20T02:00:00.000Z');

      const eg = await home({ countryCode: 'eg', shopLang: 'ar' });
      expect(eg.news.map((n) => [n.title, n.productPath])).toEqual([
        ['ببجي موبايل: موسم رويال باس الجديد متاح الآن', '/eg/pubg-mobile'],
        ['ادفع نقدًا في أي منفذ فوري قريب منك', null],
      ]);
      const egInEnglish = await home({ countryCode: 'eg', shopLang: 'en' });
      expect(egInEnglish.news.map((n) => [n.title, n.productPath])[0]).toEqual([
        'PUBG Mobile: the new Royale Pass season is here',
        '/en-eg/pubg-mobile',
      ]);
      // News is per country: Germany's is not Singapore's.
      expect((await home({ countryCode: 'de', shopLang: 'de' })).news.map((n) => n.titleKey)).toEqual(['news.de.fcMobile']);
    });

    it('leaves out news not yet published, ended, or without words', async () => {
      await database.db.insert(storefrontNews).values([
        {
          id: 'nws_test_future',
          siteId: 0,
          countryCode: 'sg',
          titleKey: 'news.sg.payNow',
          publishedAt: sql`now() + interval '1 day'` as unknown as Date,
        },
        {
          id: 'nws_test_ended',
          siteId: 0,
          countryCode: 'sg',
          titleKey: 'news.sg.payNow',
          publishedAt: new Date('2026-01-01T00:00:00Z'),
          endsAt: sql`now() - interval '1 second'` as unknown as Date,
        },
        { id: 'nws_test_wordless', siteId: 0, countryCode: 'sg', titleKey: 'news.none', publishedAt: new Date('2026-01-02T00:00:00Z') },
      ]);
      try {
        expect((await home({ countryCode: 'sg', shopLang: 'en' })).news.map((n) => n.titleKey)).toEqual([
          'news.sg.mlbbSeason',
          'news.sg.payNow',
        ]);
      } finally {
        await database.db.delete(storefrontNews).where(sql`${storefrontNews.id} like 'nws_test_%'`);
      }
    });

    it("gives the site's trust rating, the sum of its products' ratings", async () => {
      const stars = seeded(DEMO_SITES.store.id);
      const count = stars.reduce((a, b) => a + b, 0);
      const mean = stars.reduce((sum, n, i) => sum + n * (i + 1), 0) / count;
      expect((await home({ countryCode: 'sg', shopLang: 'en' })).trustRating).toEqual({
        average: Math.round(mean * 10) / 10,
        count,
        stars,
      });
      expect((await home({ countryCode: 'sg', shopLang: 'en', whitelabelId: 2 }, FOOTBALL)).trustRating!.count).toBe(
        seeded(DEMO_SITES.football.id).reduce((a, b) => a + b, 0),
      );
    });

    it("gives a product's ratings on the site (the review widget)", async () => {
      const stars = seeded(DEMO_SITES.store.id, ['mobile-legends']);
      const summary = await rating({ productPath: '/sg/mobile-legends' });
      expect(summary!.stars).toEqual(stars);
      expect(summary!.count).toBe(stars.reduce((a, b) => a + b, 0));
      expect(summary!.average).toBeGreaterThanOrEqual(4);
      expect(summary!.average).toBeLessThanOrEqual(5);
      expect(await rating({ productPath: 'no-such-game' })).toBeNull();
      // The football store does not sell it: no ratings there.
      expect(await rating({ productPath: 'mobile-legends' }, FOOTBALL)).toBeNull();
      await expectRefused('/productRating', [{}, { productPath: '/sg/' }, { productPath: 'efootball', whitelabelId: 2 }]);
    });

    it('shows none of the carousel, promotions, news, trust rating or reviews on a site whose switches are off', async () => {
      // The test site has banners, highlights, a product promo, news and ratings in the database…
      const [promos, news, ratings] = await Promise.all([
        database.db.select().from(storefrontPromos).where(eq(storefrontPromos.siteId, DEMO_SITES.test.id)),
        database.db.select().from(storefrontNews).where(eq(storefrontNews.siteId, DEMO_SITES.test.id)),
        database.db.select().from(productRatings).where(eq(productRatings.siteId, DEMO_SITES.test.id)),
      ]);
      expect(new Set(promos.map((p) => p.placement))).toEqual(new Set(['banner', 'home', 'product']));
      expect(news.length).toBeGreaterThan(0);
      expect(ratings.length).toBeGreaterThan(0);
      // …and shows none of them, its switches being off.
      const page = await home({ countryCode: 'sg', shopLang: 'en' }, TEST_SITE);
      expect({ banners: page.banners, highlighted: page.highlighted, news: page.news, trustRating: page.trustRating }).toEqual({
        banners: [],
        highlighted: [],
        news: [],
        trustRating: null,
      });
      expect(page.sections.length).toBeGreaterThan(0);
      expect((await post('/homeHighlightedPromo', { locale: 'en-SG' }, TEST_SITE)).body.data).toEqual({ itemList: [] });
      expect((await post('/productHighlightedPromo', { locale: 'en-SG', productPath: 'mobile-legends' }, TEST_SITE)).body.data).toEqual({
        itemList: [],
      });
      expect(await rating({ productPath: 'mobile-legends' }, TEST_SITE)).toBeNull();
    });
  });

  describe('GET /detected-country', () => {
    const none = { countryIsoCode: null, countryName: null, productPath: null, productPathShortName: null };

    it("detects the country from the CDN's header, with the product's page there", async () => {
      const { status, body } = await get('/detected-country?productPath=mobile-legends&country=sg', STORE, { 'cf-ipcountry': 'MY' });
      expect(status).toBe(200);
      expect(body.data).toEqual({
        countryIsoCode: 'my',
        countryName: 'Malaysia',
        productPath: '/my/mobile-legends',
        productPathShortName: 'Mobile Legends: Bang Bang',
      });
      expect((await get('/detected-country', STORE, { 'x-country-code': 'de' })).body.data).toEqual({
        countryIsoCode: 'de',
        countryName: 'Germany',
        productPath: '/de/',
        productPathShortName: null,
      });
    });

    it('falls back to the regions of Accept-Language, most preferred first', async () => {
      expect((await get('/detected-country', STORE, { 'accept-language': 'fr-CA;q=0.5, en, ms-MY;q=0.9' })).body.data.countryIsoCode).toBe(
        'my',
      );
      expect((await get('/detected-country', STORE, { 'accept-language': 'en, de' })).body.data).toEqual(none);
    });

    it('detects nothing without a hint or for a country the site does not sell in', async () => {
      expect((await get('/detected-country')).body).toEqual({ resultCode: 0, resultMessage: 'Success', data: none });
      expect((await get('/detected-country', STORE, { 'cf-ipcountry': 'XX', 'accept-language': 'en-SG' })).body.data).toEqual(none);
      expect((await get('/detected-country', STORE, { 'cf-ipcountry': 'T1' })).body.data).toEqual(none);
    });

    it("links the country's home when the site does not sell the product there", async () => {
      const { body } = await get('/detected-country?productPath=/sg/mobile-legends', FOOTBALL, { 'cf-ipcountry': 'SG' });
      expect(body.data).toEqual({ countryIsoCode: 'sg', countryName: 'Singapore', productPath: '/sg/', productPathShortName: null });
    });

    it('refuses bad input with "invalid parameters"', async () => {
      for (const query of ['country=SGP', 'country=sg&country=my', 'productPath=/a/b/c', 'whitelabelId=2', 'other=1']) {
        const { status, body } = await get(`/detected-country?${query}`);
        expect(status, query).toBe(400);
        expect(body, query).toMatchObject(invalidParameters);
      }
    });
  });
});

describe.each(databaseKinds)('storefront API with its database gone, on %s', (kind) => {
  let database: Database;
  let store: Store;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store = await startStore(database);
    // The site of the request is resolved (and kept) before the database goes away.
    // (A refused call: it reads nothing else the storefront could keep.)
    await store.app.inject({ method: 'POST', url: '/api/storefront/cms', headers: { host: FOOTBALL }, payload: {} });
    await database.close();
  });
  afterAll(async () => {
    await store?.close();
  });

  const post = async (path: string, payload: object) => {
    const response = await store.app.inject({ method: 'POST', url: `/api/storefront${path}`, headers: { host: FOOTBALL }, payload });
    return { status: response.statusCode, body: response.json() };
  };
  const fallback = (data: unknown) => ({
    resultCode: 98,
    resultMessage: 'The server is temporarily unavailable. Please try again later.',
    data,
  });

  it("answers each endpoint's default, never a 5xx", async () => {
    expect(await post('/cms', { keys: ['footer.tagline'], locale: 'en' })).toEqual({ status: 200, body: fallback({ messages: {} }) });
    expect(await post('/homePage', { countryCode: 'sg', shopLang: 'en' })).toEqual({
      status: 200,
      body: fallback({
        countryCode: 'sg',
        language: 'en',
        whitelabelId: 2,
        banners: [],
        highlighted: [],
        news: [],
        trustRating: null,
        sections: [],
      }),
    });
    expect(await post('/infoBar', { pageType: 'home', countryCode: 'sg' })).toEqual({ status: 200, body: fallback({ items: [] }) });
    expect(await post('/marketing-consent', { email: 'a@example.com', country: 'sg' })).toEqual({
      status: 200,
      body: fallback({ marketingConsentItem: null }),
    });
    expect(await post('/homeHighlightedPromo', { locale: 'en-SG' })).toEqual({ status: 200, body: fallback({ itemList: [] }) });
    expect(await post('/productHighlightedPromo', { locale: 'en-SG', productPath: 'efootball' })).toEqual({
      status: 200,
      body: fallback({ itemList: [] }),
    });
    expect(await post('/productRating', { productPath: 'efootball' })).toEqual({ status: 200, body: fallback({ rating: null }) });
    const detected = await store.app.inject({ url: '/api/storefront/detected-country', headers: { host: FOOTBALL, 'cf-ipcountry': 'SG' } });
    expect({ status: detected.statusCode, body: detected.json() }).toEqual({
      status: 200,
      body: fallback({ countryIsoCode: null, countryName: null, productPath: null, productPathShortName: null }),
    });
  });

  it('still refuses bad input with its 4xx', async () => {
    expect((await post('/cms', { keys: [], locale: 'en' })).status).toBe(400);
    expect((await post('/marketing-consent', { email: 'nope', country: 'sg' })).body.resultCode).toBe(232);
  });
});
