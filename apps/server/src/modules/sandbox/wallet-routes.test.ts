import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletStatus, type WalletSocketMessage } from '@store/contracts';
import { signedInShopper } from '../../testing/shoppers.ts';
import { startStore, waitFor, type Store } from '../../testing/store.ts';
import { makeActiveWallet } from '../../testing/wallets.ts';

/** The sandbox's operator hold on a wallet, for the browser tests of the "wallet restricted" modal. */
describe('POST /sandbox/wallet/restrict', () => {
  let store: Store;
  beforeAll(async () => {
    store = await startStore('pglite');
  });
  afterAll(async () => store.close());

  it("restricts the shopper's current wallet, which the wallet API and a following socket then show", async () => {
    const shopper = await signedInShopper(store.app, { countryCode: 'ph' });
    const { wallet } = await makeActiveWallet(store.database.db, { countryCode: 'ph', userId: shopper.userId });
    const socket = await store.app.injectWS('/ws', { headers: { cookie: shopper.browser.cookieFor('/ws') ?? '' } });
    const messages: WalletSocketMessage[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as WalletSocketMessage));
    socket.send(JSON.stringify({ type: 'subscribe', walletId: wallet.id }));
    await waitFor(() => messages.some((m) => m.type === 'wallet'), { message: 'the wallet at once' });

    const answer = await store.app.inject({
      method: 'POST',
      url: '/sandbox/wallet/restrict',
      headers: { host: 'localhost' },
      payload: { email: shopper.email.toUpperCase() },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ resultCode: 0, data: { walletId: wallet.id, walletStatus: WalletStatus.Restricted } });

    const read = await shopper.browser.request('GET', '/api/wallet/user/wallet', { headers: { 'x-country-code': 'ph' } });
    expect(read.body.data).toMatchObject({ walletId: wallet.id, walletStatus: WalletStatus.Restricted });
    await waitFor(() => messages.some((m) => m.type === 'wallet' && m.wallet?.walletStatus === WalletStatus.Restricted), {
      message: 'the hold pushed to the socket',
    });
    socket.terminate();
  });

  it('answers 404 for a shopper without a wallet, and refuses a body without an e-mail', async () => {
    const shopper = await signedInShopper(store.app, { countryCode: 'ph' });
    const none = await store.app.inject({
      method: 'POST',
      url: '/sandbox/wallet/restrict',
      headers: { host: 'localhost' },
      payload: { email: shopper.email },
    });
    expect(none.statusCode).toBe(404);
    const bad = await store.app.inject({ method: 'POST', url: '/sandbox/wallet/restrict', headers: { host: 'localhost' }, payload: {} });
    expect(bad.statusCode).toBe(400);
  });

  it('is not there without the sandbox', async () => {
    const live = await startStore(store.database, { env: { SANDBOX: '0' } });
    try {
      const answer = await live.app.inject({
        method: 'POST',
        url: '/sandbox/wallet/restrict',
        headers: { host: 'localhost' },
        payload: { email: 'someone@example.com' },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('walletStatus');
    } finally {
      await live.close();
    }
  });
});
