import { afterEach, expect, it, vi } from 'vitest';

// The message catalogue of result codes is fetched with the first failure (ADR 0054). When that
// fetch fails (the connection dropped after the answer came), the shopper is told what a dropped
// call tells, never a raw key. Its own file: the catalogue module is replaced for the whole file.
vi.mock('./api-messages.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => vi.unstubAllGlobals());

it('tells a failure whose message catalogue cannot be fetched as a dropped call', async () => {
  const { callApi } = await import('./api.ts');
  const refused = { resultCode: 237, resultMessage: 'Denomination unavailable', data: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(refused), { status: 422, headers: { 'content-type': 'application/json' } })),
  );
  vi.stubGlobal('navigator', { onLine: true });
  expect(await callApi('/api/order/create', { body: {} })).toMatchObject({ ok: false, resultCode: 0, messageKey: 'network.other' });
});
