import { describe, expect, it } from 'vitest';
import { readGraphqlClientHeaders } from './graphql-client-headers.ts';

describe("shell §7's GraphQL page headers", () => {
  it('keeps well-formed values', () => {
    expect(
      readGraphqlClientHeaders({
        'x-page-path': '/sg/mobile-legends?x=1',
        'x-experiment-token': 'b1946ac9-2f5c-4b4e-9a5e-1f0e2d6c7a11',
        'x-experiment-context': 'country=sg&language=en&site=1',
        'x-whitelabel-id': '1',
      }),
    ).toEqual({
      pagePath: '/sg/mobile-legends?x=1',
      experimentToken: 'b1946ac9-2f5c-4b4e-9a5e-1f0e2d6c7a11',
      experimentContext: 'country=sg&language=en&site=1',
      whiteLabelId: 1,
    });
  });

  it('drops anything else, without throwing', () => {
    const none = { pagePath: null, experimentToken: null, experimentContext: null, whiteLabelId: null };
    expect(readGraphqlClientHeaders({})).toEqual(none);
    expect(
      readGraphqlClientHeaders({
        'x-page-path': '//evil.example/x',
        'x-experiment-token': 'a b<script>',
        'x-experiment-context': 'x'.repeat(513),
        'x-whitelabel-id': '1e3',
      }),
    ).toEqual(none);
    for (const id of ['-1', '00', '01', '9999999999', 'NaN', ' ', '1.5', '__proto__']) {
      expect(readGraphqlClientHeaders({ 'x-whitelabel-id': id }).whiteLabelId, id).toBeNull();
    }
    expect(readGraphqlClientHeaders({ 'x-whitelabel-id': '0' }).whiteLabelId).toBe(0);
    expect(readGraphqlClientHeaders({ 'x-page-path': 'sg/home' }).pagePath).toBeNull();
    expect(readGraphqlClientHeaders({ 'x-page-path': '/sg/h\u00e9' }).pagePath).toBeNull();
    expect(readGraphqlClientHeaders({ 'set-cookie': ['a', 'b'] } as never)).toEqual(none);
  });
});
