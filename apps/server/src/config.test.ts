import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database under ./data on port 3000 with sandbox providers', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toMatchObject({ kind: 'pglite' });
    expect(config.database.kind === 'pglite' && config.database.dataDir.endsWith('/data')).toBe(true);
    expect(config.sandbox).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('switches to a PostgreSQL server with DATABASE_URL and honours PORT, HOST and DATA_DIR', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/store', PORT: '8080', HOST: '127.0.0.1' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/store', poolSize: 10 });
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ DATA_DIR: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: 'memory://' });
  });

  it('names every invalid setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrowError(/PORT[\s\S]*DATABASE_URL/);
  });

  it('reads the regional GraphQL endpoints, every region this store by default (ADR 0051)', () => {
    expect(loadConfig({}).graphqlEndpoints).toEqual({ default: '/graphql', regions: {} });
    expect(loadConfig({ GRAPHQL_ENDPOINTS: 'us=/graphql/us,default=https://gql.example.com/graphql' }).graphqlEndpoints).toEqual({
      default: 'https://gql.example.com/graphql',
      regions: { us: '/graphql/us' },
    });
    expect(() => loadConfig({ GRAPHQL_ENDPOINTS: 'mars=/graphql' })).toThrow(/GRAPHQL_ENDPOINTS/);
  });

  it('refuses to run production with sandbox providers or the sandbox secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX: '0' })).toThrow(/sandbox webhook secret/);
    const config = loadConfig({
      NODE_ENV: 'production',
      SANDBOX: '0',
      PAYMENT_WEBHOOK_SECRET: 'a-real-secret-of-32-characters!!',
      IDENTITY_SECRET: 'x'.repeat(32),
    });
    expect(config.sandbox).toBe(false);
  });

  it('serves the API reference (/api/docs) outside production, and in production only with API_DOCS=on', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
    const production = {
      NODE_ENV: 'production',
      SANDBOX: '0',
      PAYMENT_WEBHOOK_SECRET: 'a-real-secret-of-32-characters!!',
      IDENTITY_SECRET: 'x'.repeat(32),
    };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('refuses to run production with the development identity secret, or a short one anywhere', () => {
    const production = { NODE_ENV: 'production', SANDBOX: '0', PAYMENT_WEBHOOK_SECRET: 'a-real-secret-of-32-characters!!' };
    expect(() => loadConfig(production)).toThrow(/IDENTITY_SECRET: production refuses the development secret/);
    expect(() => loadConfig({ IDENTITY_SECRET: 'short' })).toThrow(/IDENTITY_SECRET/);
    expect(loadConfig({}).identity).toMatchObject({ phoneSignUp: true, accessTokenTtlSeconds: 900, refreshTokenTtlSeconds: 30 * 86_400 });
    expect(loadConfig({ PHONE_SIGN_UP: '0' }).identity.phoneSignUp).toBe(false);
  });

  describe('the sandbox and the development secrets stay on this machine', () => {
    const secrets = { IDENTITY_SECRET: 'i'.repeat(32), PAYMENT_WEBHOOK_SECRET: 'p'.repeat(32) };

    it('are used on loopback public URLs: localhost, *.localhost, 127.0.0.0/8 and ::1', () => {
      for (const url of ['http://localhost:3000', 'http://shop.localhost:3000', 'http://127.0.0.2:8080', 'http://[::1]:3000']) {
        const config = loadConfig({ PUBLIC_URL: url });
        expect(config.sandbox, url).toBe(true);
        expect(config.social.google?.sandbox, url).toBe(true);
        expect(config.warnings, url).toEqual([]);
      }
      expect(loadConfig({ HOST: '127.0.0.1' }).sandbox).toBe(true);
      expect(loadConfig({ HOST: '::1', PORT: '4000' }).publicUrl).toBe('http://[::1]:4000');
    });

    it('refuse to start on any other public URL without real secrets, naming the missing settings', () => {
      for (const url of ['https://shop.example.com', 'http://10.0.0.5:3000', 'http://localhost.example.com']) {
        expect(() => loadConfig({ PUBLIC_URL: url }), url).toThrow(ConfigError);
        expect(() => loadConfig({ PUBLIC_URL: url }), url).toThrow(
          /IDENTITY_SECRET, PAYMENT_WEBHOOK_SECRET: the public URL .* is not this machine/,
        );
      }
      expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example.com', IDENTITY_SECRET: secrets.IDENTITY_SECRET })).toThrow(
        /^Invalid configuration:\n {2}PAYMENT_WEBHOOK_SECRET: /,
      );
    });

    it('listening on every interface without a public URL is not this machine, though it is shown as localhost', () => {
      expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/HOST=0\.0\.0\.0 \(no PUBLIC_URL\) is not this machine/);
      expect(() => loadConfig({ HOST: 'shop.example.com' })).toThrow(/IDENTITY_SECRET/);
      const config = loadConfig({ HOST: '0.0.0.0', PORT: '8080', ...secrets });
      expect(config.publicUrl).toBe('http://localhost:8080');
      expect(config.sandbox).toBe(false);
      // A container on a laptop says where it is visited.
      expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'http://localhost:3000' }).sandbox).toBe(true);
    });

    it('without NODE_ENV, a public URL with real secrets runs without the sandbox and its sign-in providers', () => {
      const config = loadConfig({ PUBLIC_URL: 'https://shop.example.com', ...secrets });
      expect(config.env).toBe('development');
      expect(config.sandbox).toBe(false);
      expect(config.social).toEqual({ google: null, facebook: null });
      expect(config.warnings).toEqual([]);
    });

    it('SANDBOX=1 on a public URL needs SANDBOX_ON_PUBLIC_URL=1, and then warns at every start', () => {
      const publicSandbox = { PUBLIC_URL: 'https://staging.example.com', SANDBOX: '1', ...secrets };
      expect(() => loadConfig(publicSandbox)).toThrow(/SANDBOX: .* needs SANDBOX_ON_PUBLIC_URL=1/);
      const config = loadConfig({ ...publicSandbox, SANDBOX_ON_PUBLIC_URL: '1' });
      expect(config.sandbox).toBe(true);
      expect(config.warnings).toEqual([expect.stringMatching(/^SANDBOX_ON_PUBLIC_URL: .*\/sandbox\/outbox/)]);
      // The switch does not bring back the development secrets.
      expect(() => loadConfig({ PUBLIC_URL: 'https://staging.example.com', SANDBOX: '1', SANDBOX_ON_PUBLIC_URL: '1' })).toThrow(
        /IDENTITY_SECRET/,
      );
    });
  });

  describe('TRUST_PROXY', () => {
    it('trusts no proxy by default, and reads a hop count or a list of addresses and CIDRs', () => {
      expect(loadConfig({}).trustProxy).toBeNull();
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
      expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }).trustProxy).toEqual({
        addresses: ['10.0.0.1', '192.168.0.0/16', 'loopback'],
      });
    });

    it('names an address it cannot read', () => {
      expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.internal' })).toThrow(/TRUST_PROXY: .*proxy\.internal/);
    });
  });

  describe('SMTP_URL and MAIL_FROM', () => {
    const production = {
      NODE_ENV: 'production',
      SANDBOX: '0',
      PAYMENT_WEBHOOK_SECRET: 'a-real-secret-of-32-characters!!',
      IDENTITY_SECRET: 'x'.repeat(32),
    };

    it('keep e-mail in the sandbox outbox when unset', () => {
      expect(loadConfig({}).mail).toBeNull();
    });

    it('send e-mail to an smtp:// or smtps:// server, with its user and password, from MAIL_FROM', () => {
      expect(loadConfig({ SMTP_URL: 'smtp://user:p%40ss@mail.example.com:587', MAIL_FROM: 'Store <no-reply@example.com>' }).mail).toEqual({
        smtpUrl: 'smtp://user:p%40ss@mail.example.com:587',
        from: 'Store <no-reply@example.com>',
      });
      expect(loadConfig({ SMTP_URL: 'smtps://mail.example.com:465', MAIL_FROM: 'no-reply@example.com' }).mail?.smtpUrl).toBe(
        'smtps://mail.example.com:465',
      );
    });

    it('outside production, default the From to no-reply at the SMTP host', () => {
      expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).mail).toEqual({
        smtpUrl: 'smtp://127.0.0.1:2525',
        from: 'Store <no-reply@127.0.0.1>',
      });
    });

    it('refuse what is not an SMTP URL, a From without a server, and production without a From', () => {
      expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
      expect(() => loadConfig({ SMTP_URL: 'smtp://' })).toThrow(/SMTP_URL/);
      expect(() => loadConfig({ MAIL_FROM: 'no-reply@example.com' })).toThrow(/MAIL_FROM: .* SMTP_URL is unset/);
      expect(() => loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(/MAIL_FROM: production needs/);
      expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'no-reply@example.com' }).mail).not.toBeNull();
    });
  });
});
