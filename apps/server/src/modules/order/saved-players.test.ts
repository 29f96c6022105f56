import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedPlayers } from '@store/db';
import { eq } from '@store/db/orm';
import { DEMO_COUNTRY, DEMO_PRODUCT, DEMO_PRODUCT_WITHOUT_ZONE } from '@store/db/seed';
import { SAVED_PLAYERS_PER_PRODUCT, type SavedPlayer } from '@store/contracts';
import { startStore, type Store } from '../../testing/store.ts';
import { databaseKinds } from '../../testing/database.ts';
import { TestBrowser, type Answer } from '../../testing/browser.ts';
import { signedInShopper } from '../../testing/shoppers.ts';

// Commerce §3, docs/decisions/0040: a signed-in shopper's last 5 validated players per product,
// most recently used first, without doubles; removable; nobody else's; nothing kept for a guest.

const players = (answer: Answer) => {
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data as SavedPlayer[];
};
const list = (browser: TestBrowser, productSlug = DEMO_PRODUCT) =>
  browser.get(`/api/order/saved-players?countryCode=${DEMO_COUNTRY}&productSlug=${productSlug}`);
const validate = async (browser: TestBrowser, userId: string, zoneId?: string, productSlug = DEMO_PRODUCT) => {
  const answer = await browser.post('/api/order/validate-player', {
    countryCode: DEMO_COUNTRY,
    productSlug,
    userId,
    ...(zoneId ? { zoneId } : {}),
  });
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe(0);
};

describe.each(databaseKinds)('saved players on %s', (kind) => {
  let store: Store;
  beforeAll(async () => {
    store = await startStore(kind);
  });
  afterAll(async () => {
    await store?.close();
  });

  it('keeps the last 5 validated players per product, most recent first, each once', async () => {
    const { browser } = await signedInShopper(store.app, { countryCode: DEMO_COUNTRY });
    expect(players(await list(browser))).toEqual([]);
    for (const id of ['11111111', '22222222', '33333333', '44444444', '55555555', '66666666']) await validate(browser, id, '2001');
    // The same player again moves up instead of being kept twice; another zone is another player.
    await validate(browser, '33333333', '2001');
    await validate(browser, '33333333', '2002');
    const saved = players(await list(browser));
    expect(saved.map((p) => `${p.userId}/${p.zoneId}`)).toEqual([
      '33333333/2002',
      '33333333/2001',
      '66666666/2001',
      '55555555/2001',
      '44444444/2001',
    ]);
    expect(saved).toHaveLength(SAVED_PLAYERS_PER_PRODUCT);
    expect(saved[0]!.nickname).not.toBe('');
    // Per product: another game's list is its own, and a game without zones keeps none.
    await validate(browser, '77777771', undefined, DEMO_PRODUCT_WITHOUT_ZONE);
    expect(players(await list(browser, DEMO_PRODUCT_WITHOUT_ZONE))).toEqual([
      expect.objectContaining({ userId: '77777771', zoneId: null }),
    ]);
    expect(players(await list(browser))).toHaveLength(SAVED_PLAYERS_PER_PRODUCT);
  });

  it('removes one saved player, and only with the anti-forgery token', async () => {
    const { browser, userId } = await signedInShopper(store.app, { countryCode: DEMO_COUNTRY });
    await validate(browser, '12121212', '2001');
    await validate(browser, '34343434', '2001');
    const body = { countryCode: DEMO_COUNTRY, productSlug: DEMO_PRODUCT, userId: '12121212', zoneId: '2001' };
    const forged = await browser.post('/api/order/saved-players/remove', body, { csrf: false });
    expect(forged.status).toBe(403);
    expect(players(await list(browser))).toHaveLength(2);
    const left = players(await browser.post('/api/order/saved-players/remove', body));
    expect(left.map((p) => p.userId)).toEqual(['34343434']);
    // Removing one that is not there changes nothing.
    expect(players(await browser.post('/api/order/saved-players/remove', body)).map((p) => p.userId)).toEqual(['34343434']);
    const rows = await store.database.db.select().from(savedPlayers).where(eq(savedPlayers.userId, userId));
    expect(rows.map((r) => r.playerUserId)).toEqual(['34343434']);
  });

  it('shows a shopper only their own players, keeps nothing for a guest, and refuses bad input with a catalogued error', async () => {
    const ann = await signedInShopper(store.app, { countryCode: DEMO_COUNTRY });
    const bob = await signedInShopper(store.app, { countryCode: DEMO_COUNTRY });
    await validate(ann.browser, '56565656', '2001');
    expect(players(await list(bob.browser))).toEqual([]);
    // Bob cannot remove Ann's player: his own list is what the call acts on.
    await bob.browser.post('/api/order/saved-players/remove', {
      countryCode: DEMO_COUNTRY,
      productSlug: DEMO_PRODUCT,
      userId: '56565656',
      zoneId: '2001',
    });
    expect(players(await list(ann.browser)).map((p) => p.userId)).toEqual(['56565656']);

    const guest = new TestBrowser(store.app);
    const before = (await store.database.db.select().from(savedPlayers)).length;
    await validate(guest, '78787878', '2001');
    expect((await store.database.db.select().from(savedPlayers)).length).toBe(before);
    const refused = await list(guest);
    expect(refused.status).toBe(401);

    for (const url of [
      `/api/order/saved-players?countryCode=${DEMO_COUNTRY}&productSlug=NOT%20A%20SLUG`,
      `/api/order/saved-players?countryCode=${DEMO_COUNTRY}`,
      `/api/order/saved-players?countryCode=${DEMO_COUNTRY}&productSlug=no-such-game`,
    ]) {
      const answer = await ann.browser.get(url);
      expect(answer.status, url).toBeGreaterThanOrEqual(400);
      expect(answer.status, url).toBeLessThan(500);
      expect(answer.body.resultCode, url).not.toBe(0);
    }
    const bad = await ann.browser.post('/api/order/saved-players/remove', {
      countryCode: DEMO_COUNTRY,
      productSlug: DEMO_PRODUCT,
      userId: '<x>',
    });
    expect(bad.status).toBe(400);
    expect(players(await list(ann.browser))).toHaveLength(1);
  });
});
