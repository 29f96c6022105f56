import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderSocketMessage, OrderView } from '@store/contracts';
import { callApi } from '../../lib/api.ts';
import { isFinished } from './order-state.ts';

const POLL_INTERVAL_MS = 3_000;
/** With the socket open but silent this long, the order is read again: a push can be missed (ADR 0023). */
const QUIET_REREAD_MS = 10_000;

/**
 * The order as it changes: pushed over the websocket (/ws), or, when the socket cannot be opened
 * or drops, polled from GET /api/order/:id every 3 s; and read again whenever the socket has been
 * quiet for 10 s. Calls `onFinished` once the order reaches a
 * status that never changes again. The second value takes a fresher view the page fetched itself
 * (a payment check's answer) as if it had been pushed.
 */
export function useLiveOrder(initial: OrderView, onFinished: (order: OrderView) => void): [OrderView, (next: OrderView) => void] {
  const [order, setOrder] = useState(initial);
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const accept = useRef<(next: OrderView) => void>(() => {});

  useEffect(() => {
    setOrder(initial);
    if (isFinished(initial.status)) return;
    let stopped = false;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let quiet: ReturnType<typeof setTimeout> | undefined;

    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(quiet);
      if (socket && socket.readyState <= WebSocket.OPEN) socket.close();
    };
    const read = async () => {
      const result = await callApi<OrderView>(`/api/order/${encodeURIComponent(initial.orderId)}`);
      if (result.ok) update(result.data);
    };
    const rearm = () => {
      clearTimeout(quiet);
      quiet = setTimeout(() => {
        if (stopped || timer !== undefined) return; // polling already reads it
        void read().finally(() => {
          if (!stopped) rearm();
        });
      }, QUIET_REREAD_MS);
    };
    const update = (next: OrderView) => {
      if (stopped || next.orderId !== initial.orderId) return;
      rearm();
      setOrder(next);
      if (isFinished(next.status)) {
        stop();
        finished.current(next);
      }
    };
    accept.current = update;
    const poll = async () => {
      if (stopped) return;
      await read();
      if (!stopped) timer = setTimeout(poll, POLL_INTERVAL_MS);
    };
    const fallBackToPolling = () => {
      if (stopped || timer !== undefined) return;
      timer = setTimeout(poll, 0);
    };

    try {
      const url = new URL('/ws', window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(url);
      socket.onopen = () => {
        socket?.send(JSON.stringify({ type: 'subscribe', orderId: initial.orderId }));
        rearm();
      };
      socket.onmessage = (event) => {
        let message: OrderSocketMessage;
        try {
          message = JSON.parse(String(event.data)) as OrderSocketMessage;
        } catch {
          return;
        }
        if (message.type === 'order') update(message.order);
        else fallBackToPolling();
      };
      socket.onerror = fallBackToPolling;
      socket.onclose = fallBackToPolling;
    } catch {
      fallBackToPolling();
    }
    return stop;
  }, [initial]);

  const take = useCallback((next: OrderView) => accept.current(next), []);
  return [order, take];
}
