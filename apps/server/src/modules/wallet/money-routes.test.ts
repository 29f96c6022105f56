import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCodeErrors, WALLET_ACTIVE_COOKIE, walletErrors, type WalletSocketMessage } from '@store/contracts';
import { accountErrors } from '@store/contracts/identity.ts';
import { DEMO_GIFT_CODES, demo, demoWalletCountries } from '@store/db/seed';
import { databaseKinds } from '../../testing/database.ts';
import { signedInShopper } from '../../testing/shoppers.ts';
import { pressOnPaymentPage, startStore, waitFor, type Store } from '../../testing/store.ts';
import { makeActiveWallet } from '../../testing/wallets.ts';

/** Top-ups and gift codes through `/api/wallet`, as the wallet page calls them, and live over the websocket. */
describe.each(databaseKinds)('the wallet money calls on %s', (kind) => {
  let store: Store;
  const ph = { 'x-country-code': 'ph' };
  // Each database kind redeems its own demo codes: a code works once per database.
  const [codeA, codeB] = kind === 'postgres' ? DEMO_GIFT_CODES.ph!.slice(1) : DEMO_GIFT_CODES.ph!;

  async function shopperWithWallet() {
    const shopper = await signedInShopper(store.app, { countryCode: 'ph' });
    const { wallet } = await makeActiveWallet(store.database.db, { countryCode: 'ph', userId: shopper.userId });
    return { ...shopper, wallet };
  }

  beforeAll(async () => {
    store = await startStore(kind);
  });
  afterAll(async () => store.close());

  it('tops up through the provider, follows the top-up live, and shows the new balance', async () => {
    const { browser, wallet } = await shopperWithWallet();
    const amount = demoWalletCountries.find((c) => c.countryCode === 'ph')!.topupPresets[1]!;
    const started = await browser.request('POST', '/api/wallet/initTopup', {
      body: { amount, paymentChannelId: demo.channel('ph').id },
      headers: ph,
    });
    expect(started.body.resultCode, JSON.stringify(started.body)).toBe(0);
    const { topupId, paymentUrl } = started.body.data as { topupId: string; paymentUrl: string };

    const socket = await store.app.injectWS('/ws', { headers: { cookie: browser.cookieFor('/ws') ?? '' } });
    const messages: WalletSocketMessage[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as WalletSocketMessage));
    socket.send(JSON.stringify({ type: 'subscribe', topupId }));
    socket.send(JSON.stringify({ type: 'subscribe', walletId: wallet.id }));
    await waitFor(() => messages.some((m) => m.type === 'walletTopup'), { message: 'the top-up at once' });
    expect(messages.find((m) => m.type === 'walletTopup')).toMatchObject({ type: 'walletTopup', topup: { id: topupId, status: 'Init' } });
    await waitFor(() => messages.some((m) => m.type === 'wallet'), { message: 'the wallet at once' });

    await pressOnPaymentPage(store.app, paymentUrl, 'approve');
    await waitFor(() => messages.some((m) => m.type === 'walletTopup' && m.topup.status === 'Success'), { message: 'Success pushed' });
    // The balance moves live too, and a stranger's socket is told nothing of this wallet.
    await waitFor(() => messages.some((m) => m.type === 'wallet' && m.wallet?.balanceAmount === amount), {
      message: 'the new balance pushed',
    });
    const stranger = await store.app.injectWS('/ws');
    const heard: unknown[] = [];
    stranger.on('message', (data: Buffer) => heard.push(JSON.parse(data.toString())));
    stranger.send(JSON.stringify({ type: 'subscribe', walletId: wallet.id }));
    stranger.send(JSON.stringify({ type: 'subscribe', topupId }));
    await waitFor(() => heard.length === 2, { message: 'two refusals' });
    expect(heard).toEqual([
      { type: 'error', code: 404 },
      { type: 'error', code: 404 },
    ]);
    stranger.terminate();
    socket.terminate();

    const txn = await browser.request('GET', `/api/wallet/wallet-txn/${topupId}`, { headers: ph });
    expect(txn.body.data).toMatchObject({ id: topupId, status: 'Success', amount });
    const current = await browser.request('GET', '/api/wallet/user/wallet', { headers: ph });
    // commerce §4: an active wallet with money sets the active-wallet cookie.
    expect(browser.cookies.get(WALLET_ACTIVE_COOKIE)?.value).toBe('1');
    expect(current.body.data).toMatchObject({ balanceAmount: amount, walletStatus: 1 });
  });

  it('refuses a top-up to a guest (401), without the anti-forgery token (403), and in a Codacash channel (238)', async () => {
    const guest = await store.app.inject({
      method: 'POST',
      url: '/api/wallet/initTopup',
      headers: ph,
      payload: { amount: '100', paymentChannelId: 1 },
    });
    expect(guest.statusCode).toBe(403);
    const { browser } = await shopperWithWallet();
    const noToken = await browser.request('POST', '/api/wallet/initTopup', {
      body: { amount: '10000', paymentChannelId: demo.channel('ph').id },
      headers: ph,
      csrf: false,
    });
    expect(noToken.body.resultCode).toBe(accountErrors.CSRF_TOKEN_INVALID.resultCode);
    const codacash = await browser.request('POST', '/api/wallet/initTopup', {
      body: { amount: '10000', paymentChannelId: 239 },
      headers: ph,
    });
    expect(codacash.body.resultCode).toBe(238);
    const tooSmall = await browser.request('POST', '/api/wallet/initTopup', {
      body: { amount: '1', paymentChannelId: demo.channel('ph').id },
      headers: ph,
    });
    expect(tooSmall.body.resultCode).toBe(walletErrors.topupBelowMinimum.resultCode);
  });

  it('redeems a gift code into the current wallet once', async () => {
    const { browser, wallet } = await shopperWithWallet();
    const socket = await store.app.injectWS('/ws', { headers: { cookie: browser.cookieFor('/ws') ?? '' } });
    const messages: WalletSocketMessage[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as WalletSocketMessage));
    socket.send(JSON.stringify({ type: 'subscribe', walletId: wallet.id }));
    await waitFor(() => messages.some((m) => m.type === 'wallet'), { message: 'the wallet at once' });
    const redeemed = await browser.request('POST', '/api/wallet/redeemGiftCode', { body: { giftCode: codeA!.toLowerCase() }, headers: ph });
    expect(redeemed.body.resultCode, JSON.stringify(redeemed.body)).toBe(0);
    expect(redeemed.body.data).toMatchObject({ currencyCode: 'PHP', balanceAmount: redeemed.body.data.amount });
    // The credit is pushed to the wallet's followers like a top-up's.
    await waitFor(() => messages.some((m) => m.type === 'wallet' && m.wallet?.balanceAmount === redeemed.body.data.amount), {
      message: 'the redeemed balance pushed',
    });
    socket.terminate();
    const again = await browser.request('POST', '/api/wallet/redeemGiftCode', { body: { giftCode: codeA }, headers: ph });
    expect(again.body.resultCode).toBe(giftCodeErrors.alreadyClaimed.resultCode);
    const other = await shopperWithWallet();
    const taken = await other.browser.request('POST', '/api/wallet/redeemGiftCode', { body: { giftCode: codeA }, headers: ph });
    expect(taken.body.resultCode).toBe(giftCodeErrors.alreadyClaimed.resultCode);
    const withoutWallet = await signedInShopper(store.app, { countryCode: 'ph' });
    const refused = await withoutWallet.browser.request('POST', '/api/wallet/redeemGiftCode', { body: { giftCode: codeB }, headers: ph });
    expect(refused.body.resultCode).toBe(giftCodeErrors.notEligible.resultCode);
    // No wallet, or nothing in it: the active-wallet cookie goes (or never comes).
    withoutWallet.browser.cookies.set(WALLET_ACTIVE_COOKIE, { value: '1', path: '/', httpOnly: false, sameSite: 'Lax', secure: false });
    await withoutWallet.browser.request('GET', '/api/wallet/user/wallet', { headers: ph });
    expect(withoutWallet.browser.cookies.has(WALLET_ACTIVE_COOKIE)).toBe(false);
  });
});
