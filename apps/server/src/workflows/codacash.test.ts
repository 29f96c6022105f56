import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, WALLET_CHARGE_SUCCESS, walletErrors, type CreateOrderRequest } from '@store/contracts';
import { accountErrors } from '@store/contracts/identity.ts';
import { orders, users, verificationCodes, walletCountries, walletTopups, wallets, type Tx } from '@store/db';
import { and, eq } from '@store/db/orm';
import { demo, demoWalletCountries } from '@store/db/seed';
import type { Moved } from '../modules/wallet/index.ts';
import { commitOnlyOk } from '../result.ts';
import type { TestBrowser } from '../testing/browser.ts';
import { databaseKinds } from '../testing/database.ts';
import { signedInShopper } from '../testing/shoppers.ts';
import { eventReasons, orderRequest, pressOnPaymentPage, startStore, waitFor, type Store } from '../testing/store.ts';
import { countryTotalsToday, makeActiveWallet, walletBalance } from '../testing/wallets.ts';

const CODACASH_PH = 239;
const PH = demoWalletCountries.find((c) => c.countryCode === 'ph')!;
const product = 'mobile-legends';

describe.each(databaseKinds)('paying with Codacash on %s', (kind) => {
  let store: Store;

  /** A signed-in shopper with an active wallet in the Philippines holding `balance`. */
  async function shopperWithWallet(balance: bigint) {
    const shopper = await signedInShopper(store.app, { countryCode: 'ph' });
    const { wallet } = await makeActiveWallet(store.database.db, { countryCode: 'ph', userId: shopper.userId });
    if (balance > 0n) {
      const funded = await commitOnlyOk<Tx, Moved>(
        (body) => store.database.db.transaction(body),
        (tx) =>
          store.app.services.wallet.money.creditTopup(tx, { walletId: wallet.id, amountMinor: balance, topupId: `fund-${wallet.id}` }),
      );
      expect(funded.ok).toBe(true);
    }
    return { ...shopper, wallet };
  }
  const order = (overrides: Partial<CreateOrderRequest> = {}) =>
    orderRequest({
      countryCode: 'ph',
      productSlug: product,
      denominationId: demo.denomination(product, 'ph').id,
      paymentChannelId: CODACASH_PH,
      ...overrides,
    });
  const priceOf = () => demo.denomination(product, 'ph').priceMinor;
  const balanceOf = (walletId: string) => walletBalance(store.database.db, walletId);
  const graphql = (browser: TestBrowser, query: string, variables: Record<string, unknown>) =>
    browser.request('POST', '/graphql', { body: { query, variables } });
  const charge = async (browser: TestBrowser, orderId: string, otp: string) =>
    (
      await graphql(
        browser,
        'mutation ($input: ChargeWalletInput!) { chargeWallet(input: $input) { resultCode resultMessage orderId status balanceAmount balanceVersion } }',
        { input: { orderId, otp } },
      )
    ).body as unknown as {
      data: { chargeWallet: { resultCode: number; resultMessage: string; status: number | null; balanceAmount: string | null } };
    };
  /** The Philippines' wallet charges of the day leave no room for one more. */
  const fillCountryCharges = async () => {
    const { chargeMinor } = await countryTotalsToday(store.database.db, 'ph');
    await store.database.db
      .update(walletCountries)
      .set({ maxCountryChargeDaily: chargeMinor })
      .where(eq(walletCountries.countryCode, 'ph'));
  };
  /** A quick top-up of `amount` for the shopper's waiting order, approved on the provider's page. */
  const quickTopup = async (userId: string, orderId: string, amount: bigint) => {
    const topup = await store.app.services.wallet.initTopup({
      siteId: 0,
      userId,
      countryCode: 'ph',
      input: { amount: amount.toString(), paymentChannelId: demo.channel('ph').id, orderId },
      idempotencyKey: null,
    });
    if (!topup.ok) throw new Error(topup.error.key);
    await pressOnPaymentPage(store.app, topup.value.paymentUrl, 'approve');
    return topup.value.topupId;
  };
  const resetCountry = () => store.database.db.update(walletCountries).set(PH).where(eq(walletCountries.countryCode, 'ph'));
  const statusOf = async (orderId: string) => (await store.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;
  const waitForStatus = (orderId: string, status: number) =>
    waitFor(async () => (await statusOf(orderId)) === status, { message: `order ${orderId} to reach ${status}` });
  const chargeCode = async (browser: TestBrowser, phone: string) => {
    const [latest] = await browser.outbox(phone);
    expect(latest?.template).toBe('walletChargeCode');
    return String(latest!.params.code);
  };

  beforeAll(async () => {
    store = await startStore(kind);
  });
  afterAll(async () => store.close());

  it('places the order, sends a code to the wallet phone, and charges the wallet once with it; the order is delivered', async () => {
    const shopper = await shopperWithWallet(priceOf() * 3n);
    const placed = await shopper.browser.post('/api/order', order());
    expect(placed.body.resultCode).toBe(0);
    const { orderId, status, paymentUrl } = placed.body.data as { orderId: string; status: number; paymentUrl: string };
    expect(status).toBe(OrderStatus.PaymentInit);
    expect(paymentUrl).toBe(`http://store.localhost/ph/waiting?order=${orderId}`);
    const code = await chargeCode(shopper.browser, shopper.wallet.phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await charge(shopper.browser, orderId, wrong);
    expect(refused.data.chargeWallet).toMatchObject({ resultCode: walletErrors.chargeOtpInvalid.resultCode, status: null });
    expect(await balanceOf(shopper.wallet.id)).toBe(priceOf() * 3n);
    const paid = await charge(shopper.browser, orderId, code);
    expect(paid.data.chargeWallet).toMatchObject({
      resultCode: WALLET_CHARGE_SUCCESS,
      status: OrderStatus.PaymentCompleted,
      balanceAmount: String(priceOf() * 2n),
    });
    await waitForStatus(orderId, OrderStatus.FulfillmentCompleted);
    // Asked again (a double click, a retry): nothing more is charged.
    expect((await charge(shopper.browser, orderId, code)).data.chargeWallet).toMatchObject({ resultCode: WALLET_CHARGE_SUCCESS });
    expect(await balanceOf(shopper.wallet.id)).toBe(priceOf() * 2n);
    const [row] = await store.database.db.select().from(wallets).where(eq(wallets.id, shopper.wallet.id));
    expect(row!.hasSpent).toBe(true);
  });

  it('charges nothing once the account is RESTRICTED, even an order placed before (306; ADR 0052)', async () => {
    const shopper = await shopperWithWallet(priceOf() * 2n);
    const placed = await shopper.browser.post('/api/order', order());
    expect(placed.body.resultCode).toBe(0);
    const { orderId } = placed.body.data as { orderId: string };
    const code = await chargeCode(shopper.browser, shopper.wallet.phoneNumber);
    await store.database.db.update(users).set({ status: 'restricted' }).where(eq(users.id, shopper.userId));
    expect((await charge(shopper.browser, orderId, code)).data.chargeWallet.resultCode).toBe(walletErrors.restricted.resultCode);
    const resend = await graphql(
      shopper.browser,
      'mutation ($orderId: String!) { sendWalletChargeCode(orderId: $orderId) { resultCode } }',
      {
        orderId,
      },
    );
    expect(resend.body).toMatchObject({ data: { sendWalletChargeCode: { resultCode: walletErrors.restricted.resultCode } } });
    expect(await balanceOf(shopper.wallet.id)).toBe(priceOf() * 2n);
    expect(await statusOf(orderId)).toBe(OrderStatus.PaymentInit);
  });

  it('refuses an expired code (10008), locks after too many wrong ones (222), and will not charge a cancelled order (342)', async () => {
    const shopper = await shopperWithWallet(priceOf() * 2n);
    const first = (await shopper.browser.post('/api/order', order())).body.data as { orderId: string };
    const code = await chargeCode(shopper.browser, shopper.wallet.phoneNumber);
    await store.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(verificationCodes.userId, shopper.userId), eq(verificationCodes.purpose, 'walletCharge')));
    expect((await charge(shopper.browser, first.orderId, code)).data.chargeWallet.resultCode).toBe(
      walletErrors.chargeOtpExpired.resultCode,
    );

    // A new code (past the resend wait), then wrong ones until the lock.
    await store.database.db
      .update(verificationCodes)
      .set({ lastSentAt: new Date(0) })
      .where(and(eq(verificationCodes.userId, shopper.userId), eq(verificationCodes.purpose, 'walletCharge')));
    const resent = await graphql(
      shopper.browser,
      'mutation ($orderId: String!) { sendWalletChargeCode(orderId: $orderId) { resultCode destination expiresInSeconds } }',
      { orderId: first.orderId },
    );
    expect(resent.body).toMatchObject({ data: { sendWalletChargeCode: { resultCode: 0, expiresInSeconds: 100 } } });
    const fresh = await chargeCode(shopper.browser, shopper.wallet.phoneNumber);
    const wrong = fresh === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await charge(shopper.browser, first.orderId, wrong)).data.chargeWallet.resultCode);
    expect(answers.at(-1)).toBe(walletErrors.chargeOtpTooMany.resultCode);
    expect((await charge(shopper.browser, first.orderId, fresh)).data.chargeWallet.resultCode).toBe(
      walletErrors.chargeOtpTooMany.resultCode,
    );
    expect(await balanceOf(shopper.wallet.id)).toBe(priceOf() * 2n);

    await store.database.db.update(orders).set({ status: OrderStatus.Cancelled }).where(eq(orders.id, first.orderId));
    expect((await charge(shopper.browser, first.orderId, fresh)).data.chargeWallet.resultCode).toBe(
      walletErrors.chargeCancelled.resultCode,
    );
  });

  it('refuses Codacash to a guest and to a shopper without a wallet, and places nothing', async () => {
    const before = (await store.database.db.select().from(orders)).length;
    const guest = await store.app.inject({ method: 'POST', url: '/api/order', payload: order() });
    expect(guest.json()).toMatchObject({ resultCode: accountErrors.NOT_AUTHENTICATED.resultCode });
    const shopper = await signedInShopper(store.app, { countryCode: 'ph' });
    const without = await shopper.browser.post('/api/order', order());
    expect(without.body.resultCode).toBe(walletErrors.notActivated.resultCode);
    expect((await store.database.db.select().from(orders)).length).toBe(before);
  });

  it('refuses a charge the balance cannot pay (406); a quick top-up of the difference pays the order', async () => {
    const shopper = await shopperWithWallet(priceOf() / 2n);
    const placed = await shopper.browser.post('/api/order', order());
    const { orderId } = placed.body.data as { orderId: string };
    const code = await chargeCode(shopper.browser, shopper.wallet.phoneNumber);
    expect((await charge(shopper.browser, orderId, code)).data.chargeWallet.resultCode).toBe(walletErrors.insufficientBalance.resultCode);
    const short = priceOf() - priceOf() / 2n;
    const topupId = await quickTopup(shopper.userId, orderId, short);
    await waitForStatus(orderId, OrderStatus.FulfillmentCompleted);
    const [row] = await store.database.db.select().from(walletTopups).where(eq(walletTopups.id, topupId));
    expect(row).toMatchObject({ status: 'Success', orderId });
    expect(await balanceOf(shopper.wallet.id)).toBe(0n);
  });

  it("answers 329 when the country's charges of the day are full as the charge commits; the order waits and the wallet keeps its money", async () => {
    const shopper = await shopperWithWallet(priceOf() * 2n);
    const placed = await shopper.browser.post('/api/order', order());
    const { orderId } = placed.body.data as { orderId: string };
    await fillCountryCharges();
    try {
      const refused = await charge(shopper.browser, orderId, await chargeCode(shopper.browser, shopper.wallet.phoneNumber));
      expect(refused.data.chargeWallet.resultCode).toBe(walletErrors.chargeCountryDailyLimit.resultCode);
      expect(await statusOf(orderId)).toBe(OrderStatus.PaymentInit);
      expect(await balanceOf(shopper.wallet.id)).toBe(priceOf() * 2n);
      const [row] = await store.database.db.select().from(wallets).where(eq(wallets.id, shopper.wallet.id));
      expect(row!.chargeDaily).toBe(0n);
    } finally {
      await resetCountry();
    }
  });

  it("credits a quick top-up whose order the country's charge cap refuses, and leaves the order unpaid", async () => {
    const shopper = await shopperWithWallet(priceOf() / 2n);
    const placed = await shopper.browser.post('/api/order', order());
    const { orderId } = placed.body.data as { orderId: string };
    const short = priceOf() - priceOf() / 2n;
    await fillCountryCharges();
    try {
      const topupId = await quickTopup(shopper.userId, orderId, short);
      await waitFor(
        async () => (await store.database.db.select().from(walletTopups).where(eq(walletTopups.id, topupId)))[0]!.status === 'Success',
        { message: 'the quick top-up credited' },
      );
      expect(await balanceOf(shopper.wallet.id)).toBe(priceOf());
      expect(await statusOf(orderId)).toBe(OrderStatus.PaymentInit);
    } finally {
      await resetCountry();
    }
  });

  it('gives the money back to the wallet when the delivery finally fails', async () => {
    const shopper = await shopperWithWallet(priceOf());
    // Player ids starting with 8 always fail at the sandbox publisher.
    const placed = await shopper.browser.post('/api/order', order({ userId: '87654321' }));
    const { orderId } = placed.body.data as { orderId: string };
    const paid = await charge(shopper.browser, orderId, await chargeCode(shopper.browser, shopper.wallet.phoneNumber));
    expect(paid.data.chargeWallet.resultCode).toBe(WALLET_CHARGE_SUCCESS);
    await waitForStatus(orderId, OrderStatus.FulfillmentFailed);
    await waitFor(async () => (await balanceOf(shopper.wallet.id)) === priceOf(), { message: 'the refund to reach the wallet' });
    await waitFor(async () => (await eventReasons(store.database, orderId)).includes('refund.completed'), {
      message: 'the refund recorded',
    });
    // Once, whatever the retries: the ledger's key for the refund is the order's.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await balanceOf(shopper.wallet.id)).toBe(priceOf());
  });
});
