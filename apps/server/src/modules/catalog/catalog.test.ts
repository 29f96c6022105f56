import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors, formatAmount, STORE_SITE, type ProductDetail, type ProductSummary } from '@store/contracts';
import { countries, denominations, paymentChannels, productCountries, products } from '@store/db';
import { eq, sql } from '@store/db/orm';
import {
  demo,
  demoCountries,
  demoDenominations,
  demoPaymentChannels,
  demoRewardsChannels,
  demoProductCountries,
  demoProducts,
  DEMO_AGE_GATED_PRODUCT,
  DEMO_COUNTRY,
  DEMO_PASSES,
  DEMO_PRODUCT,
  seedDemoCatalogue,
} from '@store/db/seed';
import { startStore, type Store as TestApp } from '../../testing/store.ts';
import { databaseKinds } from '../../testing/database.ts';

const notFound = { resultCode: 404, resultMessage: 'Not found.', data: null };

describe.each(databaseKinds)('catalogue on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startStore(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function get<T>(url: string): Promise<{ status: number; body: { resultCode: number; resultMessage: string; data: T } }> {
    const res = await t.app.inject(url);
    return { status: res.statusCode, body: res.json() };
  }

  describe('GET /api/catalog/countries', () => {
    it('lists every seeded country with every field of its record', async () => {
      const { status, body } = await get<unknown[]>('/api/catalog/countries');
      expect(status).toBe(200);
      expect(body.resultCode).toBe(0);
      expect(body.data).toEqual(demoCountries);
      expect(body.data.length).toBeGreaterThanOrEqual(65);
    });

    it('gives each country an amount format that matches how its prices are printed', async () => {
      const { body } = await get<(typeof demoCountries)[number][]>('/api/catalog/countries');
      for (const country of body.data) {
        // 1234.50 with decimals forced on, to see the decimal separator of the country's locale.
        const printed = formatAmount(123_450n, { ...country, currencyExponent: 2, showDecimal: true });
        expect(printed.endsWith(country.amountFormat === 'invert' ? ',50' : '.50'), `${country.code}: ${printed}`).toBe(true);
      }
    });
  });

  describe('GET /api/catalog/:cc/products', () => {
    it("lists the country's products, most popular first, each with its lowest price", async () => {
      const { status, body } = await get<ProductSummary[]>(`/api/catalog/${DEMO_COUNTRY}/products`);
      expect(status).toBe(200);
      expect(body.resultCode).toBe(0);
      const products = body.data;
      expect(products.length).toBeGreaterThanOrEqual(12);
      expect(products.map((p) => p.slug).sort()).toEqual(demo.productsIn(DEMO_COUNTRY).sort());
      expect(products[0]!.slug).toBe(DEMO_PRODUCT);
      for (const product of products) {
        expect(product.fromPriceMinor).toMatch(/^[1-9][0-9]*$/);
        expect(product.currency).toBe('SGD');
        const lowest = demo
          .denominations(product.slug, DEMO_COUNTRY)
          .filter((d) => d.available)
          .reduce((min, d) => (d.priceMinor < min ? d.priceMinor : min), BigInt(Number.MAX_SAFE_INTEGER));
        expect(product.fromPriceMinor).toBe(lowest.toString());
        expect(product.artwork).toMatchObject(demo.product(product.slug).artwork);
      }
    });

    it('sells at least 12 products in every seeded country', async () => {
      for (const country of demoCountries) {
        const products = await t.app.services.catalog.listProducts(STORE_SITE.id, country.code);
        expect(products.length, country.code).toBeGreaterThanOrEqual(12);
      }
    });

    it('carries an entity tag, and answers 304 without a body to a client that holds that list', async () => {
      const first = await t.app.inject(`/api/catalog/${DEMO_COUNTRY}/products`);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
      // The same bytes, the same tag, from memory or from a fresh load.
      t.app.services.catalog.clearCache();
      const cold = await t.app.inject(`/api/catalog/${DEMO_COUNTRY}/products`);
      expect(cold.headers.etag).toBe(etag);
      expect(cold.body).toBe(first.body);
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await t.app.inject({ url: `/api/catalog/${DEMO_COUNTRY}/products`, headers: { 'if-none-match': ifNoneMatch } });
        expect(again.statusCode, ifNoneMatch).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
      }
      const changed = await t.app.inject({ url: `/api/catalog/${DEMO_COUNTRY}/products`, headers: { 'if-none-match': '"other"' } });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toBe(first.body);
    });

    it('sends the list compressed to a client that accepts it, with its own entity tag per coding', async () => {
      const url = `/api/catalog/${DEMO_COUNTRY}/products`;
      const plain = await t.app.inject(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      for (const [acceptEncoding, coding, decode] of [
        ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
        ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
      ] as const) {
        const packed = await t.app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });
        expect(packed.statusCode).toBe(200);
        expect(packed.headers['content-encoding']).toBe(coding);
        expect(packed.headers.vary).toBe('accept-encoding');
        expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(decode(packed.rawPayload).toString('utf8')).toBe(plain.body);
        const etag = packed.headers.etag as string;
        expect(etag).not.toBe(plain.headers.etag);
        const held = await t.app.inject({ url, headers: { 'accept-encoding': acceptEncoding, 'if-none-match': etag } });
        expect(held.statusCode).toBe(304);
        // A tag of one coding does not validate another: the client holds different bytes.
        const other = await t.app.inject({ url, headers: { 'if-none-match': etag } });
        expect(other.statusCode).toBe(200);
        expect(other.headers['content-encoding']).toBeUndefined();
      }
    });

    it('answers an unknown or malformed country with the not-found envelope', async () => {
      for (const url of ['/api/catalog/xx/products', '/api/catalog/SG/products', '/api/catalog/sgp/products']) {
        const { status, body } = await get(url);
        expect(status, url).toBe(404);
        expect(body).toEqual(notFound);
      }
    });
  });

  describe('GET /api/catalog/:cc/products/:slug', () => {
    it("gives the product with its denominations and the country's payment channels", async () => {
      const { status, body } = await get<ProductDetail>(`/api/catalog/${DEMO_COUNTRY}/products/${DEMO_PRODUCT}`);
      expect(status).toBe(200);
      const product = body.data;
      expect(product).toMatchObject({
        slug: DEMO_PRODUCT,
        name: 'Mobile Legends: Bang Bang',
        needsZone: true,
        minAge: null,
        creditName: 'Diamonds',
        userIdLabel: 'User ID',
        currency: 'SGD',
      });
      expect(product.denominations).toEqual(
        demo.denominations(DEMO_PRODUCT, DEMO_COUNTRY).map((d) => ({
          id: d.id,
          name: d.name,
          creditAmount: d.creditAmount,
          priceMinor: d.priceMinor.toString(),
          currency: 'SGD',
          available: d.available,
        })),
      );
      expect(product.denominations.filter((d) => !d.available).map((d) => d.id)).toEqual([demo.unavailableDenomination().id]);
      expect(product.paymentChannels.map((c) => c.id)).toEqual(demo.channels(DEMO_COUNTRY).map((c) => c.id));
      expect(new Set(product.paymentChannels.map((c) => c.kind)).size).toBeGreaterThanOrEqual(3);
    });

    it('carries the minimum age of the age-gated product', async () => {
      const { body } = await get<ProductDetail>(`/api/catalog/${DEMO_COUNTRY}/products/${DEMO_AGE_GATED_PRODUCT}`);
      expect(body.data).toMatchObject({ kind: 'voucher', minAge: 13 });
    });

    it('answers an unknown product, or one the country does not sell, with the not-found envelope', async () => {
      expect(demo.product('ragnarok-x')).toBeDefined();
      for (const url of [
        `/api/catalog/${DEMO_COUNTRY}/products/no-such-game`,
        '/api/catalog/de/products/ragnarok-x',
        `/api/catalog/xx/products/${DEMO_PRODUCT}`,
      ]) {
        const { status, body } = await get(url);
        expect(status, url).toBe(404);
        expect(body).toEqual(notFound);
      }
    });
  });

  describe('search', () => {
    const slugs = async (countryCode: string, query: string) =>
      (await t.app.services.catalog.search(STORE_SITE.id, countryCode, query)).map((p) => p.slug);

    it('tolerates typos', async () => {
      expect((await slugs('sg', 'mobile legnds'))[0]).toBe('mobile-legends');
      expect(await slugs('sg', 'frre fire')).toContain('free-fire');
      expect(await slugs('sg', 'genshn')).toContain('genshin-impact');
    });

    it('finds nothing for nonsense', async () => {
      expect(await slugs('sg', 'qzxwv kjhgf')).toEqual([]);
    });

    it('only finds what the country sells', async () => {
      expect(await slugs('sg', 'ragnarok')).toContain('ragnarok-x');
      expect(await slugs('de', 'ragnarok')).not.toContain('ragnarok-x');
    });

    it('finds a game by the short name players use, first', async () => {
      for (const [alias, slug] of [
        ['mlbb', 'mobile-legends'],
        ['ml', 'mobile-legends'],
        ['ff', 'free-fire'],
        ['FFMAX', 'free-fire'],
        ['codm', 'call-of-duty-mobile'],
        ['hsr', 'honkai-star-rail'],
        ['gi', 'genshin-impact'],
        ['pubgm', 'pubg-mobile'],
        ['hok', 'honor-of-kings'],
      ]) {
        expect((await slugs('sg', alias!))[0], alias).toBe(slug);
      }
      // "gi" also starts "Gift Card": those follow the game it names.
      expect(await slugs('sg', 'gi')).toEqual(expect.arrayContaining(['genshin-impact', 'roblox', 'google-play']));
    });

    it('finds a name from any of its words, by what has been typed so far', async () => {
      expect((await slugs('sg', 'leg'))[0]).toBe('mobile-legends');
      expect((await slugs('sg', 'star ra'))[0]).toBe('honkai-star-rail');
      expect(await slugs('sg', 'call of duty: mobile')).toEqual(['call-of-duty-mobile']);
      expect(await slugs('sg', 'moonton')).toEqual(expect.arrayContaining(['mobile-legends', 'magic-chess-go-go']));
    });

    it('finds a game named in another script by its Latin name and by its own, and shows the local name', async () => {
      const japanese = await t.app.services.catalog.search(STORE_SITE.id, 'jp', 'genshin', 'ja');
      expect(japanese[0]).toMatchObject({ slug: 'genshin-impact', name: '原神' });
      expect((await slugs('jp', '原神'))[0]).toBe('genshin-impact');
      expect((await slugs('kr', '붕괴'))[0]).toBe('honkai-star-rail');
      expect((await slugs('tw', '荒野'))[0]).toBe('brawl-stars');
    });

    it('finds nothing for a query of punctuation only, and does not list everything', async () => {
      expect(await slugs('sg', '%')).toEqual([]);
      expect(await slugs('sg', ' -:_ ')).toEqual([]);
    });
  });

  describe('GET /api/catalog/:cc/suggestions', () => {
    it('suggests a few games while typing, names and artwork only, in the shop language', async () => {
      const { status, body } = await get<{ slug: string; name: string }[]>('/api/catalog/sg/suggestions?q=mlb');
      expect(status).toBe(200);
      expect(body.data[0]).toEqual({
        slug: 'mobile-legends',
        name: 'Mobile Legends: Bang Bang',
        artwork: demo.product('mobile-legends').artwork,
      });
      const many = await get<unknown[]>('/api/catalog/sg/suggestions?q=c');
      expect(many.body.data.length).toBe(6);
      const japanese = await get<{ slug: string; name: string }[]>('/api/catalog/jp/suggestions?q=hon&lang=ja');
      expect(japanese.body.data.map((s) => s.name)).toContain('崩壊：スターレイル');
      // A language the store has no texts in is English.
      const unknown = await get<{ slug: string; name: string }[]>('/api/catalog/jp/suggestions?q=genshin&lang=xx');
      expect(unknown.body.data[0]!.name).toBe('Genshin Impact');
    });

    it('answers bad input with the catalogued errors', async () => {
      for (const url of [
        '/api/catalog/sg/suggestions',
        '/api/catalog/sg/suggestions?q=',
        `/api/catalog/sg/suggestions?q=${'a'.repeat(101)}`,
        '/api/catalog/sg/suggestions?q=ml&lang=JA1',
        '/api/catalog/sg/suggestions?q=ml&extra=1',
      ]) {
        const { status, body } = await get(url);
        expect(status, url).toBe(400);
        expect(body.resultCode, url).toBe(errors.invalidParameters.resultCode);
      }
      // A control character never reaches the route (hostile input, refused before routing).
      const control = await get('/api/catalog/sg/suggestions?q=%00');
      expect(control.status).toBe(400);
      expect(control.body.resultCode).toBe(errors.badRequest.resultCode);
      const { status, body } = await get('/api/catalog/xx/suggestions?q=ml');
      expect(status).toBe(404);
      expect(body).toEqual(notFound);
    });
  });

  describe('the catalogue API in a shop language', () => {
    it('lists and shows products in the language `lang` asks for, English for one without texts', async () => {
      const japanese = await get<ProductSummary[]>('/api/catalog/jp/products?lang=ja');
      expect(japanese.body.data.find((p) => p.slug === 'genshin-impact')?.name).toBe('原神');
      const english = await get<ProductSummary[]>('/api/catalog/jp/products');
      expect(english.body.data.find((p) => p.slug === 'genshin-impact')?.name).toBe('Genshin Impact');
      const german = await get<ProductDetail>('/api/catalog/de/products/mobile-legends?lang=de');
      expect(german.body.data.creditName).toBe('Diamanten');
      expect(german.body.data.denominations[0]!.name).toBe('86 Diamanten');
      const unknown = await get<ProductDetail>('/api/catalog/de/products/mobile-legends?lang=xx');
      expect(unknown.body.data.creditName).toBe('Diamonds');
    });

    it('refuses a malformed language or another parameter with the catalogued error', async () => {
      for (const url of [
        '/api/catalog/de/products?lang=DE1',
        '/api/catalog/de/products?x=1',
        '/api/catalog/de/products/mobile-legends?lang=deu',
      ]) {
        const { status, body } = await get(url);
        expect(status, url).toBe(400);
        expect(body.resultCode, url).toBe(errors.invalidParameters.resultCode);
      }
    });
  });

  describe('texts in the shop language', () => {
    it("shows a product's description and credits in the language, and its denominations' credits", async () => {
      const product = await t.app.services.catalog.getProduct(STORE_SITE.id, 'de', 'mobile-legends', 'de');
      expect(product?.creditName).toBe('Diamanten');
      expect(product?.description).not.toBe(demo.product('mobile-legends').description);
      expect(product?.denominations[0]?.name).toBe('86 Diamanten');
      expect(product?.userIdLabel).toBe('Benutzer-ID');
      expect(product?.userIdInputMode).toBe('numeric');
      // A Riot ID is a brand term, kept in every language, and takes letters.
      const valorant = await t.app.services.catalog.getProduct(STORE_SITE.id, 'sg', 'valorant', 'ja');
      expect(valorant).toMatchObject({ userIdLabel: 'Riot ID', userIdInputMode: 'text' });
      const arabic = await t.app.services.catalog.getProduct(STORE_SITE.id, 'sa', 'free-fire', 'ar');
      expect(arabic?.creditName).toBe('ماسات');
      expect(arabic?.denominations[0]?.name).toBe('100 ماسات');
    });

    it('keeps brand names and the names of passes, and falls back to English without texts', async () => {
      const pubg = await t.app.services.catalog.getProduct(STORE_SITE.id, 'de', 'pubg-mobile', 'de');
      expect(pubg).toMatchObject({ name: 'PUBG Mobile', creditName: 'UC' });
      const passes = await t.app.services.catalog.getProduct(STORE_SITE.id, 'sg', 'mobile-legends', 'ms');
      expect(passes?.denominations.map((d) => d.name)).toContain(DEMO_PASSES.weekly.name);
      const english = await t.app.services.catalog.getProduct(STORE_SITE.id, 'sg', 'mobile-legends', 'en');
      expect(english).toMatchObject({ creditName: 'Diamonds', description: demo.product('mobile-legends').description });
      expect(english?.denominations[0]?.name).toBe('86 Diamonds');
    });

    it('lists the games under the names players know in the language', async () => {
      const japanese = await t.app.services.catalog.listProducts(STORE_SITE.id, 'jp', 'ja');
      expect(japanese.find((p) => p.slug === 'genshin-impact')?.name).toBe('原神');
      const english = await t.app.services.catalog.listProducts(STORE_SITE.id, 'jp');
      expect(english.find((p) => p.slug === 'genshin-impact')?.name).toBe('Genshin Impact');
    });
  });

  describe('seeding', () => {
    const counts = async () => {
      const db = t.database.db;
      return {
        countries: await db.$count(countries),
        products: await db.$count(products),
        productCountries: await db.$count(productCountries),
        denominations: await db.$count(denominations),
        paymentChannels: await db.$count(paymentChannels),
      };
    };

    it('seeds everything once, and seeding again changes no counts', async () => {
      const expected = {
        countries: demoCountries.length,
        products: demoProducts.length,
        productCountries: demoProductCountries.length,
        denominations: demoDenominations.length,
        // Each country's points-redemption channel too (never listed: ADR 0034).
        paymentChannels: demoPaymentChannels.length + demoRewardsChannels.length,
      };
      expect(await counts()).toEqual(expected);
      await seedDemoCatalogue(t.database.db);
      await seedDemoCatalogue(t.database.db);
      expect(await counts()).toEqual(expected);
    });

    it('leaves rows that match the seed untouched and restores rows that drifted', async () => {
      const id = demo.denomination(DEMO_PRODUCT, DEMO_COUNTRY).id;
      // xmin is the transaction that wrote the row version: unchanged means the row was not rewritten.
      const version = sql<string>`xmin::text`;
      const japan = () => t.database.db.select({ version, currency: countries.currency }).from(countries).where(eq(countries.code, 'jp'));
      const price = async () =>
        (await t.database.db.select({ price: denominations.priceMinor }).from(denominations).where(eq(denominations.id, id)))[0]?.price;
      const before = await japan();
      await t.database.db.update(denominations).set({ priceMinor: 1n }).where(eq(denominations.id, id));
      expect(await price()).toBe(1n);
      await seedDemoCatalogue(t.database.db);
      expect(await price()).toBe(demo.denomination(DEMO_PRODUCT, DEMO_COUNTRY).priceMinor);
      expect(await japan()).toEqual(before);
    });
  });
});
