/**
 * Generated hostile requests against every route of the store (enumerated from Fastify, so a new
 * route is fuzzed without touching this file) and the GraphQL endpoint, on each test database.
 *
 * What must hold: no answer is a 5xx, none shows a stack, and no table gains or loses a row. The
 * last is real because the requests are built so that none can be valid: a request to a route
 * that takes a body always carries a hostile one (NUL, a wrong type, a key no schema has, broken
 * or oversized JSON, a foreign content type), and a path parameter, when the route has one, is
 * always hostile. Routes with neither (health, the anti-forgery token) only read.
 *
 * A failure prints the seed and the request; `FUZZ_SEED=<seed>` replays the same run, and
 * `FUZZ_REQUESTS` changes its length.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from '@store/db/orm';
import type { Database } from '@store/db';
import { DEMO_COUNTRY, DEMO_PRODUCT, DEMO_SITES } from '@store/db/seed';
import { createTestDatabase, databaseKinds } from './testing/database.ts';
import { orderRequest, placeOrder, startStore, type Store } from './testing/store.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_250_611);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 20_000);
/** Requests in flight at once: enough to interleave handlers, few enough for two cores. */
const CONCURRENCY = 8;

type Route = { path: string; methods: string[] };

/**
 * The routes as Fastify prints them: one per line, a child's path continuing its parent's, the
 * nesting told by the indentation (`│   └── /:slug (GET, HEAD)`).
 */
export function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    if (match[3]) routes.push({ path, methods: match[3].split(', ') });
  }
  return routes;
}

// ---- what a hostile client sends ----------------------------------------------------------

/** Percent-encoding that never throws: a lone surrogate becomes the bytes of an invalid UTF-8 sequence. */
function encode(text: string): string {
  return text
    .replace(/[\ud800-\udfff]/g, (c, i: number) =>
      /[\ud800-\udbff][\udc00-\udfff]/.test(text.slice(i, i + 2)) || /[\ud800-\udbff][\udc00-\udfff]/.test(text.slice(i - 1, i + 1))
        ? c
        : '\u0001\u0002',
    )
    .split('\u0001\u0002')
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');
}

