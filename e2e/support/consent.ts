import type { BrowserContext } from '@playwright/test';

/**
 * Records a cookie choice before a test opens a page, so the consent banner (shown in Europe-group
 * countries, qa, au, kz, nz, us and on white-label sites; ADR 0010) does not cover the page.
 * `all: false` is "reject all".
 */
export async function chooseCookies(context: BrowserContext, baseURL: string, { all = true, hosts = [] as string[] } = {}) {
  const value = `C0001:1|C0002:${+all}|C0003:${+all}|C0004:${+all}|C0005:${+all}|C0009:${+all}`;
  const base = new URL(baseURL);
  const domains = [base.hostname, ...hosts];
  await context.addCookies(
    domains.flatMap((domain) => [
      { name: 'cookie_consent', value, domain, path: '/' },
      { name: 'cookie_consent_updated', value: new Date().toISOString(), domain, path: '/' },
    ]),
  );
}
