import { describe, expect, it } from 'vitest';
import { asPrivatePage, createPageCache, isPersonalRequest } from './web.ts';

const cacheable = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

function page(body: string, headers: Record<string, string> = {}, status = 200): Response {
  const all = new Headers({ 'cache-control': cacheable, vary: 'Cookie', 'content-type': 'text/html', ...headers });
  return new Response(body, { status, headers: all });
}

function clock(start = 1_000_000) {
  let at = start;
  return {
    now: () => at,
    advance: (ms: number) => {
      at += ms;
    },
  };
}

const noCookie = () => '';
const cookie = (value: string) => (name: string) => (name === 'cookie' ? value : '');

describe('page cache', () => {
  it('keeps only 200 answers that allow shared caching', () => {
    const cache = createPageCache({ maxBytes: 1e6 });
    expect(cache.policy(page('x'))).toEqual({ freshMs: 10_000, staleMs: 60_000, vary: ['cookie'] });
    expect(cache.policy(page('x', {}, 404))).toBeNull();
    expect(cache.policy(page('x', { 'cache-control': 'no-store' }))).toBeNull();
    expect(cache.policy(page('x', { 'cache-control': 'private, s-maxage=10' }))).toBeNull();
    expect(cache.policy(page('x', { 'cache-control': 'public, max-age=60' }))).toBeNull();
    expect(cache.policy(page('x', { vary: '*' }))).toBeNull();
  });

  it('replays a page, set-cookie included, only to requests with the same varying headers', async () => {
    const cache = createPageCache({ maxBytes: 1e6 });
    await cache.store('/sg/', noCookie, page('<p>home</p>', { 'set-cookie': 'country=sg; Path=/' }), 'nonce');

    const hit = cache.lookup('/sg/', noCookie);
    expect(hit?.state).toBe('fresh');
    expect(hit?.page.body.toString()).toBe('<p>home</p>');
    expect(hit?.page.cookies).toEqual(['country=sg; Path=/']);
    expect(hit?.page.headers).toContainEqual(['content-type', 'text/html']);
    expect(cache.lookup('/sg/', cookie('country=sg'))).toBeNull();
    expect(cache.lookup('/my/', noCookie)).toBeNull();
  });

  it('serves a page stale after s-maxage and forgets it after stale-while-revalidate', async () => {
    const time = clock();
    const cache = createPageCache({ maxBytes: 1e6, now: time.now });
    await cache.store('/sg/', noCookie, page('v1'), 'nonce');
    time.advance(10_000);
    expect(cache.lookup('/sg/', noCookie)?.state).toBe('stale');
    time.advance(60_000);
    expect(cache.lookup('/sg/', noCookie)).toBeNull();
  });

  it('refreshes a stale page with one render however many requests see it stale', async () => {
    const time = clock();
    const cache = createPageCache({ maxBytes: 1e6, now: time.now });
    await cache.store('/sg/', noCookie, page('v1'), 'nonce');
    time.advance(11_000);
    let renders = 0;
    let finish!: () => void;
    const rendered = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const render = async () => {
      renders += 1;
      await rendered;
      return page('v2');
    };
    const first = cache.refresh('/sg/', noCookie, 'nonce', render, () => {});
    const second = cache.refresh('/sg/', noCookie, 'nonce', render, () => {});
    expect(cache.lookup('/sg/', noCookie)?.page.body.toString()).toBe('v1');
    finish();
    await Promise.all([first, second]);
    expect(renders).toBe(1);
    const fresh = cache.lookup('/sg/', noCookie);
    expect(fresh?.state).toBe('fresh');
    expect(fresh?.page.body.toString()).toBe('v2');
  });

  it('drops a page whose refresh is no longer cacheable', async () => {
    const time = clock();
    const cache = createPageCache({ maxBytes: 1e6, now: time.now });
    await cache.store('/sg/gone', noCookie, page('v1'), 'nonce');
    time.advance(11_000);
    await cache.refresh(
      '/sg/gone',
      noCookie,
      'nonce',
      async () => page('missing', {}, 404),
      () => {},
    );
    expect(cache.lookup('/sg/gone', noCookie)).toBeNull();
  });

  it('evicts the least recently used pages beyond its size', async () => {
    const cache = createPageCache({ maxBytes: 10 });
    await cache.store('/a', noCookie, page('aaaa'), 'nonce');
    await cache.store('/b', noCookie, page('bbbb'), 'nonce');
    cache.lookup('/a', noCookie);
    await cache.store('/c', noCookie, page('cccc'), 'nonce');
    expect(cache.lookup('/b', noCookie)).toBeNull();
    expect(cache.lookup('/a', noCookie)).not.toBeNull();
    expect(cache.lookup('/c', noCookie)).not.toBeNull();
    expect(cache.size).toBe(2);
  });
});

describe('pages of signed-in shoppers', () => {
  it('treats a request with the access cookie or a bearer token as personal', () => {
    expect(isPersonalRequest(noCookie)).toBe(false);
    expect(isPersonalRequest(cookie('country=sg; store_csrf=abc'))).toBe(false);
    expect(isPersonalRequest(cookie('not_store_access=1'))).toBe(false);
    expect(isPersonalRequest(cookie('country=sg; store_access=eyJ'))).toBe(true);
    expect(isPersonalRequest(cookie('store_access=eyJ'))).toBe(true);
    expect(isPersonalRequest((name) => (name === 'authorization' ? 'Bearer x' : ''))).toBe(true);
  });

  it('marks their pages private so the cache neither keeps them nor a CDN stores them', async () => {
    const cache = createPageCache({ maxBytes: 1e6 });
    const personal = asPrivatePage(page('<p>hello member</p>', { 'set-cookie': 'country=sg' }));
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
    expect(personal.headers.getSetCookie()).toEqual(['country=sg']);
    expect(await personal.text()).toBe('<p>hello member</p>');
    expect(cache.policy(asPrivatePage(page('x')))).toBeNull();
  });
});
