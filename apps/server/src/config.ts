import { createHmac } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_POOL_SIZE } from '@store/db';
import { parseProxyTrust, type ProxyTrust } from './plugins/proxy-trust.ts';
import { parseGraphqlEndpoints, type GraphqlEndpoints } from '@store/contracts/graphql-client.ts';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const SANDBOX_WEBHOOK_SECRET = 'sandbox-webhook-secret-not-for-production';
const DEV_IDENTITY_SECRET = 'development-identity-secret-not-for-production';

/** Every setting of the store, read once from the environment; README.md documents each. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(DEFAULT_POOL_SIZE),
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SANDBOX: flag.optional(),
  SANDBOX_ON_PUBLIC_URL: flag.default(false),
  TRUST_PROXY: z.string().optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).default(SANDBOX_WEBHOOK_SECRET),
  WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  ORDER_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(1800),
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(180),
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  SANDBOX_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(300),
  SANDBOX_WEBHOOK_DUPLICATES: z.coerce.number().int().min(1).max(10).default(1),
  SANDBOX_WEBHOOK_REORDER: flag.default(false),
  SANDBOX_PUBLISHER_LATENCY_MS: z.coerce.number().int().min(0).max(30_000).default(120),
  SANDBOX_PUBLISHER_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
  DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  JOB_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  WEBSOCKETS_MAX: z.coerce.number().int().min(1).default(10_000),
  WEBSOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  SIGN_IN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  CODE_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  FRONT_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  UNKNOWN_HOSTS: z.enum(['store', 'blocked']).default('store'),
  IDENTITY_SECRET: z.string().min(32).default(DEV_IDENTITY_SECRET),
  PHONE_SIGN_UP: flag.default(true),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(180).default(30),
  OIDC_GOOGLE_ISSUER: z.url().optional(),
  OIDC_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_FACEBOOK_ISSUER: z.url().optional(),
  OIDC_FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  OIDC_FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  API_DOCS: z.enum(['on', 'off']).optional(),
  /** The bearer token of the operators' API (`/api/operator/*`); unset: that API is off. */
  OPERATOR_TOKEN: z.string().min(32).optional(),
  /** Real e-mail: the SMTP server (`smtp://user:pass@host:587`, `smtps://…:465`); unset: the sandbox outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** Voucher codes' keys (docs/decisions/0038): `id:base64,…`, 32 bytes each; the first seals, all open. */
  VOUCHER_CODE_KEYS: z.string().min(1).optional(),
  GRAPHQL_ENDPOINTS: z.string().min(1).optional(),
});

