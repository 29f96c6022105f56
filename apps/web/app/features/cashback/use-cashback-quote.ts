import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShopLocale } from '../../lib/locale.ts';
import type { QuoteParams, QuoteView } from './client.ts';

/** How long the checkout waits for the shopper to stop changing their choice before asking for a quote. */
export const QUOTE_DEBOUNCE_MS = 250;

/**
 * The cashback quote of the order as the form stands (commerce §3 cashback purchase info):
 * nothing to quote yet, being asked (the last quote stays on screen meanwhile), answered, or
 * failed.
 */
export type QuoteStanding =
  { status: 'none' } | { status: 'loading'; quote: QuoteView | null } | { status: 'ready'; quote: QuoteView } | { status: 'failed' };

function keyOf(params: QuoteParams | null): string | null {
  return params
    ? JSON.stringify([params.countryCode, params.productSlug, params.denominationId, params.paymentChannelId, params.useRewards])
    : null;
}

type Request = { key: string; promise: Promise<QuoteView | null>; controller: AbortController };

/**
 * Asks `GET /api/rewards/quote` again whenever the denomination, the channel or the toggle
 * changes: after a short pause (a shopper going through the channels asks once), and dropping the
 * call for a choice already changed. `settle` answers the quote of the current choice, asking at
 * once if it has not been asked yet: the confirmation shows the amounts of the order it confirms.
 * `refresh` asks again for the same choice (the balance changed under the order).
 */
export function useCashbackQuote(shop: ShopLocale, params: QuoteParams | null) {
  const [standing, setStanding] = useState<QuoteStanding>({ status: 'none' });
  const [generation, setGeneration] = useState(0);
  const request = useRef<Request | null>(null);
  const key = keyOf(params);
  // The params of the current key, read by the callbacks without making them change with every render.
  const latest = useRef(params);
  latest.current = params;

  const start = useCallback(
    (wanted: QuoteParams, wantedKey: string): Request => {
      request.current?.controller.abort();
      const controller = new AbortController();
      const promise = import('./client.ts')
        .then((client) => client.fetchQuote(shop, wanted, controller.signal))
        .then(
          (result) => (result.ok ? result.data : null),
          () => null,
        );
      const started = { key: wantedKey, promise, controller };
      request.current = started;
      void promise.then((quote) => {
        if (controller.signal.aborted || request.current !== started) return;
        setStanding(quote ? { status: 'ready', quote } : { status: 'failed' });
      });
      return started;
    },
    [shop],
  );

  useEffect(() => {
    const wanted = latest.current;
    if (!wanted || key === null) {
      request.current?.controller.abort();
      request.current = null;
      setStanding({ status: 'none' });
      return;
    }
    setStanding((before) => ({
      status: 'loading',
      quote: before.status === 'ready' ? before.quote : before.status === 'loading' ? before.quote : null,
    }));
    const timer = setTimeout(() => {
      // Buy now may have asked for this choice's quote already.
      if (request.current?.key !== key) start(wanted, key);
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      // The choice changed (or the page left): an answer for the old one is of no use.
      if (request.current?.key === key) {
        request.current.controller.abort();
        request.current = null;
      }
    };
  }, [key, generation, start]);

  /** The quote of the current choice, asked for now if it has not been; null when it cannot be had. */
  const settle = useCallback(async (): Promise<QuoteView | null> => {
    const wanted = latest.current;
    const wantedKey = keyOf(wanted);
    if (!wanted || wantedKey === null) return null;
    const current = request.current?.key === wantedKey ? request.current : start(wanted, wantedKey);
    return current.promise;
  }, [start]);

  const refresh = useCallback(() => setGeneration((n) => n + 1), []);

  return { standing, settle, refresh };
}
