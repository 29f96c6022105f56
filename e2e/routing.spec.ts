import { expect, request as http, test } from '@playwright/test';

// Shell §2's segment and navigation rules and the route table's access rules, through the real
// server: status, Location, caching and cookies of each answer (no redirect is followed). Each
// request is a visitor of its own: only the cookies given are sent.

async function get(path: string, cookie?: string) {
  const context = await http.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const response = await context.get(path, { maxRedirects: 0, headers: cookie ? { cookie } : {} });
    const cookies = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value);
    return {
      status: response.status(),
      location: response.headers()['location'],
      headers: response.headers(),
      cookies,
      text: await response.text(),
    };
  } finally {
    await context.dispose();
  }
}

test.describe('language segment', () => {
  test('(a) a dash with no valid pair after a known country goes to that country, path and query kept', async () => {
    expect(await get('/eg-zz/mobile-legends?x=1')).toMatchObject({ status: 301, location: '/eg/mobile-legends?x=1' });
    expect(await get('/eg-')).toMatchObject({ status: 301, location: '/eg/' });
    expect((await get('/zz-/')).status).toBe(404);
  });

  test("(b) the country's default language goes to the bare country and clears the switched language", async () => {
    const answer = await get('/ar-eg/about', 'shop-language=en-eg');
    expect(answer).toMatchObject({ status: 301, location: '/eg/about' });
    expect(answer.cookies).toEqual([expect.stringMatching(/^shop-language=; Path=\/; Max-Age=0/)]);
  });

  test('(c) a supported non-default language renders in it and becomes the switched language', async () => {
    const answer = await get('/en-eg/');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<html lang="en-EG" dir="ltr">');
    expect(answer.cookies).toEqual([
      expect.stringMatching(/^country=eg; /),
      expect.stringMatching(/^shop-language=en-eg; Path=\/; Max-Age=15552000/),
    ]);
  });

  test('(d) an unsupported language goes to the switched language, or the default, uncached', async () => {
    const switched = await get('/fr-eg/codacash?x=1', 'shop-language=en-eg');
    expect(switched).toMatchObject({ status: 302, location: '/en-eg/codacash?x=1' });
    expect(switched.headers['cache-control']).toBe('no-store');
    expect(switched.headers['vary']).toMatch(/Cookie/);
    expect(await get('/fr-eg/codacash')).toMatchObject({ status: 302, location: '/eg/codacash' });
  });

  test('(e) the country picker is exempt; (f) a bare segment gets its trailing slash; upper case is folded', async () => {
    expect((await get('/international')).status).toBe(200);
    expect(await get('/en-eg?q=1')).toMatchObject({ status: 301, location: '/en-eg/?q=1' });
    expect(await get('/EG/About')).toMatchObject({ status: 301, location: '/eg/About' });
    expect(await get('/AR-EG')).toMatchObject({ status: 301, location: '/eg/' });
  });

  test('"/" follows the switched language, else the stored country, else the country picker', async () => {
    expect(await get('/')).toMatchObject({ status: 302, location: '/international' });
    expect(await get('/', 'country=eg')).toMatchObject({ status: 302, location: '/eg/' });
    const switched = await get('/', 'country=sg; shop-language=en-eg');
    expect(switched).toMatchObject({ status: 302, location: '/en-eg/' });
    expect(switched.headers['cache-control']).toBe('no-store');
  });

  test('a page in another country switches the stored country', async () => {
    expect((await get('/my/', 'country=sg')).cookies).toEqual([expect.stringMatching(/^country=my; /)]);
    expect((await get('/my/', 'country=my')).cookies).toEqual([]);
  });
});

test.describe('access rules', () => {
  test('signed-in screens send guests to "/", uncached, remembering the country', async () => {
    for (const path of ['/eg/user/transactions', '/eg/user/coda-rewards', '/eg/user/settings', '/eg/wallet/home', '/eg/wallet/anything']) {
      const answer = await get(path);
      expect(answer, path).toMatchObject({ status: 302, location: '/' });
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.cookies).toEqual([expect.stringMatching(/^country=eg; /)]);
    }
  });

  test('account screens render where the country has accounts (switched off or white-label: lib/access.server.test.ts)', async () => {
    for (const screen of ['sign-in', 'sign-up', 'confirm-signup', 'recover-password', 'verify']) {
      expect(await get(`/en-eg/${screen}`), screen).toMatchObject({ status: 200 });
    }
  });

  test('the legacy product list is the shop home', async () => {
    expect(await get('/sg/products?utm_source=x')).toMatchObject({ status: 301, location: '/sg/?utm_source=x' });
  });
});

test.describe('SEO', () => {
  test('shop pages name every country-language as an alternate, products only the countries that sell them', async ({ request }) => {
    const about = await (await request.get('/en-eg/about')).text();
    expect(about).toMatch(/<link rel="alternate" hrefLang="ar-EG" href="http:\/\/localhost:\d+\/eg\/about"\/>/);
    expect(about).toMatch(/<link rel="alternate" hrefLang="ja-JP" href="[^"]+\/jp\/about"\/>/);
    expect(about).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]+\/international"\/>/);
    const product = await (await request.get('/sg/mobile-legends')).text();
    expect(product).toMatch(/hrefLang="x-default" href="[^"]+\/product\/mobile-legends"/);
    expect(product).toMatch(/hrefLang="en-SG" href="[^"]+\/sg\/mobile-legends"/);
  });

  test('robots.txt keeps crawlers off order results and searches and points to the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    for (const rule of ['Disallow: /*/waiting', 'Disallow: /*/complete', 'Disallow: /*/search']) expect(text).toContain(rule);
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  });

  test('sitemap.xml lists shops in every language, their pages and games, and no search or order page', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
    for (const path of [
      '/international',
      '/marketing-and-partnership',
      '/product/mobile-legends',
      '/eg/',
      '/en-eg/',
      '/en-eg/about',
      '/eg/codacash',
      '/my/coda-rewards',
      '/sg/mobile-legends',
    ]) {
      expect(locs, path).toContain(path);
    }
    expect(locs).not.toContain('/sg/coda-rewards');
    expect(locs.filter((path) => /\/(search|waiting|complete)/.test(path))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
  });
});
