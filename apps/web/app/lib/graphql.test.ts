import { afterEach, describe, expect, it, vi } from 'vitest';
import { callGraphql, experimentToken, graphqlClient, type GraphqlClient } from './graphql.ts';

afterEach(() => vi.unstubAllGlobals());

function recordCalls() {
  const calls: { url: string; headers: Headers; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ data: { ping: true } }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

describe('GraphQL calls from the web client (shell §7)', () => {
  const us: GraphqlClient = { endpoint: '/graphql/us', whiteLabelId: 1, experimentContext: 'country=us&language=en' };

  it("go to the endpoint the shop's region chose, with the page headers", async () => {
    const calls = recordCalls();
    vi.stubGlobal('location', { pathname: '/us/mobile-legends', search: '?ref=home' });
    const answer = await callGraphql<{ ping: boolean }>({ operationName: 'Ping', query: '{ ping }' }, us);
    expect(answer).toEqual({ status: 200, body: { data: { ping: true } } });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe('/graphql/us');
    expect(call!.body).toEqual({ operationName: 'Ping', query: '{ ping }', variables: {} });
    expect(call!.headers.get('x-page-path')).toBe('/us/mobile-legends?ref=home');
    expect(call!.headers.get('x-experiment-token')).toBe(experimentToken());
    expect(call!.headers.get('x-experiment-context')).toBe('country=us&language=en');
    expect(call!.headers.get('x-whitelabel-id')).toBe('1');
    expect(call!.headers.get('accept')).toMatch(/application\/json/);
  });

  it("keep one experiment token, and add the caller's own headers", async () => {
    const calls = recordCalls();
    await callGraphql({ query: '{ ping }', headers: { 'x-csrf-token': 't' } }, us);
    await callGraphql({ query: '{ ping }' }, { ...us, endpoint: 'https://eu.example.com/graphql', experimentContext: '' });
    expect(calls.map((c) => c.url)).toEqual(['/graphql/us', 'https://eu.example.com/graphql']);
    expect(calls[0]!.headers.get('x-experiment-token')).toBe(calls[1]!.headers.get('x-experiment-token'));
    expect(calls[0]!.headers.get('x-csrf-token')).toBe('t');
    expect(calls[1]!.headers.has('x-experiment-context')).toBe(false);
  });

  it("use this store's /graphql until the page has said otherwise", () => {
    expect(graphqlClient().endpoint).toBe('/graphql');
  });

  it('answer a body that is not JSON as none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    expect(await callGraphql({ query: '{ ping }' }, us)).toEqual({ status: 502, body: null });
  });
});
