import { useEffect, useRef, useState } from 'react';
import type { WalletSocketMessage, WalletTransaction } from '@store/contracts/wallet.ts';
import { isFinalTopup } from './topup-state.ts';
import { walletGet } from './client.ts';

const POLL_INTERVAL_MS = 3_000;
/** After a push, the top-up is read again only when the socket has been quiet this long (ADR 0023). */
const QUIET_REREAD_MS = 10_000;

/**
 * A top-up as it changes: pushed over the websocket (/ws, subscribed by the top-up's id, pushes
 * `walletTopup` messages), and read from GET /api/wallet/wallet-txn/:id every 3 s while no push has
 * come for 10 s (a socket that cannot open, drops, or says nothing). Calls `onFinal` once, when
 * the top-up reaches a status that never changes again.
 */
export function useLiveTopup(countryCode: string, initial: WalletTransaction, onChange: (next: WalletTransaction) => void): void {
  const changed = useRef(onChange);
  changed.current = onChange;
  const [started] = useState(initial);

  useEffect(() => {
    if (isFinalTopup(started.status)) return;
    let stopped = false;
    let lastPush = 0;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let seen = started;

    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      if (socket && socket.readyState <= WebSocket.OPEN) socket.close();
    };
    const update = (next: WalletTransaction) => {
      if (stopped || next.id !== started.id) return;
      // An older answer never replaces a newer one (a poll that crossed a push).
      if (next.updatedAt < seen.updatedAt) return;
      seen = next;
      changed.current(next);
      if (isFinalTopup(next.status)) stop();
    };
    const tick = async () => {
      if (stopped) return;
      if (Date.now() - lastPush >= QUIET_REREAD_MS) {
        const result = await walletGet<WalletTransaction>(countryCode, `wallet-txn/${encodeURIComponent(started.id)}`);
        if (result.ok && result.data) update(result.data);
      }
      if (!stopped) timer = setTimeout(tick, POLL_INTERVAL_MS);
    };

    try {
      const url = new URL('/ws', window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(url);
      // The socket follows what it is asked to: this top-up (`{type:'subscribe', topupId}`, ADR 0033).
      socket.onopen = () => socket?.send(JSON.stringify({ type: 'subscribe', topupId: started.id }));
      socket.onmessage = (event) => {
        let message: WalletSocketMessage;
        try {
          message = JSON.parse(String(event.data)) as WalletSocketMessage;
        } catch {
          return;
        }
        if (message.type === 'walletTopup' && message.topup.id === started.id) {
          lastPush = Date.now();
          update(message.topup);
        }
      };
    } catch {
      // No socket: polling alone follows the top-up.
    }
    timer = setTimeout(tick, POLL_INTERVAL_MS);
    return stop;
  }, [countryCode, started]);
}
