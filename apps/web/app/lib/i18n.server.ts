import { AsyncLocalStorage } from 'node:async_hooks';
import { mergeMessages, setMessageSource, type Messages } from './i18n.ts';

/**
 * Server renders of different requests may interleave (streaming), so `t` reads the catalogues of
 * the request being rendered from async-local storage rather than from a module variable.
 */
const storage = new AsyncLocalStorage<Messages | undefined>();
setMessageSource(() => storage.getStore());

/** Runs `render` with the catalogues every matched route loaded (their `messages` field). */
export function renderWithMessages<T>(loaderData: Record<string, unknown>, render: () => T): T {
  const loaded = Object.values(loaderData).map((data) => (data as { messages?: Messages } | null)?.messages);
  return storage.run(mergeMessages(loaded), render);
}
