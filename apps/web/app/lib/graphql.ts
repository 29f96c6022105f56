import { GRAPHQL_HEADERS, GRAPHQL_PATH } from '@store/contracts/graphql-client.ts';

/**
 * The web client's GraphQL calls (shell §7, docs/decisions/0051): sent to the endpoint the shop's
 * country's region chose (the root loader picks it from the store's settings), with the page path,
 * the experiment token and context and the white-label id, and accepting JSON.
 */
export type GraphqlClient = {
  /** The region's endpoint: a path of this origin or another host's URL. */
  endpoint: string;
  /** The site's white-label id (0 for the store's own site, ADR 0009). */
  whiteLabelId: number;
  /** What an experiment is decided on: the shop's country and language (`country=sg&language=en`). */
  experimentContext: string;
};

const DEFAULT_CLIENT: GraphqlClient = { endpoint: GRAPHQL_PATH, whiteLabelId: 0, experimentContext: '' };
let current: GraphqlClient = DEFAULT_CLIENT;

/** Called while rendering in the browser with the root loader's choice, like `useMessages`. */
export function useGraphqlClient(client: GraphqlClient | undefined) {
  if (!import.meta.env.SSR && client) current = client;
}

/** The client the next call uses; tests hand theirs to `callGraphql` instead. */
export function graphqlClient(): GraphqlClient {
  return current;
}

export const EXPERIMENT_TOKEN_KEY = 'store.experimentToken';
let tokenOfThisPage: string | undefined;

/**
 * The browser's experiment token: a random id kept in local storage, so that one shopper stays in
 * one arm of an experiment across visits; a page whose storage is refused keeps one for itself.
 */
export function experimentToken(): string {
  try {
    const kept = localStorage.getItem(EXPERIMENT_TOKEN_KEY);
    if (kept && /^[\w.-]{1,64}$/.test(kept)) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(EXPERIMENT_TOKEN_KEY, made);
    return made;
  } catch {
    return (tokenOfThisPage ??= typeof crypto !== 'undefined' && crypto.randomUUID ? crypto.randomUUID() : String(Date.now()));
  }
}

/** The headers of shell §7 for a request made from `pagePath`. */
export function graphqlHeaders(client: GraphqlClient, pagePath: string, token: string): Record<string, string> {
  return {
    accept: 'application/graphql-response+json, application/json',
    'content-type': 'application/json',
    [GRAPHQL_HEADERS.pagePath]: pagePath,
    [GRAPHQL_HEADERS.experimentToken]: token,
    ...(client.experimentContext ? { [GRAPHQL_HEADERS.experimentContext]: client.experimentContext } : {}),
    [GRAPHQL_HEADERS.whiteLabelId]: String(client.whiteLabelId),
  };
}

/** The page's path and query, as the browser keeps them (percent-encoded, so a header can carry them). */
function currentPagePath(): string {
  return typeof location === 'undefined' ? '/' : location.pathname + location.search;
}

export type GraphqlRequest = {
  operationName?: string;
  query: string;
  variables?: object;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** Posts one operation to the region's endpoint; the answer's status and body (null when not JSON). */
export async function callGraphql<T>(
  request: GraphqlRequest,
  client: GraphqlClient = current,
): Promise<{ status: number; body: { data?: T | null; errors?: unknown[] } | null }> {
  const response = await fetch(client.endpoint, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { ...graphqlHeaders(client, currentPagePath(), experimentToken()), ...request.headers },
    body: JSON.stringify({
      ...(request.operationName ? { operationName: request.operationName } : {}),
      query: request.query,
      variables: request.variables ?? {},
    }),
    signal: request.signal,
  });
  let body: { data?: T | null; errors?: unknown[] } | null = null;
  try {
    body = (await response.json()) as typeof body;
  } catch {
    body = null;
  }
  return { status: response.status, body };
}
