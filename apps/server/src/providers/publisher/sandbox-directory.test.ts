import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@store/db';
import { NICKNAME_MATCHES_MAX, nicknameSearchKey, type PlayerField } from '@store/contracts';
import { createTestDatabase } from '../../testing/database.ts';
import { bestMatches, sandboxDirectory, type DirectoryPlayer } from './sandbox-directory.ts';
import { createSandboxPublisher, sandboxNickname } from './sandbox.ts';

// The sandbox publisher's players by nickname (docs/decisions/0055): a seeded directory per game,
// and every player it has validated.

const zoneGame: PlayerField[] = [{ kind: 'userId' }, { kind: 'zone-number' }];
const serverGame: PlayerField[] = [
  { kind: 'userId' },
  {
    kind: 'server',
    servers: [
      { id: 'os-asia', label: 'asia' },
      { id: 'os-euro', label: 'europe' },
    ],
  },
];
const plainGame: PlayerField[] = [{ kind: 'userId' }];

describe('the nickname search key', () => {
  it.each([
    ['Zoë', 'zoe'],
    ['ZOË', 'zoe'],
    ['Ĺukáš', 'lukas'],
    ['Łukasz', 'lukasz'],
    ['Straße', 'strasse'],
    ['Ｚｏｅ', 'zoe'],
    ['ﾐｸ', 'ミク'],
    ['ガンダム', 'ガンダム'],
    ['Z\u0308oe', 'zoe'],
    ['مُحَمَّد', 'محمد'],
    ['  Big   Boss ', 'big boss'],
  ])('%s → %s', (text, key) => {
    expect(nicknameSearchKey(text)).toBe(key);
  });
});

describe('the seeded directory', () => {
  it('is the same on every start, per game, with ids the sandbox checks and credits', () => {
    const first = sandboxDirectory('mobile-legends', zoneGame);
    expect(sandboxDirectory('mobile-legends', zoneGame)).toEqual(first);
    expect(first.length).toBeGreaterThanOrEqual(50);
    expect(new Set(first.map((p) => p.userId)).size).toBe(first.length);
    for (const player of first) {
      // Not 0 or 9 at the end (not found, not eligible), not 7 or 8 at the start (failing top-ups).
      expect(player.userId).toMatch(/^[1-6]\d{6}[1-8]$/);
      expect(player.zoneId).toMatch(/^\d{4}$/);
      expect(player.level).toBeGreaterThanOrEqual(1);
      expect(player.level).toBeLessThanOrEqual(120);
    }
    // Another game has other ids for the same names.
    const other = sandboxDirectory('free-fire', plainGame);
    expect(other.map((p) => p.nickname)).toEqual(first.map((p) => p.nickname));
    expect(other.map((p) => p.userId)).not.toEqual(first.map((p) => p.userId));
  });

  it('places players in the game’s own zones or servers, or none', () => {
    expect(sandboxDirectory('free-fire', plainGame).every((p) => p.zoneId === null)).toBe(true);
    const servers = new Set(sandboxDirectory('genshin-impact', serverGame).map((p) => p.zoneId));
    expect([...servers].sort()).toEqual(['os-asia', 'os-euro']);
  });

  it('holds names in several scripts and with accents', () => {
    const names = sandboxDirectory('free-fire', plainGame).map((p) => p.nickname);
    for (const name of ['Zoë', 'Ĺukáš', 'ミクの歌姫', '初音ミク', 'Дмитрий', 'محمد_الفارس', '김민준', 'Ζωή']) expect(names).toContain(name);
  });
});

describe('matching', () => {
  const players: DirectoryPlayer[] = [
    { userId: '11111111', zoneId: '1001', nickname: 'ProZoe', level: 1 },
    { userId: '22222222', zoneId: '1001', nickname: 'Zoë', level: 1 },
    { userId: '33333333', zoneId: '2002', nickname: 'ZoeyStorm', level: 1 },
    { userId: '44444444', zoneId: '1001', nickname: 'Zoey', level: 1 },
    { userId: '22222222', zoneId: '1001', nickname: 'Zoë', level: 1 },
  ];

  it('puts the whole name first, then starts, shorter first, then names holding it; each player once', () => {
    expect(bestMatches(players, 'ZOE').map((p) => p.nickname)).toEqual(['Zoë', 'Zoey', 'ZoeyStorm', 'ProZoe']);
  });

  it('keeps to the zone asked for', () => {
    expect(bestMatches(players, 'zoe', '2002').map((p) => p.userId)).toEqual(['33333333']);
  });

  it('answers at most 5', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ userId: `1234567${i % 9}${i}`, zoneId: null, nickname: `Zoe${i}`, level: 1 }));
    expect(bestMatches(many, 'zoe')).toHaveLength(NICKNAME_MATCHES_MAX);
  });
});

describe('the sandbox publisher’s search', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });
  const publisherWith = (options: { latencyMs?: number; failureRate?: number; random?: () => number } = {}) =>
    createSandboxPublisher({
      db: database.db,
      latencyMs: options.latencyMs ?? 0,
      failureRate: options.failureRate ?? 0,
      gamePlayerFields: async () => zoneGame,
      ...(options.random ? { random: options.random } : {}),
    });

  it('refuses a query under 3 characters with 227', async () => {
    const publisher = publisherWith();
    expect(await publisher.searchPlayers({ game: 'mobile-legends', query: 'Zö', countryCode: 'sg' })).toEqual({ ok: false, code: 227 });
    expect(await publisher.searchPlayers({ game: 'mobile-legends', query: ' ミク ', countryCode: 'sg' })).toEqual({ ok: false, code: 227 });
  });

  it('takes as long as a validation, and fails with 98 at its failure rate and when told to', async () => {
    const slow = publisherWith({ latencyMs: 60 });
    const started = Date.now();
    expect((await slow.searchPlayers({ game: 'mobile-legends', query: 'zoe', countryCode: 'sg' })).ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    const flaky = publisherWith({ failureRate: 0.5, random: () => 0.4 });
    expect(await flaky.searchPlayers({ game: 'mobile-legends', query: 'zoe', countryCode: 'sg' })).toEqual({ ok: false, code: 98 });
    const told = publisherWith();
    told.failNext(1);
    expect(await told.searchPlayers({ game: 'mobile-legends', query: 'zoe', countryCode: 'sg' })).toEqual({ ok: false, code: 98 });
    expect((await told.searchPlayers({ game: 'mobile-legends', query: 'zoe', countryCode: 'sg' })).ok).toBe(true);
  });

  it('finds a validated player again, on the same database after a restart, and a directory player under its own nickname', async () => {
    const userId = '31415926';
    const nickname = sandboxNickname(userId);
    expect(await publisherWith().validateUser({ game: 'mobile-legends', userId, zoneId: '2718', countryCode: 'sg' })).toEqual({
      ok: true,
      nickname,
    });
    // A new publisher on the same tables: what it validated is still known.
    const restarted = publisherWith();
    const found = await restarted.searchPlayers({
      game: 'mobile-legends',
      query: nickname.toLowerCase(),
      countryCode: 'sg',
      zoneId: '2718',
    });
    expect(found).toEqual({ ok: true, players: [expect.objectContaining({ userId, zoneId: '2718', nickname })] });
    const listed = sandboxDirectory('mobile-legends', zoneGame).find((p) => p.nickname === 'Ĺukáš')!;
    expect(
      await restarted.validateUser({ game: 'mobile-legends', userId: listed.userId, zoneId: listed.zoneId, countryCode: 'sg' }),
    ).toEqual({
      ok: true,
      nickname: 'Ĺukáš',
    });
  });
});
