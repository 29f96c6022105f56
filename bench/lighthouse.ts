// Lighthouse on Debian's Chromium, with Lighthouse's default (mobile) settings: a Moto G-class
// screen, simulated slow 4G and a 4× slower CPU. Reports the four category scores and the page's
// first-load JavaScript as the bytes a gzip-only client receives (the budget's unit; browsers that
// accept brotli, Chromium among them, receive less).
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type PageReport = {
  url: string;
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  /** Scripts the page requested before its load event: what its first load needs. */
  firstLoadJsGzipBytes: number;
  scripts: number;
  /** Scripts fetched after the load event (an overlay the browser's own events open, such as the install offer). */
  afterLoad: { gzipBytes: number; names: string[] };
  failedAudits: string[];
  /** Lighthouse's own failure (no paint seen, a protocol timeout), when it could not measure the page. */
  runtimeError?: string;
  /** Runs Lighthouse failed to record before the one reported (their error codes). */
  unrecorded: string[];
  /** Simulated metrics in ms (CLS unitless), and the first contentful paint the unthrottled load observed. */
  metrics: { fcp: number; lcp: number; tbt: number; si: number; cls: number; observedFcp: number; observedLoad: number };
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type NetworkItem = { url: string; resourceType?: string; networkRequestTime?: number };

/**
 * The body bytes the store sends for `url` to a client that accepts gzip only, as sent (files under
 * 1 kB are not worth compressing and travel as they are).
 */
function gzipTransferBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

async function gzipBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) total += await gzipTransferBytes(url);
  return total;
}

export async function auditPages(urls: string[]): Promise<PageReport[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const reports: PageReport[] = [];
    for (const url of urls) {
      // One discarded run warms the server's page cache and the OS, as a returning CDN would be.
      await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      // Now and then Lighthouse fails to record its own trace (NO_NAVSTART: the navigation's start
      // is missing from it) and scores nothing. Such a run measured nothing, so it is run again,
      // and the report says how often that happened.
      const unrecorded: string[] = [];
      let lhr;
      for (;;) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        lhr = result.lhr;
        if (!lhr.runtimeError || unrecorded.length === 2) break;
        unrecorded.push(lhr.runtimeError.code);
      }
      // LIGHTHOUSE_JSON_DIR keeps each page's full report, to read which metrics lose points.
      const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
      if (jsonDir) {
        const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
        writeFileSync(path.join(jsonDir, `${name}.json`), JSON.stringify(lhr, null, 1));
      }
      const network = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
      // Both times count from the navigation's start, unthrottled: what was asked for before the
      // load event is the first load; what came after (the install offer, once the browser offers
      // installation) is reported beside it.
      const loadedAt = observed.observedLoad ?? Infinity;
      const scriptItems = network.filter((item) => item.resourceType === 'Script');
      const scripts = scriptItems.filter((item) => (item.networkRequestTime ?? 0) <= loadedAt).map((item) => item.url);
      const later = scriptItems.filter((item) => (item.networkRequestTime ?? 0) > loadedAt).map((item) => item.url);
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      reports.push({
        url,
        metrics: {
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          si: value('speed-index'),
          cls: value('cumulative-layout-shift'),
          observedFcp: observed.observedFirstContentfulPaint ?? Number.NaN,
          observedLoad: observed.observedLoad ?? Number.NaN,
        },
        unrecorded,
        ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as PageReport['scores'],
        firstLoadJsGzipBytes: await gzipBytes(scripts),
        scripts: scripts.length,
        afterLoad: { gzipBytes: await gzipBytes(later), names: later.map((url) => new URL(url).pathname.replace(/^.*\//, '')) },
        failedAudits: Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 0.9 &&
              audit.scoreDisplayMode !== 'informative' &&
              audit.scoreDisplayMode !== 'notApplicable' &&
              audit.scoreDisplayMode !== 'manual',
          )
          .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
      });
    }
    return reports;
  } finally {
    chrome.kill();
  }
}

export function printReports(reports: PageReport[]) {
  console.log('\nLighthouse (mobile: simulated slow 4G, 4× CPU slowdown)                goal: 98 / 100 / 100 / 100, JS ≤ 120 kB gzip');
  console.log(
    ['page'.padEnd(48), 'perf'.padStart(5), 'a11y'.padStart(5), 'b-p'.padStart(5), 'seo'.padStart(5), 'JS gzip'.padStart(10)].join(' '),
  );
  for (const report of reports) {
    console.log(
      [
        new URL(report.url).pathname.padEnd(48),
        String(report.scores.performance).padStart(5),
        String(report.scores.accessibility).padStart(5),
        String(report.scores['best-practices']).padStart(5),
        String(report.scores.seo).padStart(5),
        `${(report.firstLoadJsGzipBytes / 1000).toFixed(1)} kB`.padStart(10),
      ].join(' '),
    );
    if (report.unrecorded.length) console.log(`  measured again after Lighthouse failed to record: ${report.unrecorded.join(', ')}`);
    if (report.runtimeError) console.log(`  Lighthouse could not measure this page: ${report.runtimeError}`);
    const m = report.metrics;
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    // Lantern (the simulation) counts every request that ended before the observed first paint, so
    // a late observed paint (see ADR 0018) moves all scripts into FCP and LCP.
    console.log(
      `  FCP ${s(m.fcp)}  LCP ${s(m.lcp)}  TBT ${Math.round(m.tbt)} ms  SI ${s(m.si)}  CLS ${m.cls.toFixed(3)}  (observed: first paint ${s(m.observedFcp)}, load ${s(m.observedLoad)}; ${report.scripts} scripts)`,
    );
    if (report.afterLoad.names.length) {
      console.log(
        `  after the load event: ${(report.afterLoad.gzipBytes / 1000).toFixed(1)} kB more (${report.afterLoad.names.join(', ')})`,
      );
    }
    if (report.failedAudits.length) console.log(`  below 90: ${report.failedAudits.join(', ')}`);
  }
}
