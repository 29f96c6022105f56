import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/** rules.js is a classic worker script: evaluate it as the worker does and read its declarations. */
type Rules = {
  requestKind: (url: URL, scopePath: string, origin: string, mode: string) => string;
  keepablePath: (pathname: string, scopePath: string) => boolean;
  keepableResponse: (status: number, type: string, cacheControl: string | null) => boolean;
  pageKey: (url: URL) => string;
  assetPaths: (html: string) => string[];
  offlineDocument: (html: string) => string;
};
const rules = {} as Rules;
runInNewContext(readFileSync(new URL('./rules.js', import.meta.url), 'utf8'), rules, { filename: 'rules.js' });

const origin = 'https://store.example';
const kind = (path: string, mode = 'cors', scope = '/sg/') => rules.requestKind(new URL(path, origin), scope, origin, mode);

describe('what the shop worker answers for', () => {
  it('takes the shop’s pages and their data, and hashed and public files', () => {
    expect(kind('/sg/', 'navigate')).toBe('page');
    expect(kind('/sg/mobile-legends?utm_source=x', 'navigate')).toBe('page');
    expect(kind('/sg/_.data')).toBe('data');
    expect(kind('/sg/mobile-legends.data?_routes=routes%2Fproduct')).toBe('data');
    expect(kind('/assets/entry.client-Bx1.js')).toBe('asset');
    expect(kind('/favicon.svg')).toBe('static');
    expect(kind('/manifest.webmanifest')).toBe('static');
  });

  it('leaves the API, the providers, other shops and other origins alone', () => {
    expect(kind('/api/orders/ord_1')).toBe('other');
    expect(kind('/api/catalog/products.svg')).toBe('other');
    expect(kind('/sandbox/pay/1', 'navigate')).toBe('other');
    expect(kind('/graphql')).toBe('other');
    expect(kind('/eg/', 'navigate')).toBe('other');
    expect(kind('/en-eg/', 'navigate', '/eg/')).toBe('other');
    expect(kind('/international', 'navigate')).toBe('other');
    expect(rules.requestKind(new URL('https://cdn.example/assets/x.js'), '/sg/', origin, 'cors')).toBe('other');
    // A fetch from a script for a page path is not a navigation.
    expect(kind('/sg/mobile-legends')).toBe('other');
  });

  it('never keeps checkout outcomes, orders or account screens', () => {
    for (const path of [
      '/sg/waiting',
      '/sg/complete',
      '/sg/complete.data',
      '/sg/waiting.data',
      '/sg/sign-in',
      '/sg/sign-up',
      '/sg/user/transactions',
      '/sg/wallet/home',
      '/sg/redeem',
      '/sg/verify',
      '/sg/sw.js',
    ]) {
      expect(rules.keepablePath(path, '/sg/'), path).toBe(false);
    }
    for (const path of [
      '/sg/',
      '/sg/_.data',
      '/sg/mobile-legends',
      '/sg/search/ml',
      '/sg/about',
      '/sg/offline',
      '/sg/completely-new-game',
    ]) {
      expect(rules.keepablePath(path, '/sg/'), path).toBe(true);
    }
    expect(rules.keepablePath('/eg/', '/sg/')).toBe(false);
  });

  it('keeps only whole, successful answers that may be stored', () => {
    expect(rules.keepableResponse(200, 'basic', 'public, max-age=0, s-maxage=10')).toBe(true);
    expect(rules.keepableResponse(200, 'basic', null)).toBe(true);
    expect(rules.keepableResponse(200, 'basic', 'no-store')).toBe(false);
    // The device is the shopper's own: a page private only because it sets a cookie is kept, a personal one is not.
    expect(rules.keepableResponse(200, 'basic', 'private, max-age=0')).toBe(true);
    expect(rules.keepableResponse(200, 'basic', 'private, no-store')).toBe(false);
    expect(rules.keepableResponse(404, 'basic', null)).toBe(false);
    expect(rules.keepableResponse(0, 'opaqueredirect', null)).toBe(false);
    expect(rules.keepableResponse(200, 'opaque', null)).toBe(false);
  });

  it('keeps a page under its path, whatever its query', () => {
    expect(rules.pageKey(new URL('/sg/?utm_source=mail', origin))).toBe(`${origin}/sg/`);
  });
});

describe('pages kept for offline use', () => {
  const html = `<!DOCTYPE html><html lang="ar-EG" dir="rtl"><head><link rel="modulepreload" href="/assets/entry.client-A1.js"/>
<link rel="stylesheet" href="/assets/root-B2.css"/></head><body><main>غير متصل</main>
<script>window.__reactRouterContext = {"url":"/eg/offline"};</script>
<script type="module" async="">import "/assets/manifest-C3.js"; import * as route0 from "/assets/root-D4.js";</script></body></html>`;

  it('finds the hashed files a page loads', () => {
    expect(rules.assetPaths(html).sort()).toEqual([
      '/assets/entry.client-A1.js',
      '/assets/manifest-C3.js',
      '/assets/root-B2.css',
      '/assets/root-D4.js',
    ]);
  });

  it('serves the offline page without its scripts, reloading when the connection returns', () => {
    const page = rules.offlineDocument(html);
    expect(page).not.toContain('__reactRouterContext');
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('/assets/root-D4.js');
    expect(page).toContain('<link rel="stylesheet" href="/assets/root-B2.css"/>');
    expect(page).toContain('dir="rtl"');
    expect(page).toMatch(/<script>addEventListener\("online",.*location\.reload\(\).*<\/script><\/body><\/html>$/);
  });

  it('reloads once the page answers, trying again while the network is still flapping', async () => {
    const script = /<script>(addEventListener\("online".*?)<\/script>/.exec(rules.offlineDocument(html))![1]!;
    const answers = [new Error('offline'), { ok: false }, { ok: true }];
    let online = () => {};
    let reloads = 0;
    const checks: unknown[] = [];
    runInNewContext(script, {
      addEventListener: (_: string, listener: () => void) => {
        online = listener;
      },
      location: {
        href: 'https://store.example/sg/free-fire',
        reload: () => {
          reloads++;
        },
      },
      fetch: (url: string, init: unknown) => {
        checks.push([url, init]);
        const answer = answers.shift()!;
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      },
      setTimeout: (callback: () => void) => {
        queueMicrotask(callback);
      },
    });
    expect(checks).toHaveLength(0);
    online();
    await vi.waitFor(() => expect(reloads).toBe(1));
    expect(checks).toEqual(Array(3).fill(['https://store.example/sg/free-fire', { method: 'HEAD', cache: 'no-store' }]));
  });
});
