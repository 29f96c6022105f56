import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPublisherPlayers } from '@store/db';
import { eq } from '@store/db/orm';
import { DEMO_COUNTRY, DEMO_PRODUCT, DEMO_PRODUCT_WITHOUT_ZONE, demo } from '@store/db/seed';
import { NICKNAME_MATCHES_MAX, type PlayerMatch } from '@store/contracts';
import { databaseKinds } from '../../testing/database.ts';
import { startStore, type Store } from '../../testing/store.ts';
import { sandboxNickname } from '../../providers/publisher/index.ts';

// Commerce §3's nickname search, docs/decisions/0055: GET /api/order/players finds at most 5 players
// of a product whose publisher supports it, by normalised nickname, through the sandbox publisher.

type Answer = { status: number; body: { resultCode: number; resultMessage: string; data: unknown } };

async function search(store: Store, params: Record<string, string>, remoteAddress = '127.0.0.1'): Promise<Answer> {
  const query = new URLSearchParams({ countryCode: DEMO_COUNTRY, productSlug: DEMO_PRODUCT_WITHOUT_ZONE, ...params });
  const response = await store.app.inject({ method: 'GET', url: `/api/order/players?${query}`, remoteAddress });
  return { status: response.statusCode, body: response.json() };
}

const found = (answer: Answer) => {
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe(0);
  expect(answer.status).toBe(200);
  return answer.body.data as PlayerMatch[];
};
const nicknames = (answer: Answer) => found(answer).map((player) => player.nickname);

