import { createContext, createElement, useContext, type ReactNode } from 'react';
import { cataloguesOf, setMessageSource, type Catalogues, type Messages } from './i18n.ts';

/**
 * Server renders of different requests interleave (streaming), so `t` reads the catalogues of the
 * request being rendered from React context: the server renderer restores a task's context each time
 * it resumes it. Not from async-local storage: on Node 20 its first use turns on async hooks for the
 * whole process, and from the first page rendered every promise and tick of every request cost more.
 */
const RequestMessages = createContext<Catalogues | undefined>(undefined);

setMessageSource(() => {
  // `t` is called while rendering; outside a render there is no request, and so no catalogue.
  try {
    return useContext(RequestMessages);
  } catch {
    return undefined;
  }
});

/** The page with the catalogues every matched route loaded (their `messages` field). */
export function withMessages(loaderData: Record<string, unknown>, page: ReactNode): ReactNode {
  const loaded = Object.values(loaderData).map((data) => (data as { messages?: Messages } | null)?.messages);
  return createElement(RequestMessages.Provider, { value: cataloguesOf(loaded) }, page);
}