/** A social sign-in provider's OpenID Connect client (docs/decisions/0013); `sandbox` for the built-in one. */
export type SocialProviderConfig = { issuer: string; clientId: string; clientSecret: string; sandbox: boolean };
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** The built-in sandbox OpenID provider's client credentials (it accepts only these). */
export const sandboxOidcClient = (provider: SocialProvider) => ({
  clientId: `store-sandbox-${provider}`,
  clientSecret: `sandbox-${provider}-secret-not-for-production`,
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };
  role: 'all' | 'web' | 'worker';
  seedDemo: boolean;
  logLevel: string;
  sandbox: boolean;
  /**
   * Webhooks, and reconciliation (ADR 0021): every `reconcileIntervalSeconds`, orders waiting for
   * payment longer than `reconcileAfterSeconds` are asked about at the provider.
   */
  payment: { webhookSecret: string; toleranceSeconds: number; reconcileAfterSeconds: number; reconcileIntervalSeconds: number };
  order: { ttlSeconds: number };
  sandboxProviders: {
    webhookDelayMs: number;
    webhookDuplicates: number;
    webhookReorder: boolean;
    publisherLatencyMs: number;
    publisherFailureRate: number;
  };
  delivery: { maxAttempts: number };
  /** `leaseMs`: how long a claimed job belongs to its worker before another worker may take it over. */
  jobs: { pollIntervalMs: number; leaseMs: number };
  rateLimitPerMinute: number;
  /** Open websockets this process accepts in all, and from one client address. */
  websockets: { max: number; perAddress: number };
  /**
   * Account attempts one client address may make (docs/decisions/0019), counted before any account's
   * own counter: sign-ins per 15 minutes; codes asked for or checked (confirm, resend, forgot, reset) per hour.
   */
  accountAttemptsPerAddress: { signIn: number; codes: number };
  /** The proxies whose X-Forwarded-* headers are believed (ADR 0020); null: none. */
  trustProxy: ProxyTrust;
  /** Said at every start: what runs that should not run on a public address (ADR 0020). */
  warnings: string[];
  /** How long public answers are replayed ahead of the router (ADR 0028); 0 turns it off. */
  frontCacheMs: number;
  /** What a request whose Host no site claims gets: the store's own site, or the blocked-host page. */
  sites: { unknownHosts: 'store' | 'blocked' };
  /**
   * Accounts (docs/decisions/0012): the key that signs access tokens and anti-forgery tokens and
   * keys the hashes of codes and deleted identifiers; whether shoppers may sign up by mobile.
   */
  identity: { secret: string; phoneSignUp: boolean; accessTokenTtlSeconds: number; refreshTokenTtlSeconds: number };
  /** Google and Facebook sign-in: a provider's issuer and client, the sandbox's by default, null when off. */
  social: Record<SocialProvider, SocialProviderConfig | null>;
  /** The OpenAPI document and reference page at /api/docs (ADR 0030): on unless production says otherwise. */
  apiDocs: boolean;
  /** The operators' API bearer token (the rewards liability report); null: the API answers 404. */
  operatorToken: string | null;
  /**
   * Where e-mail goes (issue 17): an SMTP server and the From of its messages; null: the sandbox
   * outbox (or none without the sandbox). Text messages have no real provider yet.
   */
  mail: { smtpUrl: string; from: string } | null;
  /**
   * The AES-256-GCM keys voucher codes are sealed with at rest (docs/decisions/0038): the first
   * seals new codes, every one opens codes sealed under its id. The key `derived`, from the identity
   * secret, is always among them, so codes sealed before `VOUCHER_CODE_KEYS` was set still open.
   */
  voucherCodeKeys: VoucherCodeKey[];
  /**
   * Shell §7's regional GraphQL endpoints (docs/decisions/0051): each region's path or host, and the
   * default; unset, every region is this store's own `/graphql`.
   */
  graphqlEndpoints: GraphqlEndpoints;
};

export type VoucherCodeKey = { id: string; key: Buffer };