describe.each(databaseKinds)('nickname search on %s', (kind) => {
  let store: Store;
  beforeAll(async () => {
    store = await startStore(kind);
  });
  afterAll(async () => store?.close());

  it('finds players by the start of their nickname, whole names and starts first', async () => {
    const players = found(await search(store, { q: 'Zoë' }));
    // "Zoé" and "Zoë" are both the whole query once accents are folded; then the shortest starts.
    expect(players.map((p) => p.nickname)).toEqual(['Zoé', 'Zoë', 'zoey99', 'ZOEKING', 'ZoëStorm']);
    // Only what a shopper needs to pick a player: no zone for a game without zones.
    for (const player of players) {
      expect(Object.keys(player).sort()).toEqual(['level', 'nickname', 'userId', 'zoneId']);
      expect(player.userId).toMatch(/^[1-6]\d{6}[1-8]$/);
      expect(player.zoneId).toBeNull();
      expect(player.level).toBeGreaterThanOrEqual(1);
    }
  });

  it('finds by a part inside the nickname, whatever the case and the accents, in any script', async () => {
    expect(nicknames(await search(store, { q: 'LUKAS' }))).toEqual(['Ĺukáš', 'LukasPro', 'Łukasz_PL']);
    expect(nicknames(await search(store, { q: 'ironside' }))).toEqual(['Björn_Ironside']);
    expect(nicknames(await search(store, { q: 'bjorn' }))).toEqual(['Björn_Ironside']);
    expect(nicknames(await search(store, { q: 'ミクの' }))).toEqual(['ミクの歌姫']);
    expect(nicknames(await search(store, { q: '音ミク' }))).toEqual(['初音ミク']);
    // Half-width kana and full-width Latin are the same letters once normalised (NFKC).
    expect(nicknames(await search(store, { q: 'ﾐｸﾐｸ' }))).toEqual(['ミクミク']);
    expect(nicknames(await search(store, { q: 'Ｄｍｉｔ' }))).toEqual([]);
    expect(nicknames(await search(store, { q: 'Дмит' }))).toEqual(['Дмитрий']);
    expect(nicknames(await search(store, { q: 'الفارس' }))).toEqual(['محمد_الفارس']);
    expect(nicknames(await search(store, { q: 'strasse' }))).toEqual(['Straße_King']);
    expect(found(await search(store, { q: 'nobody-here' }))).toEqual([]);
  });

  it('answers at most 5 players, however many match', async () => {
    // Every generated name holds one of these animals; dozens match, five are answered.
    for (const q of ['wolf', 'dragon', 'falcon', 'zoe']) expect(found(await search(store, { q }))).toHaveLength(NICKNAME_MATCHES_MAX);
    // A LIKE wildcard is a character like any other, not a way to list everyone.
    expect(found(await search(store, { q: '%%%' }))).toEqual([]);
    expect(found(await search(store, { q: '___' }))).toEqual([]);
  });

  it('searches in the zone asked for, and names each player’s zone, for a game with zones', async () => {
    const all = found(await search(store, { productSlug: DEMO_PRODUCT, q: 'zoe' }));
    expect(all).toHaveLength(5);
    for (const player of all) expect(player.zoneId).toMatch(/^\d{4}$/);
    const zone = all[2]!.zoneId!;
    const inZone = found(await search(store, { productSlug: DEMO_PRODUCT, q: 'zoe', zoneId: zone }));
    expect(inZone.map((p) => p.userId)).toContain(all[2]!.userId);
    for (const player of inZone) expect(player.zoneId).toBe(zone);
  });

  it('refuses a query under 3 characters with "invalid parameters"', async () => {
    for (const q of ['zo', 'ミク', '  z ', 'Z\u0308o']) {
      const answer = await search(store, { q });
      expect(answer.status, q).toBe(400);
      expect(answer.body).toMatchObject({ resultCode: 227, data: { fields: [{ path: 'q', code: 'tooShort' }] } });
    }
    const missing = await store.app.inject({ method: 'GET', url: `/api/order/players?countryCode=${DEMO_COUNTRY}&productSlug=free-fire` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().resultCode).toBe(227);
    const tooLong = await search(store, { q: 'x'.repeat(33) });
    expect(tooLong.body.resultCode).toBe(227);
  });

  it('refuses a product whose publisher has no nickname search, a voucher and an unknown product, never with a 500', async () => {
    const voucher = demo.product('steam-wallet');
    expect(voucher.kind).toBe('voucher');
    for (const productSlug of ['pubg-mobile', voucher.slug]) {
      const answer = await search(store, { productSlug, q: 'zoe' });
      expect(answer.status, productSlug).toBe(400);
      expect(answer.body).toMatchObject({
        resultCode: 227,
        data: { fields: [{ path: 'productSlug', code: 'nicknameSearchUnsupported' }] },
      });
    }
    const unknown = await search(store, { productSlug: 'no-such-game', q: 'zoe' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.resultCode).toBe(239);
  });

  it('answers "server temporarily unavailable" when the publisher is unavailable', async () => {
    store.sandbox.publisher.failNext(1);
    const answer = await search(store, { q: 'zoe' });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ resultCode: 98, data: null });
    // The next search is answered again.
    expect(found(await search(store, { q: 'zoe' }))).toHaveLength(5);
  });

  it('finds a player a shopper has verified, by their nickname, with the zone they were verified in', async () => {
    const userId = '43218765';
    const nickname = sandboxNickname(userId);
    const before = await search(store, { productSlug: DEMO_PRODUCT, q: nickname, zoneId: '4321' });
    expect(found(before).map((p) => p.userId)).not.toContain(userId);
    const verified = await store.app.inject({
      method: 'POST',
      url: '/api/order/validate-player',
      payload: { countryCode: DEMO_COUNTRY, productSlug: DEMO_PRODUCT, userId, zoneId: '4321' },
    });
    expect(verified.json()).toMatchObject({ resultCode: 0, data: { userId, zoneId: '4321', nickname } });
    const again = found(await search(store, { productSlug: DEMO_PRODUCT, q: nickname.slice(2).toUpperCase(), zoneId: '4321' }));
    expect(again).toContainEqual({ userId, zoneId: '4321', nickname, level: expect.any(Number) });
    // Kept by the publisher, per game: the same player is not found in another game.
    const rows = await store.database.db.select().from(sandboxPublisherPlayers).where(eq(sandboxPublisherPlayers.userId, userId));
    expect(rows.map((row) => [row.game, row.zoneId])).toEqual([[DEMO_PRODUCT, '4321']]);
    expect(found(await search(store, { q: nickname })).map((p) => p.userId)).not.toContain(userId);
  });

  it('a player found is verified under the nickname the search showed', async () => {
    const [player] = found(await search(store, { productSlug: DEMO_PRODUCT, q: 'Ĺukáš' }));
    const verified = await store.app.inject({
      method: 'POST',
      url: '/api/order/validate-player',
      payload: { countryCode: DEMO_COUNTRY, productSlug: DEMO_PRODUCT, userId: player!.userId, zoneId: player!.zoneId },
    });
    expect(verified.json()).toMatchObject({ resultCode: 0, data: { userId: player!.userId, nickname: 'Ĺukáš' } });
  });
});

describe.each(databaseKinds)('nickname search rate limit on %s', (kind) => {
  let store: Store;
  beforeAll(async () => {
    store = await startStore(kind, { env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await store?.close();
  });

  it('answers the fourth search in a minute from one address with "wait 5 seconds", and other addresses still', async () => {
    for (let i = 0; i < 3; i++) expect((await search(store, { q: `zoe${i}` }, '10.0.1.1')).status).toBe(200);
    const limited = await search(store, { q: 'zoe' }, '10.0.1.1');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ resultCode: 10001, resultMessage: 'Please wait 5 seconds before trying again.', data: null });
    expect(found(await search(store, { q: 'zoe' }, '10.0.1.2'))).toHaveLength(5);
  });
});
