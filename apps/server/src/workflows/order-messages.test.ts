import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, OrderStatus, type CreateOrderRequest, type OrderView } from '@store/contracts';
import { countries, jobs } from '@store/db';
import { and, eq } from '@store/db/orm';
import { demo } from '@store/db/seed';
import { databaseKinds } from '../testing/database.ts';
import { uniqueEmail } from '../testing/shoppers.ts';
import {
  orderRequest,
  placeOrder,
  pressOnPaymentPage,
  PUBLIC_URL,
  startStore,
  waitFor,
  waitForStatus,
  type Store,
} from '../testing/store.ts';
import { renderMessage } from '../providers/messaging/index.ts';
import { header, part, startSmtpServer } from '../testing/smtp-server.ts';
import { QUEUES } from './deps.ts';

const PRODUCT = 'mobile-legends';

/** An order of the demo product in `countryCode`, paid by its first channel unless told otherwise. */
const order = (countryCode: string, overrides: Partial<CreateOrderRequest> = {}) =>
  orderRequest({
    countryCode,
    productSlug: PRODUCT,
    denominationId: demo.denomination(PRODUCT, countryCode).id,
    paymentChannelId: demo.channel(countryCode).id,
    ...overrides,
  });

describe.each(databaseKinds)('order receipts and refund notices on %s', (kind) => {
  let store: Store;
  const outbox = (to: string) => store.app.services.sandbox!.messaging.outbox(to);
  const view = async (orderId: string): Promise<OrderView> => (await store.app.services.orders.getOrderView(0, orderId, null))!;
  const price = async (amountMinor: string | bigint, countryCode: string) => {
    const [country] = await store.database.db.select().from(countries).where(eq(countries.code, countryCode));
    return formatPrice(amountMinor, country!);
  };
  const messageJobs = (orderId: string) =>
    store.database.db
      .select({ key: jobs.key, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.queue, QUEUES.orderMessage), eq(jobs.key, `receipt:${orderId}`)));

  async function buy(request: CreateOrderRequest) {
    const placed = await placeOrder(store.app, request);
    await pressOnPaymentPage(store.app, placed.paymentUrl, 'approve');
    return placed.orderId;
  }

  beforeAll(async () => {
    store = await startStore(kind, { env: { DELIVERY_MAX_ATTEMPTS: '2' } });
  });
  afterAll(async () => {
    await store?.close();
  });

  it('e-mails one receipt when the order is delivered, in the order’s language, with its item, player, amount, channel, rewards and link', async () => {
    const email = uniqueEmail('receipt');
    // The Philippines' bank transfer earns the store's 5 % Coda Rewards.
    const orderId = await buy(order('ph', { email, paymentChannelId: demo.channel('ph', 'bank_transfer').id, locale: 'en-PH' }));
    await waitForStatus(store.app, orderId, OrderStatus.FulfillmentCompleted);
    await waitFor(async () => outbox(email).length > 0, { message: 'the receipt in the outbox' });

    const delivered = await view(orderId);
    const messages = outbox(email);
    expect(messages).toHaveLength(1);
    const [receipt] = messages;
    expect(receipt).toMatchObject({ channel: 'email', to: email, template: 'orderReceipt', locale: 'en-PH' });
    expect(delivered.rewards?.earnStatus).toBe('earned');
    expect(receipt!.params).toEqual({
      orderId,
      product: delivered.productName,
      item: delivered.denominationName,
      channel: delivered.paymentChannelName,
      playerId: '12345678',
      zoneId: '1234',
      nickname: delivered.playerNickname,
      player: `${delivered.playerNickname} · 12345678 (1234)`,
      amount: await price(delivered.amountMinor, 'ph'),
      amountMinor: delivered.amountMinor,
      currency: 'PHP',
      rewards: await price(delivered.rewards!.earnAmount, 'ph'),
      link: `${PUBLIC_URL}/ph/complete?order=${orderId}`,
    });
    const written = await renderMessage(receipt!);
    expect(written.subject).toBe(`Your receipt: ${delivered.productName} – ${delivered.denominationName}`);
    expect(written.text).toContain(`Coda Rewards earned: ${receipt!.params.rewards}`);
  });

  it('texts the receipt to a mobile-number order, as E.164 with the country’s code, in its language', async () => {
    const orderId = await buy(order('id', { email: undefined, mobile: '0812 3456 7890', locale: 'id-ID' }));
    await waitForStatus(store.app, orderId, OrderStatus.FulfillmentCompleted);
    await waitFor(async () => outbox('+6281234567890').some((m) => m.params.orderId === orderId), { message: 'the SMS receipt' });

    const messages = outbox('+6281234567890').filter((m) => m.params.orderId === orderId);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms', to: '+6281234567890', template: 'orderReceipt', locale: 'id-ID' });
    const delivered = await view(orderId);
    // The item as the Indonesian shop names it ("86 Berlian"), not the catalogue's English.
    const shown = await store.app.services.catalog.getProduct(0, 'id', PRODUCT, 'id');
    const item = shown!.denominations.find((d) => d.id === demo.denomination(PRODUCT, 'id').id)!.name;
    expect(item).not.toContain('Diamonds');
    expect(delivered.denominationName).toBe(item);
    expect(messages[0]!.params).toMatchObject({
      item,
      amount: await price(delivered.amountMinor, 'id'),
      player: `${delivered.playerNickname} · 12345678 (1234)`,
      rewards: delivered.rewards?.earnStatus === 'earned' ? await price(delivered.rewards.earnAmount, 'id') : '',
    });
    expect((await renderMessage(messages[0]!)).subject).toBe(`Tanda terima Anda: ${delivered.productName} – ${delivered.denominationName}`);
  });

  it('sends one refund notice, and no receipt, when delivery fails and the payment is refunded', async () => {
    const email = uniqueEmail('refund');
    // Demo rule: player ids starting with 8 always fail; after the attempts the payment is refunded.
    const orderId = await buy(order('sg', { email, userId: '81234567' }));
    await waitForStatus(store.app, orderId, OrderStatus.FulfillmentFailed);
    await waitFor(async () => outbox(email).length > 0, { message: 'the refund notice in the outbox' });

    const refunded = await view(orderId);
    expect(refunded.refund).not.toBeNull();
    const messages = outbox(email);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'email', template: 'orderRefunded', locale: 'en-SG' });
    expect(messages[0]!.params).toEqual({
      orderId,
      product: refunded.productName,
      item: refunded.denominationName,
      channel: refunded.paymentChannelName,
      amount: await price(refunded.refund!.amountMinor, 'sg'),
      amountMinor: refunded.refund!.amountMinor,
      currency: 'SGD',
      link: `${PUBLIC_URL}/sg/complete?order=${orderId}`,
    });
  });

  it('sends a message once: its job is keyed by the order, so enqueueing it again adds nothing', async () => {
    const email = uniqueEmail('once');
    const orderId = await buy(order('sg', { email }));
    await waitForStatus(store.app, orderId, OrderStatus.FulfillmentCompleted);
    await waitFor(async () => (await messageJobs(orderId))[0]?.status === 'completed', { message: 'the receipt job done' });

    const again = await store.app.services.jobs.enqueue(store.database.db, QUEUES.orderMessage, `receipt:${orderId}`, {
      kind: 'receipt',
      orderId,
    });
    expect(again).toBe(false);
    store.app.services.jobs.wake();
    // Another order's receipt after it shows the queue has moved on meanwhile.
    const later = uniqueEmail('later');
    const laterId = await buy(order('sg', { email: later }));
    await waitForStatus(store.app, laterId, OrderStatus.FulfillmentCompleted);
    await waitFor(async () => outbox(later).length > 0, { message: 'the later receipt' });

    expect(await messageJobs(orderId)).toEqual([{ key: `receipt:${orderId}`, status: 'completed' }]);
    expect(outbox(email)).toHaveLength(1);
  });

  it('e-mails the receipt through the SMTP server of SMTP_URL, trying again when the server refused it', async () => {
    let refusals = 1;
    const smtp = await startSmtpServer({ refuseRecipients: () => refusals-- > 0 });
    const mailing = await startStore(kind, {
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Store <no-reply@store.test>', DELIVERY_MAX_ATTEMPTS: '2' },
    });
    try {
      const email = uniqueEmail('smtp');
      const placed = await placeOrder(mailing.app, order('id', { email, locale: 'id-ID' }));
      await pressOnPaymentPage(mailing.app, placed.paymentUrl, 'approve');
      await waitFor(async () => smtp.received.length > 0, { message: 'the receipt at the SMTP server' });

      const [mail] = smtp.received;
      expect(mail).toMatchObject({ from: 'no-reply@store.test', to: [email] });
      const delivered = (await mailing.app.services.orders.getOrderView(0, placed.orderId, null))!;
      expect(header(mail!.raw, 'Subject')).toBe(`Tanda terima Anda: ${delivered.productName} – ${delivered.denominationName}`);
      expect(part(mail!.raw, 'text/plain')).toContain(`ID pesanan: ${placed.orderId}`);
      // The job is marked done once the server has taken the mail, a moment after it arrived there.
      const receiptJob = async () =>
        (
          await mailing.database.db
            .select({ attempts: jobs.attempts, status: jobs.status })
            .from(jobs)
            .where(and(eq(jobs.queue, QUEUES.orderMessage), eq(jobs.key, `receipt:${placed.orderId}`)))
        )[0];
      await waitFor(async () => (await receiptJob())?.status !== 'running', { message: 'the receipt job to finish' });
      expect(await receiptJob()).toEqual({ attempts: 2, status: 'completed' });
      // E-mail went to the server, not to the sandbox's outbox.
      expect(mailing.app.services.sandbox!.messaging.outbox(email)).toEqual([]);
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });
});
