import { describe, expect, it } from 'vitest';
import { graphqlEndpointFor, graphqlHostOrigins, graphqlPaths, parseGraphqlEndpoints, STORE_GRAPHQL_ENDPOINTS } from './graphql-client.ts';

describe('the regional GraphQL endpoint (shell §7)', () => {
  const endpoints = parseGraphqlEndpoints('us=https://us.example.com/graphql,eu=/graphql/eu,default=/graphql/sg');

  it("is the country's region's endpoint", () => {
    expect(graphqlEndpointFor('us', endpoints)).toBe('https://us.example.com/graphql');
    expect(graphqlEndpointFor('eu', endpoints)).toBe('/graphql/eu');
    expect(graphqlEndpointFor(' EU ', endpoints)).toBe('/graphql/eu');
  });

  it('falls back to the default for a region without one, an unknown region or none', () => {
    expect(graphqlEndpointFor('sa', endpoints)).toBe('/graphql/sg');
    expect(graphqlEndpointFor('mars', endpoints)).toBe('/graphql/sg');
    expect(graphqlEndpointFor('constructor', endpoints)).toBe('/graphql/sg');
    expect(graphqlEndpointFor(null, endpoints)).toBe('/graphql/sg');
    expect(graphqlEndpointFor(undefined, endpoints)).toBe('/graphql/sg');
  });

  it("is this store's /graphql for every region when nothing is set", () => {
    for (const setting of [undefined, '', '  ']) {
      const none = parseGraphqlEndpoints(setting);
      expect(none).toEqual(STORE_GRAPHQL_ENDPOINTS);
      for (const region of ['sg', 'us', 'eu', 'sa', null]) expect(graphqlEndpointFor(region, none)).toBe('/graphql');
    }
  });

  it('refuses a setting that would send shoppers astray', () => {
    for (const setting of [
      'xx=/graphql',
      'us=/graphql,us=/graphql/us',
      'us=//evil.example/graphql',
      'us=/api/order',
      'us=javascript:alert(1)',
      'us=https://user:pass@us.example.com/graphql',
      'us',
      '=/graphql',
    ]) {
      expect(() => parseGraphqlEndpoints(setting), setting).toThrow();
    }
  });

  it('names the paths the store serves itself: /graphql always, and each regional path once', () => {
    expect(graphqlPaths(endpoints).sort()).toEqual(['/graphql', '/graphql/eu', '/graphql/sg']);
    expect(graphqlPaths(STORE_GRAPHQL_ENDPOINTS)).toEqual(['/graphql']);
  });

  it('names the origins of the endpoints on other hosts, once each', () => {
    expect(graphqlHostOrigins(endpoints)).toEqual(['https://us.example.com']);
    expect(graphqlHostOrigins(parseGraphqlEndpoints('us=https://a.example.com/graphql,eu=https://a.example.com/x'))).toEqual([
      'https://a.example.com',
    ]);
    expect(graphqlHostOrigins(STORE_GRAPHQL_ENDPOINTS)).toEqual([]);
  });
});
