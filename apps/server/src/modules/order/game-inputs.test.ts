import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from '@store/db/orm';
import { orders, sandboxPublisherCredits, type Database } from '@store/db';
import { DEMO_COUNTRY, demo } from '@store/db/seed';
import { OrderStatus, type Envelope, type ProductDetail } from '@store/contracts';
import { databaseKinds } from '../../testing/database.ts';
import {
  openPaymentPage,
  orderRequest,
  postOrder,
  pressOnPaymentPage,
  startStore,
  waitForStatus,
  type Store,
} from '../../testing/store.ts';

// Docs/decisions/0044: the player inputs each game's publisher needs, described by the catalogue,
// checked by the store with the rules the checkout form uses, and carried to the publisher.

const RIOT_GAME = 'valorant';
const SERVER_GAME = 'genshin-impact';
const CHARACTER_GAME = 'ragnarok-x';

describe.each(databaseKinds)('game-specific player inputs on %s', (kind) => {
  let database: Database;
  let store: Store;
  beforeAll(async () => {
    store = await startStore(kind);
    database = store.database;
  });
  afterAll(async () => {
    await store?.close();
  });

  const validate = async (body: Record<string, unknown>) => {
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/order/validate-player',
      payload: { countryCode: DEMO_COUNTRY, ...body },
    });
    return { status: response.statusCode, body: response.json() as Envelope<unknown> };
  };
  const order = (productSlug: string, player: Record<string, string | undefined>) =>
    postOrder(
      store.app,
      orderRequest({ productSlug, denominationId: demo.denomination(productSlug, DEMO_COUNTRY).id, zoneId: undefined, ...player }),
    );
  const fieldsOf = (body: Envelope<unknown>) => (body.data as { fields?: unknown } | null)?.fields;
  const deliver = async (orderId: string, paymentUrl: string) => {
    await openPaymentPage(store.app, paymentUrl);
    await pressOnPaymentPage(store.app, paymentUrl, 'approve');
    await waitForStatus(store.app, orderId, OrderStatus.FulfillmentCompleted);
    const [credit] = await database.db.select().from(sandboxPublisherCredits).where(eq(sandboxPublisherCredits.transactionId, orderId));
    return credit!;
  };

  it('describes each product’s player inputs in the catalogue', async () => {
    const product = async (slug: string) =>
      ((await store.app.inject({ url: `/api/catalog/${DEMO_COUNTRY}/products/${slug}` })).json() as Envelope<ProductDetail>).data!;
    expect((await product(RIOT_GAME)).playerFields).toEqual([{ kind: 'riotId' }]);
    expect((await product(SERVER_GAME)).playerFields).toEqual([
      { kind: 'userId' },
      {
        kind: 'server',
        servers: [
          { id: 'os-usa', label: 'america' },
          { id: 'os-euro', label: 'europe' },
          { id: 'os-asia', label: 'asia' },
          { id: 'os-cht', label: 'twHkMo' },
        ],
      },
    ]);
    expect((await product(CHARACTER_GAME)).playerFields.map((field) => field.kind)).toEqual(['userId', 'server', 'characterName']);
    expect((await product('mobile-legends')).playerFields).toEqual([{ kind: 'userId' }, { kind: 'zone-number' }]);
  });

  it('refuses a Riot ID not written Name#TAG with −222, at the check and at the order, and takes a good one', async () => {
    for (const userId of ['Faker', 'Fa#KR1', 'Faker#K']) {
      const checked = await validate({ productSlug: RIOT_GAME, userId });
      expect([checked.status, checked.body.resultCode], userId).toEqual([400, -222]);
      const placed = await order(RIOT_GAME, { userId });
      expect([placed.status, placed.body.resultCode], userId).toEqual([400, -222]);
    }
    const checked = await validate({ productSlug: RIOT_GAME, userId: 'Faker#KR1' });
    expect(checked.body).toMatchObject({ resultCode: 0, data: { userId: 'Faker#KR1', zoneId: null } });
    // Riot names take spaces and letters of any script.
    for (const userId of ['Hide on bush#KR1', 'Ünal Çelik#TR1', '검은 고양이#KR2']) {
      const named = await validate({ productSlug: RIOT_GAME, userId });
      expect([named.status, named.body.resultCode], userId).toEqual([200, 0]);
    }
    // Other games keep their ids to ASCII without spaces, naming the field.
    const spaced = await validate({ productSlug: 'mobile-legends', userId: '1234 5671', zoneId: '2001' });
    expect(spaced.body.resultCode).toBe(227);
    expect(fieldsOf(spaced.body)).toEqual([expect.objectContaining({ path: 'userId' })]);
    const placed = await order(RIOT_GAME, { userId: 'Faker#KR1' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });

  it('takes a server from the game’s list only, and delivers to it', async () => {
    for (const zoneId of [undefined, 'os-mars', '1234']) {
      const placed = await order(SERVER_GAME, { userId: '81234561', zoneId });
      expect(placed.body.resultCode, String(zoneId)).toBe(227);
      expect(fieldsOf(placed.body)).toEqual([expect.objectContaining({ path: 'zoneId' })]);
    }
    expect((await validate({ productSlug: SERVER_GAME, userId: '61234561', zoneId: 'os-mars' })).body.resultCode).toBe(227);
    expect((await validate({ productSlug: SERVER_GAME, userId: '61234561', zoneId: 'os-euro' })).body.resultCode).toBe(0);
    const placed = await order(SERVER_GAME, { userId: '61234561', zoneId: 'os-euro' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await deliver(placed.body.data.orderId, placed.body.data.paymentUrl)).toMatchObject({
      game: SERVER_GAME,
      userId: '61234561',
      zoneId: 'os-euro',
      characterName: null,
    });
  });

  it('asks for a character name where the game needs one: refused by the publisher with −1061, delivered to it', async () => {
    const player = { productSlug: CHARACTER_GAME, userId: '51234561', zoneId: 'sea' };
    const missing = await validate(player);
    expect(missing.body.resultCode).toBe(227);
    expect(fieldsOf(missing.body)).toEqual([expect.objectContaining({ path: 'characterName' })]);
    for (const characterName of ['Bad Name', 'Hero!', 'x']) {
      const checked = await validate({ ...player, characterName });
      expect([checked.status, checked.body.resultCode], characterName).toEqual([422, -1061]);
      const placed = await order(CHARACTER_GAME, { ...player, characterName });
      expect(placed.body.resultCode, characterName).toBe(-1061);
    }
    // Letters of any script are the game's letters.
    expect((await validate({ ...player, characterName: 'Héro世界' })).body.resultCode).toBe(0);
    const placed = await order(CHARACTER_GAME, { ...player, characterName: ' Héro世界 ' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { orderId, paymentUrl } = placed.body.data;
    const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ playerZoneId: 'sea', playerCharacterName: 'Héro世界' });
    expect(await deliver(orderId, paymentUrl)).toMatchObject({ userId: '51234561', zoneId: 'sea', characterName: 'Héro世界' });
  });

  it('keeps a game without a character name from storing one', async () => {
    const placed = await order(RIOT_GAME, { userId: 'Sova#EUW', characterName: 'Hero' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.body.data.orderId));
    expect(row!.playerCharacterName).toBeNull();
  });
});
