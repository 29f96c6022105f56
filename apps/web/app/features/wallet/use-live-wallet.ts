import { useEffect, useRef, useState } from 'react';
import { formatPrice } from '@store/contracts/money.ts';
import type { WalletData, WalletSocketMessage, WalletTransaction } from '@store/contracts/wallet.ts';
import type { ShopLocale } from '../../lib/locale.ts';
import { walletGet } from './client.ts';
import { showWalletBalance, type LiveWalletBalance } from './header.tsx';
import { isFinalTopup } from './topup-state.ts';

const POLL_INTERVAL_MS = 3_000;
/** After a push, the top-up is read again only when the socket has been quiet this long (ADR 0023). */
const QUIET_REREAD_MS = 10_000;

/** A balance written with the shop's rules (ADR 0004); a wallet of another currency as a figure with its code. */
export function writtenBalance(
  shop: ShopLocale,
  wallet: Pick<WalletData, 'walletId' | 'balanceAmount' | 'balanceVersion' | 'currencyCode'>,
) {
  const balance =
    wallet.currencyCode === shop.country.currency
      ? formatPrice(wallet.balanceAmount, { ...shop.country, locale: shop.locale })
      : `${wallet.balanceAmount} ${wallet.currencyCode}`;
  return { walletId: wallet.walletId, version: wallet.balanceVersion, balance };
}

type Follow = {
  /** The wallet whose balance the page and the header show; null when there is none to follow. */
  walletId: string | null;
  /** A top-up to follow to its end (the waiting page), with what to do on each change. */
  topup?: { initial: WalletTransaction; onChange(next: WalletTransaction): void };
};

/**
 * One websocket for a wallet page (ADR 0033): `{type:'subscribe', walletId}` keeps the balance live
 * in the page and in the header's chip (`showWalletBalance`), and on the waiting page
 * `{type:'subscribe', topupId}` follows the top-up, read again from GET /api/wallet/wallet-txn/:id
 * every 3 s while no push has come for 10 s (a socket that cannot open, drops, or says nothing).
 * Returns the newest balance pushed, or null while none has come.
 */
export function useLiveWallet(shop: ShopLocale, follow: Follow): LiveWalletBalance | null {
  const [balance, setBalance] = useState<LiveWalletBalance | null>(null);
  const changed = useRef(follow.topup?.onChange);
  changed.current = follow.topup?.onChange;
  const [started] = useState(follow.topup?.initial ?? null);
  const { walletId } = follow;
  const shopRef = useRef(shop);
  shopRef.current = shop;
  const countryCode = shop.country.code;

  useEffect(() => {
    const followsTopup = started !== null && !isFinalTopup(started.status);
    if (!walletId && !followsTopup) return;
    let stopped = false;
    let lastPush = 0;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let seen = started;
    let topupDone = !followsTopup;

    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      if (socket && socket.readyState <= WebSocket.OPEN) socket.close();
    };
    const updateTopup = (next: WalletTransaction) => {
      if (stopped || topupDone || !seen || next.id !== seen.id) return;
      // An older answer never replaces a newer one (a poll that crossed a push).
      if (next.updatedAt < seen.updatedAt) return;
      seen = next;
      changed.current?.(next);
      if (isFinalTopup(next.status)) {
        topupDone = true;
        clearTimeout(timer);
      }
    };
    const tick = async () => {
      if (stopped || topupDone || !seen) return;
      if (Date.now() - lastPush >= QUIET_REREAD_MS) {
        const result = await walletGet<WalletTransaction>(countryCode, `wallet-txn/${encodeURIComponent(seen.id)}`);
        if (result.ok && result.data) updateTopup(result.data);
      }
      if (!stopped && !topupDone) timer = setTimeout(tick, POLL_INTERVAL_MS);
    };

    try {
      const url = new URL('/ws', window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(url);
      socket.onopen = () => {
        if (walletId) socket?.send(JSON.stringify({ type: 'subscribe', walletId }));
        if (followsTopup && started) socket?.send(JSON.stringify({ type: 'subscribe', topupId: started.id }));
      };
      socket.onmessage = (event) => {
        let message: WalletSocketMessage;
        try {
          message = JSON.parse(String(event.data)) as WalletSocketMessage;
        } catch {
          return;
        }
        if (message.type === 'walletTopup') {
          lastPush = Date.now();
          updateTopup(message.topup);
        } else if (message.type === 'wallet' && message.wallet && message.wallet.walletId === walletId) {
          const next = writtenBalance(shopRef.current, message.wallet);
          showWalletBalance(next);
          setBalance((shown) => (shown && shown.version > next.version ? shown : next));
        }
      };
    } catch {
      // No socket: polling alone follows the top-up; the balance is the page's.
    }
    if (followsTopup) timer = setTimeout(tick, POLL_INTERVAL_MS);
    return stop;
  }, [countryCode, started, walletId]);

  return balance;
}