const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '%00',
  '%',
  '%zz',
  '%c0%ae',
  '..',
  '../../etc/passwd',
  '..\\..\\windows',
  '/',
  '//',
  '\\',
  '\u202e',
  '\ufeff',
  '\ud800',
  '\udfff',
  '💥',
  '𝕏'.repeat(40),
  'ي'.repeat(30),
  '\u0007\u001b[2J',
  '\r\n',
  '<script>',
  '" OR 1=1 --',
  "'; drop table orders; --",
  '${jndi:ldap://x}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e400',
  '0x10',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'a'.repeat(300),
  'a'.repeat(5000),
  ' ',
  '',
);
const hostileText = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), nasty, fc.string({ maxLength: 10 })).map((parts) => parts.join('')) },
);
/** A path parameter that no route can take: it always holds one hostile piece. */
const hostileParam = fc
  .tuple(fc.constantFrom('', 'sg', DEMO_PRODUCT, 'google', 'sandbox', 'ord_'), hostileText, fc.boolean())
  .filter(([, text]) => text !== '' && text !== ' ')
  .map(([prefix, text, raw]) => {
    const value = `${prefix}${text}`;
    // Mostly encoded as a browser would; sometimes as a hostile client writes it, unencoded.
    return raw ? value.replace(/[\s?#]/g, encode).replace(/[\ud800-\udfff]/g, '%ED%A0%80') : encode(value).replace(/%25(00|zz|c0)/g, '%$1');
  });
const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        nasty,
        fc.constantFrom(
          'days',
          'page',
          'query',
          'country',
          'locale',
          'code',
          'state',
          'redirect',
          'uid',
          '__proto__[x]',
          'constructor[prototype][x]',
          'a[]',
        ),
      ),
      hostileText,
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v).replace(/%2500/g, '%00')}`).join('&'));

const hostileKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '\u0000',
  'isAdmin',
  'priceMinor',
  'userId',
  'siteId',
];
/** Field names our schemas use, so that values of the wrong kind reach the validators. */
const fieldNames = [
  'countryCode',
  'productSlug',
  'denominationId',
  'paymentChannelId',
  'userId',
  'zoneId',
  'email',
  'mobile',
  'acceptedTerms',
  'locale',
  'billingAddress',
  'query',
  'uid',
  'uidType',
  'password',
  'passwordConfirmation',
  'name',
  'birthDate',
  'subscribeMarketing',
  'langCode',
  'gRecaptchaToken',
  'code',
  'global',
  'previousPassword',
  'proposedPassword',
  'keys',
  'type',
  'whitelabelId',
  'path',
  'language',
  'referrer',
  'pageType',
  'msisdn',
  'productPath',
  'otp',
  'medium',
  'cpfInfo',
  'accountRegionCode',
  'authToken',
  'playerName',
  'playerId',
  'playerStatus',
  'txnId',
  'orderId',
  'action',
  'grant_type',
  'client_id',
  'redirect_uri',
];
const leaf = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.bigInt().map(String),
  fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2),
);
const value = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), hostileText), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A JSON object that no schema accepts: a hostile key or a NUL is always in it. */
const poisonedObject = fc
  .tuple(fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 8 }), fc.constantFrom(...hostileKeys), value, fc.boolean())
  .map(([fields, key, poison, asText]) => {
    const text = JSON.stringify(fields);
    const extra = `${JSON.stringify(key)}:${JSON.stringify(poison ?? null)}`;
    return asText
      ? `{${extra}${text.length > 2 ? `,${text.slice(1)}` : '}'}`
      : `${text.slice(0, -1)}${text.length > 2 ? ',' : ''}${extra}}`;
  });
/**
 * Bodies the routes we know take, valid as they stand: one field is then made hostile with NUL,
 * which no request may hold (PostgreSQL cannot store it), so the request gets as far into the
 * route as it can and is still never valid. Routes not listed get the generic bodies above.
 */
const password = 'correct-horse-1';
const validBodies: Record<string, Record<string, unknown>> = {
  '/api/order': orderRequest() as unknown as Record<string, unknown>,
  '/api/order/validate-player': { countryCode: DEMO_COUNTRY, productSlug: DEMO_PRODUCT, userId: '12345678', zoneId: '1234' },
  '/api/order/search': { query: 'mobile', countryCode: DEMO_COUNTRY },
  '/api/identity/sign-up': {
    uid: 'fuzz@example.com',
    uidType: 'email',
    password,
    passwordConfirmation: password,
    name: 'Ann Lee',
    birthDate: '1990-04-02',
    subscribeMarketing: false,
    countryCode: DEMO_COUNTRY,
    langCode: 'en',
    gRecaptchaToken: 'token',
  },
  '/api/identity/sign-in': { uid: 'fuzz@example.com', uidType: 'email', password },
  '/api/identity/confirm-sign-up': { uid: 'fuzz@example.com', uidType: 'email', code: '123456' },
  '/api/identity/resend-code': { uid: 'fuzz@example.com', uidType: 'email' },
  '/api/identity/reset-password': { uid: 'fuzz@example.com', uidType: 'email', code: '123456', password },
  '/api/identity/update-attributes': { name: 'Ann', langCode: 'en' },
  '/api/customer/user/forgot-password': {
    uid: 'fuzz@example.com',
    uidType: 'email',
    countryCode: DEMO_COUNTRY,
    languageCode: 'en',
    gRecaptchaToken: 'token',
  },
  '/api/storefront/cms': { keys: ['common.home'], locale: 'en-SG' },
  '/api/storefront/homePage': { countryCode: DEMO_COUNTRY, shopLang: 'en' },
  '/api/storefront/infoBar': { pageType: 'home', countryCode: DEMO_COUNTRY },
  '/api/storefront/marketing-consent': { email: 'fuzz@example.com', country: DEMO_COUNTRY },
  '/api/storefront/homeHighlightedPromo': { locale: 'en-SG' },
  '/api/storefront/productHighlightedPromo': { locale: 'en-SG', productPath: `/${DEMO_COUNTRY}/${DEMO_PRODUCT}` },
  '/api/analytics/page-view': { path: `/${DEMO_COUNTRY}/`, countryCode: DEMO_COUNTRY, language: 'en', referrer: null },
};

/** One of `template`'s fields (or a new one) made to hold NUL, as a string or deep in a wrong-typed value. */
function withNul(template: Record<string, unknown>): fc.Arbitrary<string> {
  const fields = Object.keys(template);
  return fc.tuple(fc.constantFrom(...fields, 'extra'), hostileText, fc.nat(3)).map(([field, text, shape]) => {
    const nul = `${text.slice(0, 20)}\u0000${text.slice(20)}`;
    const poison = [nul, [nul], { [nul]: nul }, { nested: [{ deeper: nul }] }][shape];
    return JSON.stringify({ ...template, [field]: poison });
  });
}

const json = { 'content-type': 'application/json' };
const hostileBody: fc.Arbitrary<{ payload: string; headers: Record<string, string> }> = fc.oneof(
  { weight: 6, arbitrary: poisonedObject.map((payload) => ({ payload, headers: json })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('{', '{"a":', '[', 'nul', '"\\u0000"', '{"a":"\\ud800"}', '1e400', '{"a":1,"a":2,"__proto__":{"x":1}}', '\u0000')
      .map((payload) => ({ payload, headers: json })),
  },
  {
    weight: 1,
    arbitrary: fc.array(value, { maxLength: 3 }).map((items) => ({ payload: JSON.stringify([...items, '\u0000']), headers: json })),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 100, max: 20_000 })
      .map((depth) => ({ payload: `${'['.repeat(depth)}${']'.repeat(depth)}`, headers: json })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(66 * 1024, 200 * 1024)
      .map((size) => ({ payload: JSON.stringify({ email: 'a'.repeat(size) }), headers: json })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'application/x-www-form-urlencoded',
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/json; charset=nope',
          'application/graphql',
          '',
        ),
        hostileText,
      )
      .map(([type, text]) => ({ payload: `action=approve&${encode(text)}=\u0000`, headers: { 'content-type': type } })),
  },
);

/** `arbitrary` one time in ten, else null. */
function rarely<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}

const printable = fc.string({ minLength: 1, maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, 'x'));
const hostileHeaders = fc.record(
  {
    host: fc.constantFrom(
      'localhost',
      DEMO_SITES.noAccounts.hostname,
      'football.localhost',
      'evil.example',
      'localhost:99999',
      'a..b',
      'store.test',
    ),
    cookie: fc.oneof(
      printable,
      printable.map((s) => `store_access=${s}; store_refresh=${s}; store_csrf=${s}`),
    ),
    authorization: fc.oneof(
      printable,
      printable.map((s) => `Bearer ${s}`),
      fc.constant('Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1c3JfMSJ9.'),
    ),
    'x-csrf-token': printable,
    'idempotency-key': printable,
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*;q=0', 'x'.repeat(100)),
    'if-none-match': printable,
    'accept-language': printable,
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1', ''),
    'x-forwarded-host': fc.constantFrom('evil.example', 'a/b', 'x@y'),
    'x-forwarded-proto': fc.constantFrom('https', 'gopher', ''),
    origin: fc.constantFrom('http://evil.example', 'null'),
  },
  { requiredKeys: [] },
);
/** Lying about the body's framing: refused before routing, so only now and then. */
const framingHeaders = rarely(
  fc.oneof(
    fc.constantFrom('-1', '99999999', 'abc', '0').map((length) => ({ 'content-length': length })),
    fc.constantFrom('chunked', 'gzip').map((encoding) => ({ 'transfer-encoding': encoding })),
  ),
);

const graphqlDocuments = fc.oneof(
  hostileText,
  fc
    .tuple(fc.constantFrom('txnId', 'medium', 'uid', 'zoneId'), hostileText)
    .map(
      ([field, text]) =>
        `mutation { setOrderUid(input: {txnId: "ord_x", medium: "email", uid: "u", ${field}: ${JSON.stringify(text)}}) { statusCode statusMessage } }`,
    ),
  fc
    .integer({ min: 6, max: 700 })
    .map(
      (n) =>
        `mutation { ${Array.from({ length: n }, (_, i) => `a${i}: setOrderUid(input: {txnId: "t", medium: "email", uid: "u"}) { statusCode }`).join(' ')} }`,
    ),
  fc
    .integer({ min: 7, max: 60 })
    .map(
      (n) => `{ ${'__schema { types { fields { type { ofType { '.repeat(Math.ceil(n / 5))}name${' } } } } }'.repeat(Math.ceil(n / 5))} }`,
    ),
  fc.integer({ min: 2, max: 300 }).map((n) => Array.from({ length: n }, (_, i) => `query Q${i} { ping }`).join(' ')),
  fc.constantFrom(
    '{ ping(x: 1) }',
    'subscription { x }',
    'query ($a: Int) { ping }',
    'fragment F on Query { ...F } { ...F }',
    '{ __typename @skip(if: "x") }',
    '{ ' + 'ping '.repeat(2000) + '}',
  ),
);
/** The GraphQL endpoint: documents that are malformed, over the limits or with hostile values, and hostile variables. */
const graphqlRequest = fc
  .tuple(
    graphqlDocuments,
    fc.option(poisonedObject),
    fc.oneof(fc.constant(undefined), hostileText, fc.integer()),
    fc.constantFrom('GET', 'POST'),
  )
  .map(([query, variables, operationName, method]): InjectOptions =>
    method === 'GET'
      ? { method, url: `/graphql?query=${encode(query)}${variables ? `&variables=${encode(variables)}` : ''}` }
      : {
          method,
          url: '/graphql',
          headers: json,
          payload: `{"query":${JSON.stringify(query)},"operationName":${JSON.stringify(operationName ?? null)},"variables":${variables ?? 'null'}}`,
        },
  );

/** A plausible value for each path parameter, so that one hostile parameter is met with the others valid. */
const plausibleParams: Record<string, string[]> = {
  cc: [DEMO_COUNTRY, 'my'],
  slug: [DEMO_PRODUCT],
  provider: ['google', 'facebook', 'sandbox'],
  orderId: ['ord_AAAAAAAAAAAAAAAAAAAAAA'],
  paymentRef: ['sbp_AAAAAAAAAAAAAAAAAAAAAA'],
  file: ['logo.svg'],
};

/** A body for `path`: near-valid with NUL when the route is known, else a generic hostile one. */
function bodyFor(path: string): fc.Arbitrary<{ payload: string; headers: Record<string, string> }> {
  const template = validBodies[path];
  if (!template) return hostileBody;
  return fc.oneof(
    { weight: 2, arbitrary: withNul(template).map((payload) => ({ payload, headers: json })) },
    { weight: 1, arbitrary: hostileBody },
  );
}

/** A request to one of `routes`, hostile by construction (see the top of the file). */
function routeRequest(routes: Route[]): fc.Arbitrary<InjectOptions> {
  return fc.constantFrom(...routes).chain((route) => routeRequestTo(route));
}

function routeRequestTo(route: Route): fc.Arbitrary<InjectOptions> {
  const names = [...route.path.matchAll(/:([A-Za-z]+)|\*/g)].map((m) => m[1] ?? '*');
  return fc
    .tuple(
      fc.constant(route),
      fc.nat(),
      fc.array(hostileParam, { minLength: names.length, maxLength: names.length }),
      fc.nat(Math.max(0, names.length - 1)),
      fc.array(fc.nat(), { minLength: names.length, maxLength: names.length }),
      fc.option(queryString, { freq: 2 }),
      bodyFor(route.path),
      hostileHeaders,
      framingHeaders,
      rarely(fc.constantFrom('PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND')),
      rarely(fc.constantFrom('//', '/./', '/%2e%2e/', '/;x', '/%00', '/\u0000')),
      rarely(fc.constantFrom('/', '/x', '.json', '/%2F..', '%00')),
    )
    .map(([route, pick, hostile, hostileIndex, plausiblePicks, query, body, headers, framing, foreignMethod, prefix, suffix]) => {
      const method = (foreignMethod ?? route.methods[pick % route.methods.length]!) as InjectOptions['method'];
      // One parameter is always hostile; the others are plausible where we know what they take.
      let index = 0;
      let path = route.path.replace(/:[A-Za-z]+|\*/g, () => {
        const i = index++;
        const known = plausibleParams[names[i]!];
        return i === hostileIndex || !known ? hostile[i]! : known[plausiblePicks[i]! % known.length]!;
      });
      if (prefix) path = `${prefix}${path.slice(1)}`;
      if (suffix) path = `${path}${suffix}`;
      const url = query ? `${path}?${query}` : path;
      const withBody = method !== 'GET' && method !== 'HEAD';
      return {
        method,
        url,
        headers: { ...headers, ...framing, ...(withBody ? body.headers : {}) },
        ...(withBody ? { payload: body.payload } : {}),
      } as InjectOptions;
    });
}

// ---- the run ----------------------------------------------------------------------------

/** Row counts of every table of the schema. */
async function tableCounts(database: Database): Promise<Record<string, number>> {
  // Both drivers answer `execute` with `{ rows }`; the executor's type does not say so.
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: string | number }>(sql`select count(*) as n from ${sql.identifier(name)}`);
    counts[name] = Number(row!.n);
  }
  return counts;
}

function describeRequest(request: InjectOptions): string {
  const payload =
    typeof request.payload === 'string' && request.payload.length > 300
      ? `${request.payload.slice(0, 300)}… (${request.payload.length} chars)`
      : request.payload;
  return JSON.stringify({ ...request, url: String(request.url).slice(0, 500), payload });
}

describe.each(databaseKinds)('fuzzing every route on %s', (kind) => {
  let database: Database;
  let store: Store;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // No workers: the periodic jobs they schedule would change the tables this test watches.
    store = await startStore(database, { env: { ROLE: 'web' } });
    // Something for the hostile requests to leave alone.
    await placeOrder(store.app);
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  it('finds the routes from Fastify, the API, the providers and GraphQL among them', () => {
    const paths = routesOf(store.app).map((r) => r.path);
    for (const path of [
      '/api/order',
      '/api/order/search',
      '/api/catalog/:cc/products/:slug',
      '/api/customer/user/authorize',
      '/graphql',
      '/sandbox/pay/:paymentRef',
      '/api/identity/sign-in',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it(`answers ${REQUESTS} hostile requests without a 5xx and changes no table`, { timeout: 600_000 }, async () => {
    const routes = routesOf(store.app).filter((r) => r.path !== '/graphql');
    const requests = fc.sample(fc.oneof({ weight: 9, arbitrary: routeRequest(routes) }, { weight: 1, arbitrary: graphqlRequest }), {
      seed: SEED,
      numRuns: REQUESTS,
    });
    const before = await tableCounts(database);
    expect(before.orders, 'the tables are counted').toBeGreaterThan(0);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const started = performance.now();
    let next = 0;
    async function worker() {
      while (next < requests.length && failures.length < 5) {
        const index = next++;
        const request = requests[index]!;
        let status: number;
        let body = '';
        try {
          const answer = await store.app.inject(request);
          status = answer.statusCode;
          body = answer.body;
        } catch (err) {
          // inject refuses some requests itself (a malformed header): not the server's answer.
          if (err instanceof Error && /invalid|header|url|character/i.test(err.message)) continue;
          failures.push(`request #${index} threw ${String(err)}: ${describeRequest(request)}`);
          continue;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 || /\bat .+\.[jt]s:\d+|"stack"/.test(body)) {
          failures.push(`request #${index} answered ${status} ${body.slice(0, 300)}: ${describeRequest(request)}`);
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const summary = `${kind}: ${requests.length} requests in ${seconds} s, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`;
    console.info(summary);
    expect(failures, `seed ${SEED} (replay with FUZZ_SEED=${SEED}); ${summary}`).toEqual([]);
    expect(await tableCounts(database), `seed ${SEED}: a hostile request changed a table`).toEqual(before);
    const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
    // Almost every request reaches its handler or validation: rate limits must not hide the rest.
    expect(answered).toBeGreaterThan(REQUESTS * 0.95);
    expect(statuses.get(429) ?? 0).toBeLessThan(REQUESTS * 0.02);
  });
});
