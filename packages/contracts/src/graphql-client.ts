/**
 * Shell §7's GraphQL calls: the regional endpoint a country's `regionCode` chooses, with a default
 * fallback, and the headers every request carries (docs/decisions/0051). Shared by the server,
 * which reads the endpoints from its settings and accepts the headers, and the web client.
 */

/** The regions a country may name (the `countries.region_code` check). */
export const GRAPHQL_REGIONS = ['sg', 'us', 'eu', 'sa'] as const;
export type GraphqlRegion = (typeof GRAPHQL_REGIONS)[number];

/** Where this store serves GraphQL itself. */
export const GRAPHQL_PATH = '/graphql';

/**
 * Each region's endpoint, and the default a country without one (or without a region) gets. An
 * endpoint is a path of the page's own origin, `/graphql` or one segment under it (`/graphql/us`),
 * which this store serves itself, or an absolute http(s) URL of another host.
 */
export type GraphqlEndpoints = { default: string; regions: Partial<Record<GraphqlRegion, string>> };

/** One codebase, every region served by this store: what the store uses unless its settings say otherwise. */
export const STORE_GRAPHQL_ENDPOINTS: GraphqlEndpoints = { default: GRAPHQL_PATH, regions: {} };

const isRegion = (value: string): value is GraphqlRegion => (GRAPHQL_REGIONS as readonly string[]).includes(value);

/** The endpoint a country of `regionCode` sends its GraphQL requests to: its region's, else the default. */
export function graphqlEndpointFor(regionCode: string | null | undefined, endpoints: GraphqlEndpoints): string {
  const region = regionCode?.trim().toLowerCase() ?? '';
  return (isRegion(region) ? endpoints.regions[region] : undefined) ?? endpoints.default;
}

/** A path this store serves (`/graphql`, `/graphql/us`) or an absolute http(s) URL without credentials. */
export function isGraphqlPath(value: string): boolean {
  return /^\/graphql(?:\/[a-z0-9-]{1,32})?$/.test(value);
}

export function isGraphqlEndpoint(value: string): boolean {
  if (value.startsWith('/')) return isGraphqlPath(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !url.hash;
  } catch {
    return false;
  }
}

/**
 * The `GRAPHQL_ENDPOINTS` setting: `region=endpoint` pairs separated by commas, `default=` for the
 * fallback ("us=https://us.example.com/graphql,default=/graphql"). Unset: every region is this
 * store's `/graphql`. Throws on a region that does not exist, a region named twice or an endpoint
 * that is neither a path nor an http(s) URL, so a typo stops the start instead of sending shoppers astray.
 */
export function parseGraphqlEndpoints(setting: string | undefined): GraphqlEndpoints {
  if (setting === undefined || setting.trim() === '') return STORE_GRAPHQL_ENDPOINTS;
  const endpoints: GraphqlEndpoints = { default: GRAPHQL_PATH, regions: {} };
  const seen = new Set<string>();
  for (const pair of setting.split(',')) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim().toLowerCase();
    const endpoint = pair.slice(at + 1).trim();
    if (at < 1 || (name !== 'default' && !isRegion(name))) {
      throw new Error(`"${pair.trim()}" does not start with a region (${GRAPHQL_REGIONS.join(', ')}) or default and =`);
    }
    if (seen.has(name)) throw new Error(`${name} is named twice`);
    if (!isGraphqlEndpoint(endpoint)) throw new Error(`${name}: "${endpoint}" is neither /graphql[/name] nor an http(s) URL`);
    seen.add(name);
    if (name === 'default') endpoints.default = endpoint;
    else endpoints.regions[name as GraphqlRegion] = endpoint;
  }
  return endpoints;
}

/** The paths of the endpoints this store must serve itself: `/graphql` always, and every regional path. */
export function graphqlPaths(endpoints: GraphqlEndpoints): string[] {
  const all = [GRAPHQL_PATH, endpoints.default, ...Object.values(endpoints.regions)];
  return [...new Set(all.filter((endpoint): endpoint is string => !!endpoint && isGraphqlPath(endpoint)))];
}

/** The origins of the endpoints on other hosts, which the page's policy must let it call (connect-src). */
export function graphqlHostOrigins(endpoints: GraphqlEndpoints): string[] {
  const all = [endpoints.default, ...Object.values(endpoints.regions)];
  return [
    ...new Set(all.filter((endpoint): endpoint is string => !!endpoint && !endpoint.startsWith('/')).map((url) => new URL(url).origin)),
  ];
}

/** The headers shell §7 names for a GraphQL request. */
export const GRAPHQL_HEADERS = {
  pagePath: 'x-page-path',
  experimentToken: 'x-experiment-token',
  experimentContext: 'x-experiment-context',
  whiteLabelId: 'x-whitelabel-id',
} as const;

/** The longest value of each header the server reads; anything longer is ignored, not refused. */
export const GRAPHQL_HEADER_MAX_LENGTH = 512;
