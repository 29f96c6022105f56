import { SITE_FEATURES, STORE_SITE, type Site, type SiteFeatures } from '@store/contracts';
import type { Db } from '@store/db';
import { createCache } from '../../plugins/cache.ts';
import { normalizeHost } from './host.ts';
import { siteLogoSvg } from './logo.ts';
import { createSiteRepository, type SiteRow } from './repository.ts';

/** The site a request is for, and whether that site is blocked (shell §3, §6). */
export type ResolvedSite = { site: Site; blocked: boolean };

export type SiteServiceOptions = {
  /** What a Host no site claims gets: the store's own site, or the blocked-host page. */
  unknownHosts: 'store' | 'blocked';
  /** How long the sites are kept in memory; a change (a site blocked) shows within it. */
  cacheTtlMs?: number;
  now?: () => number;
  log?: { warn(obj: object, msg?: string): void };
};

type Snapshot = {
  byHost: Map<string, ResolvedSite>;
  byId: Map<number, ResolvedSite>;
  rows: Map<number, SiteRow>;
  /** Host header values as they arrived, resolved: a request's Host is nearly always one seen before. */
  byRawHost: Map<string, ResolvedSite>;
};

/** Host headers are client input: the memo of raw values is bounded, and simply starts over when full. */
const RAW_HOST_MEMO_MAX = 1_000;

/** A switch the row does not name is on: a switch added later does not vanish from existing sites. */
function toFeatures(switches: Record<string, boolean>): SiteFeatures {
  return Object.fromEntries(SITE_FEATURES.map((name) => [name, switches[name] !== false])) as SiteFeatures;
}

function toSite(row: SiteRow): Site {
  return {
    id: row.id,
    theme: row.theme === 'store' ? 'store' : 'whitelabel',
    hostname: row.hostname,
    name: row.name,
    logo: row.logo,
    tagline: row.tagline,
    features: toFeatures(row.features),
  };
}

/**
 * White-label sites (shell §3) resolved by host name. All sites are read at once and kept in
 * memory for a short while (the cache layer, ADR 0027: one entry, one load at a time), so
 * resolving the Host of a request is a map look-up; a failed reload keeps serving the sites last
 * read for another period.
 */
export function createSiteService(db: Db, options: SiteServiceOptions) {
  const repository = createSiteRepository(db);
  const now = options.now ?? Date.now;
  const ttl = options.cacheTtlMs ?? 30_000;
  const snapshots = createCache<Snapshot>({
    ttlMs: ttl,
    max: 1,
    now,
    keepOnError: (err) => options.log?.warn({ err }, 'sites could not be reloaded; serving the last ones read'),
  });

  async function load(): Promise<Snapshot> {
    const rows = await repository.listSites();
    const byHost = new Map<string, ResolvedSite>();
    const byId = new Map<number, ResolvedSite>();
    for (const row of rows) {
      const resolved = { site: toSite(row), blocked: row.status === 'blocked' };
      byHost.set(row.hostname, resolved);
      byId.set(row.id, resolved);
    }
    return { byHost, byId, rows: new Map(rows.map((row) => [row.id, row])), byRawHost: new Map() };
  }

  const current = () => snapshots.get('sites', load);

  function fromSnapshot(snap: Snapshot, rawHost: string | undefined): ResolvedSite {
    if (rawHost === undefined) return resolveIn(snap, rawHost);
    let resolved = snap.byRawHost.get(rawHost);
    if (resolved) return resolved;
    resolved = resolveIn(snap, rawHost);
    if (snap.byRawHost.size >= RAW_HOST_MEMO_MAX) snap.byRawHost.clear();
    snap.byRawHost.set(rawHost, resolved);
    return resolved;
  }

  function resolveIn(snap: Snapshot, rawHost: string | undefined): ResolvedSite {
    const host = normalizeHost(rawHost);
    const found = host ? snap.byHost.get(host) : undefined;
    if (found) return found;
    const store = snap.byId.get(STORE_SITE.id) ?? { site: STORE_SITE, blocked: false };
    return options.unknownHosts === 'blocked' ? { site: store.site, blocked: true } : store;
  }

  return {
    /** The site of a Host header value; unknown hosts get the store's site or are blocked, as configured. */
    async resolveHost(rawHost: string | undefined): Promise<ResolvedSite> {
      return fromSnapshot(await current(), rawHost);
    },

    /** The same without waiting, when the sites in memory are fresh; undefined otherwise. */
    resolveHostNow(rawHost: string | undefined): ResolvedSite | undefined {
      const held = snapshots.fresh('sites');
      return held && fromSnapshot(held, rawHost);
    },

    async getSite(id: number): Promise<ResolvedSite | null> {
      return (await current()).byId.get(id) ?? null;
    },

    /**
     * The origin a site is visited on: the store's public URL with the site's host name (same
     * scheme and port), or the public URL itself for the store's own site and unknown ids.
     */
    async originOf(id: number, publicUrl: string): Promise<string> {
      const found = id === STORE_SITE.id ? undefined : (await current()).byId.get(id);
      if (!found) return publicUrl;
      const url = new URL(publicUrl);
      url.hostname = found.site.hostname;
      return url.origin;
    },

    /** The generated SVG logo of a site, or null for an unknown id. */
    async logoSvg(id: number): Promise<string | null> {
      const row = (await current()).rows.get(id);
      return row ? siteLogoSvg(row.name, row.logoArt) : null;
    },

    /** Forget the sites in memory (after an operator's change, and in tests). */
    clearCache(): void {
      snapshots.clear();
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