/** `id:base64` pairs separated by commas, each key 32 bytes, ids unique; then the derived key. */
function parseVoucherCodeKeys(value: string | undefined, identitySecret: string): VoucherCodeKey[] {
  const derived = { id: 'derived', key: createHmac('sha256', identitySecret).update('store-voucher-code:key').digest() };
  if (value === undefined) return [derived];
  const keys = value.split(',').map((pair) => {
    const [id = '', encoded = '', ...rest] = pair.trim().split(':');
    const key = Buffer.from(encoded, 'base64');
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id) || id === 'derived' || rest.length > 0 || key.length !== 32) {
      throw new ConfigError(
        'Invalid configuration:\n  VOUCHER_CODE_KEYS: id:key pairs separated by commas, each key 32 bytes in base64 (openssl rand -base64 32), ids of letters, digits, - or _ other than "derived"',
      );
    }
    return { id, key };
  });
  if (new Set(keys.map((k) => k.id)).size !== keys.length)
    throw new ConfigError('Invalid configuration:\n  VOUCHER_CODE_KEYS: an id is used twice');
  return [...keys, derived];
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const invalid = (...lines: string[]) => new ConfigError(`Invalid configuration:\n${lines.map((line) => `  ${line}`).join('\n')}`);
  let trustProxy: ProxyTrust;
  try {
    trustProxy = parseProxyTrust(e.TRUST_PROXY);
  } catch (err) {
    throw invalid(`TRUST_PROXY: ${(err as Error).message} (a number of hops, or addresses and CIDRs separated by commas)`);
  }
  const wildcardHost = e.HOST === '0.0.0.0' || e.HOST === '::';
  const displayHost = wildcardHost ? 'localhost' : e.HOST;
  const publicUrl = (e.PUBLIC_URL ?? `http://${displayHost.includes(':') ? `[${displayHost}]` : displayHost}:${e.PORT}`).replace(/\/$/, '');
  // The sandbox and the secrets written in the source are for this machine only (ADR 0020). The
  // public URL says where shoppers come from; without one, a store listening on every interface
  // is reachable from elsewhere even though its address is shown as localhost.
  const local = e.PUBLIC_URL ? isLoopbackHost(new URL(e.PUBLIC_URL).hostname) : !wildcardHost && isLoopbackHost(e.HOST);
  const where = e.PUBLIC_URL ? `the public URL ${publicUrl}` : `HOST=${e.HOST} (no PUBLIC_URL)`;
  const sandbox = e.SANDBOX ?? (local && e.NODE_ENV !== 'production');
  if (e.NODE_ENV === 'production' && (sandbox || e.PAYMENT_WEBHOOK_SECRET === SANDBOX_WEBHOOK_SECRET)) {
    throw invalid('production refuses sandbox providers and the sandbox webhook secret');
  }
  if (e.NODE_ENV === 'production' && e.IDENTITY_SECRET === DEV_IDENTITY_SECRET) {
    throw invalid('IDENTITY_SECRET: production refuses the development secret');
  }
  const warnings: string[] = [];
  if (!local) {
    const missing = [
      ...(e.IDENTITY_SECRET === DEV_IDENTITY_SECRET ? ['IDENTITY_SECRET'] : []),
      ...(e.PAYMENT_WEBHOOK_SECRET === SANDBOX_WEBHOOK_SECRET ? ['PAYMENT_WEBHOOK_SECRET'] : []),
    ];
    if (missing.length > 0) {
      throw invalid(
        `${missing.join(', ')}: ${where} is not this machine, so the development secrets are refused; set ${missing.join(' and ')}`,
      );
    }
    if (sandbox && !e.SANDBOX_ON_PUBLIC_URL) {
      throw invalid(
        `SANDBOX: the sandbox publishes one-time codes (/sandbox/outbox) and approves any payment; on ${where} it needs SANDBOX_ON_PUBLIC_URL=1 as well`,
      );
    }
    if (sandbox)
      warnings.push(
        `SANDBOX_ON_PUBLIC_URL: the sandbox providers run on ${where}: anyone can read one-time codes at /sandbox/outbox and approve payments`,
      );
  }
  let mail: Config['mail'] = null;
  if (e.SMTP_URL) {
    let smtp: URL;
    try {
      smtp = new URL(e.SMTP_URL);
    } catch {
      throw invalid('SMTP_URL: not a URL (smtp://user:pass@host:587)');
    }
    if (!smtp.hostname) throw invalid('SMTP_URL: names no host (smtp://user:pass@host:587)');
    const from = e.MAIL_FROM ?? (e.NODE_ENV === 'production' ? undefined : `Store <no-reply@${smtp.hostname}>`);
    if (!from) throw invalid('MAIL_FROM: production needs the From of its e-mail with SMTP_URL (Store <no-reply@example.com>)');
    mail = { smtpUrl: e.SMTP_URL, from };
  } else if (e.MAIL_FROM) {
    throw invalid('MAIL_FROM: says who sends e-mail, but SMTP_URL is unset');
  }
  let graphqlEndpoints: GraphqlEndpoints;
  try {
    graphqlEndpoints = parseGraphqlEndpoints(e.GRAPHQL_ENDPOINTS);
  } catch (err) {
    throw invalid(`GRAPHQL_ENDPOINTS: ${(err as Error).message} (us=https://us.example.com/graphql,default=/graphql)`);
  }
  const social = {} as Record<SocialProvider, SocialProviderConfig | null>;
  for (const provider of SOCIAL_PROVIDERS) {
    const key = provider.toUpperCase() as 'GOOGLE' | 'FACEBOOK';
    const [issuer, clientId, clientSecret] = [e[`OIDC_${key}_ISSUER`], e[`OIDC_${key}_CLIENT_ID`], e[`OIDC_${key}_CLIENT_SECRET`]];
    if (issuer) {
      if (!clientId || !clientSecret)
        throw new ConfigError(`Invalid configuration:\n  OIDC_${key}_ISSUER needs OIDC_${key}_CLIENT_ID and OIDC_${key}_CLIENT_SECRET`);
      social[provider] = { issuer: issuer.replace(/\/$/, ''), clientId, clientSecret, sandbox: false };
    } else {
      social[provider] = sandbox
        ? { issuer: `${publicUrl}/sandbox/oidc/${provider}`, ...sandboxOidcClient(provider), sandbox: true }
        : null;
    }
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : path.resolve(e.DATA_DIR) },
    role: e.ROLE,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    sandbox,
    payment: {
      webhookSecret: e.PAYMENT_WEBHOOK_SECRET,
      toleranceSeconds: e.WEBHOOK_TOLERANCE_SECONDS,
      reconcileAfterSeconds: e.PAYMENT_RECONCILE_AFTER_SECONDS,
      reconcileIntervalSeconds: e.PAYMENT_RECONCILE_INTERVAL_SECONDS,
    },
    order: { ttlSeconds: e.ORDER_TTL_SECONDS },
    sandboxProviders: {
      webhookDelayMs: e.SANDBOX_WEBHOOK_DELAY_MS,
      webhookDuplicates: e.SANDBOX_WEBHOOK_DUPLICATES,
      webhookReorder: e.SANDBOX_WEBHOOK_REORDER,
      publisherLatencyMs: e.SANDBOX_PUBLISHER_LATENCY_MS,
      publisherFailureRate: e.SANDBOX_PUBLISHER_FAILURE_RATE,
    },
    delivery: { maxAttempts: e.DELIVERY_MAX_ATTEMPTS },
    jobs: { pollIntervalMs: e.JOB_POLL_INTERVAL_MS, leaseMs: e.JOB_LEASE_MS },
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    websockets: { max: e.WEBSOCKETS_MAX, perAddress: e.WEBSOCKETS_PER_ADDRESS },
    accountAttemptsPerAddress: { signIn: e.SIGN_IN_ATTEMPTS_PER_ADDRESS, codes: e.CODE_ATTEMPTS_PER_ADDRESS },
    trustProxy,
    warnings,
    frontCacheMs: e.FRONT_CACHE_MS,
    sites: { unknownHosts: e.UNKNOWN_HOSTS },
    identity: {
      secret: e.IDENTITY_SECRET,
      phoneSignUp: e.PHONE_SIGN_UP,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_DAYS * 86_400,
    },
    social,
    apiDocs: e.API_DOCS ? e.API_DOCS === 'on' : e.NODE_ENV !== 'production',
    operatorToken: e.OPERATOR_TOKEN ?? null,
    mail,
    voucherCodeKeys: parseVoucherCodeKeys(e.VOUCHER_CODE_KEYS, e.IDENTITY_SECRET),
    graphqlEndpoints,
  };
}

const loopbackAddresses = new BlockList();
loopbackAddresses.addSubnet('127.0.0.0', 8, 'ipv4');
loopbackAddresses.addAddress('::1', 'ipv6');

/** `localhost`, `*.localhost` (RFC 6761 keeps them on this machine), 127.0.0.0/8 and ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const family = isIP(host);
  return family !== 0 && loopbackAddresses.check(host, family === 4 ? 'ipv4' : 'ipv6');
}
