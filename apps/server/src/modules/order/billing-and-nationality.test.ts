import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from '@store/db/orm';
import { orders, sandboxPayments, type Database } from '@store/db';
import { DEMO_NATIONALITY_CHANNEL_COUNTRY, DEMO_NATIONALITY_PRODUCT, DEMO_PRODUCT_WITHOUT_ZONE, demo } from '@store/db/seed';
import { OrderStatus, type CreateOrderRequest } from '@store/contracts';
import { databaseKinds } from '../../testing/database.ts';
import {
  openPaymentPage,
  orderRequest,
  placeOrder,
  postOrder,
  rowCounts,
  startStore,
  waitForStatus,
  type Store,
} from '../../testing/store.ts';

/*
 * The billing address and the nationality of an order (commerce §2, §3, §8; docs/decisions/0047):
 * each rule of the country, each catalogued error (10009 postcode, 10010 full name, 10011 province
 * or state, 30300 the rest, 227 the nationality), nothing stored for a refused order, and what is
 * accepted kept with the order and handed to the payment provider.
 */
describe.each(databaseKinds)('billing address and nationality on %s', (kind) => {
  let database: Database;
  let store: Store;

  beforeAll(async () => {
    store = await startStore(kind);
    database = store.database;
  });
  afterAll(async () => {
    await store?.close();
  });

  const refused = async (body: unknown, resultCode: number, fields?: Array<{ path: string; code: string }>) => {
    const before = await rowCounts(database);
    const answer = await postOrder(store.app, body);
    expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe(resultCode);
    expect(answer.status).toBe(400);
    if (fields) expect(answer.body.data).toEqual({ fields });
    expect(await rowCounts(database)).toEqual(before);
  };

  /** A US card order of a game that needs only a player id; the card asks for a billing address. */
  const usCard = (over: Partial<CreateOrderRequest> = {}) =>
    orderRequest({
      countryCode: 'us',
      productSlug: DEMO_PRODUCT_WITHOUT_ZONE,
      zoneId: undefined,
      denominationId: demo.denomination(DEMO_PRODUCT_WITHOUT_ZONE, 'us').id,
      paymentChannelId: demo.channel('us', 'card').id,
      ...over,
    });
  const usAddress = { name: 'Ada Lovelace', line1: '1 Market Street', city: 'San Francisco', state: 'CA', zipCode: '94105' };

  it("refuses a postcode not in the country's form with 10009", async () => {
    for (const zipCode of ['9410', '94105-12', 'ABCDE', '!', '']) {
      await refused(usCard({ billingAddress: { ...usAddress, zipCode } }), 10009, [
        { path: 'billingAddress.zipCode', code: zipCode ? 'invalid_format' : 'required' },
      ]);
    }
    const { zipCode: _zip, ...noZip } = usAddress;
    await refused(usCard({ billingAddress: noZip }), 10009, [{ path: 'billingAddress.zipCode', code: 'required' }]);
    // A Canadian postcode in the form A1A 1A1, any case, with or without its space.
    const ca = {
      countryCode: 'ca',
      denominationId: demo.denomination(DEMO_PRODUCT_WITHOUT_ZONE, 'ca').id,
      paymentChannelId: demo.channel('ca', 'card').id,
    };
    const caAddress = { name: 'Ada Lovelace', line1: '1 King St W', city: 'Toronto', province: 'ON' };
    await refused(usCard({ ...ca, billingAddress: { ...caAddress, zipCode: '12345' } }), 10009);
    const order = await placeOrder(store.app, usCard({ ...ca, billingAddress: { ...caAddress, zipCode: 'm5v2t6' } }));
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.billingAddress).toEqual({ ...caAddress, zipCode: 'M5V2T6' });
  });

  it('refuses a full name with digits, without letters or missing with 10010', async () => {
    for (const name of ['R2 D2', '---', 'A', '   ']) {
      await refused(usCard({ billingAddress: { ...usAddress, name } }), 10010, [
        { path: 'billingAddress.name', code: name.trim() ? 'invalid_format' : 'required' },
      ]);
    }
    const { name: _name, ...noName } = usAddress;
    await refused(usCard({ billingAddress: noName }), 10010);
  });

  it('refuses a missing or unknown state in the US, and a province there, with 10011', async () => {
    const { state: _state, ...noState } = usAddress;
    await refused(usCard({ billingAddress: noState }), 10011, [{ path: 'billingAddress.state', code: 'required' }]);
    await refused(usCard({ billingAddress: { ...usAddress, state: 'Narnia' } }), 10011, [{ path: 'billingAddress.state', code: 'region' }]);
    await refused(usCard({ billingAddress: { ...usAddress, province: 'Ontario' } }), 10011, [
      { path: 'billingAddress.province', code: 'too_big' },
    ]);
  });

  it('refuses a missing or unknown province in Canada with 10011', async () => {
    const ca = {
      countryCode: 'ca',
      denominationId: demo.denomination(DEMO_PRODUCT_WITHOUT_ZONE, 'ca').id,
      paymentChannelId: demo.channel('ca', 'card').id,
    };
    const address = { name: 'Ada Lovelace', line1: '1 King St W', city: 'Toronto', zipCode: 'M5V 2T6' };
    await refused(usCard({ ...ca, billingAddress: address }), 10011, [{ path: 'billingAddress.province', code: 'required' }]);
    await refused(usCard({ ...ca, billingAddress: { ...address, province: 'CA' } }), 10011);
  });

  it('refuses the address missing, its other fields missing or unreadable, and unknown fields, with 30300 or 227', async () => {
    await refused(usCard(), 30300, [{ path: 'billingAddress', code: 'billingAddress' }]);
    await refused(usCard({ billingAddress: { ...usAddress, line1: '' } }), 30300, [{ path: 'billingAddress.line1', code: 'required' }]);
    await refused(usCard({ billingAddress: { ...usAddress, city: '.,-' } }), 30300, [
      { path: 'billingAddress.city', code: 'invalid_format' },
    ]);
    // A control character anywhere in a request is refused by the store before any rule (227).
    await refused(usCard({ billingAddress: { ...usAddress, line2: 'Apt\u00004' } }), 227);
    // Not the shape of an address at all: the request's schema refuses it (227), as any malformed request.
    await refused({ ...usCard(), billingAddress: { ...usAddress, country: 'US' } }, 227);
    await refused({ ...usCard(), billingAddress: { ...usAddress, zipCode: 94105 } }, 227);
    await refused({ ...usCard(), billingAddress: 'somewhere' }, 227);
    await refused({ ...usCard(), billingAddress: { ...usAddress, line1: 'x'.repeat(301) } }, 227);
  });

  it("answers several wrong fields together, the page's first field's error first", async () => {
    const answer = await postOrder(store.app, usCard({ billingAddress: { ...usAddress, name: '1', zipCode: '1' } }));
    expect(answer.body).toMatchObject({ resultCode: 10010, data: { fields: [{ path: 'billingAddress.name', code: 'invalid_format' }] } });
  });

  it('keeps the address as the rules read it, and the provider receives it', async () => {
    const order = await placeOrder(
      store.app,
      usCard({ billingAddress: { ...usAddress, name: ' Ada Lovelace ', state: 'ca', line2: ' ', zipCode: '94105-1234' } }),
    );
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.orderId));
    const kept = { ...usAddress, zipCode: '94105-1234' };
    expect(row!.billingAddress).toEqual(kept);
    expect(row!.nationality).toBeNull();
    const [session] = await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, order.orderId));
    expect(session!.billingAddress).toEqual(kept);
    expect((await openPaymentPage(store.app, order.paymentUrl)).body).toContain('San Francisco, CA, 94105-1234');
    // The page makes the payment pending, by webhook: settled before the next test counts rows.
    await waitForStatus(store.app, order.orderId, OrderStatus.PaymentPending);
  });

  describe('nationality', () => {
    const product = (countryCode: string, over: Partial<CreateOrderRequest> = {}) =>
      orderRequest({
        countryCode,
        productSlug: DEMO_NATIONALITY_PRODUCT,
        zoneId: undefined,
        denominationId: demo.denomination(DEMO_NATIONALITY_PRODUCT, countryCode).id,
        paymentChannelId: demo.channel(countryCode).id,
        ...over,
      });

    it('is asked by the product in every country, and refused missing or unknown with 227', async () => {
      await refused(product('sg'), 227, [{ path: 'nationality', code: 'required' }]);
      await refused(product('sg', { nationality: 'XX' }), 227, [{ path: 'nationality', code: 'nationality' }]);
      await refused(product('sg', { nationality: ' ' }), 227, [{ path: 'nationality', code: 'required' }]);
      await refused({ ...product('sg'), nationality: 'Singaporean' }, 227);
      await refused({ ...product('sg'), nationality: 65 }, 227);
      const order = await placeOrder(store.app, product('sg', { nationality: 'sg' }));
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order.orderId));
      expect(row!.nationality).toBe('SG');
      const [session] = await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, order.orderId));
      expect(session!.nationality).toBe('SG');
      expect((await openPaymentPage(store.app, order.paymentUrl)).body).toMatch(/Nationality<\/dt><dd>SG</);
      await waitForStatus(store.app, order.orderId, OrderStatus.PaymentPending);
    });

    it('is asked by the channels that need it, and neither kept nor sent where nobody asks', async () => {
      const country = DEMO_NATIONALITY_CHANNEL_COUNTRY;
      const carrier = {
        countryCode: country,
        productSlug: DEMO_PRODUCT_WITHOUT_ZONE,
        denominationId: demo.denomination(DEMO_PRODUCT_WITHOUT_ZONE, country).id,
        paymentChannelId: demo.channel(country, 'carrier').id,
        zoneId: undefined,
        mobile: undefined,
      };
      await refused(orderRequest(carrier), 227, [{ path: 'nationality', code: 'required' }]);
      const paid = await placeOrder(store.app, orderRequest({ ...carrier, nationality: 'EG' }));
      const [row] = await database.db.select().from(orders).where(eq(orders.id, paid.orderId));
      expect(row!.nationality).toBe('EG');

      const other = await placeOrder(
        store.app,
        orderRequest({ ...carrier, paymentChannelId: demo.channel(country, 'card').id, nationality: 'EG' }),
      );
      const [plain] = await database.db.select().from(orders).where(eq(orders.id, other.orderId));
      expect(plain!.nationality).toBeNull();
      const [session] = await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, other.orderId));
      expect(session!.nationality).toBeNull();
    });

    it('comes after the billing address and before the e-mail, as on the page', async () => {
      const both = product('us', { paymentChannelId: demo.channel('us', 'card').id, email: 'bad' });
      await refused({ ...both, billingAddress: { ...usAddress, zipCode: 'x' } }, 10009);
      await refused({ ...both, billingAddress: usAddress }, 227, [{ path: 'nationality', code: 'required' }]);
      const answer = await postOrder(store.app, { ...both, billingAddress: usAddress, nationality: 'US' });
      expect(answer.body.resultCode).toBe(232);
      const order = await placeOrder(store.app, { ...both, email: 'shopper@example.com', billingAddress: usAddress, nationality: 'US' });
      expect(order.status).toBe(OrderStatus.PaymentInit);
    });
  });
});
