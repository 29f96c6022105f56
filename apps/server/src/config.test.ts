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
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/store', PORT: '8080', HOST: '0.0.0.0' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/store', poolSize: 10 });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: 'memory://' });
  });

  it('names every invalid setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrowError(/PORT[\s\S]*DATABASE_URL/);
  });

  it('refuses to run production with sandbox providers or the sandbox secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX: '0' })).toThrow(/sandbox webhook secret/);
    const config = loadConfig({
      NODE_ENV: 'production', SANDBOX: '0', PAYMENT_WEBHOOK_SECRET: 'a-real-secret-of-32-characters!!', IDENTITY_SECRET: 'x'.repeat(32),
    });
    expect(config.sandbox).toBe(false);
  });

  it('refuses to run production with the development identity secret, or a short one anywhere', () => {
    const production = { NODE_ENV: 'production', SANDBOX: '0', PAYMENT_WEBHOOK_SECRET: 'a-real-secret-of-32-characters!!' };
    expect(() => loadConfig(production)).toThrow(/IDENTITY_SECRET: production refuses the development secret/);
    expect(() => loadConfig({ IDENTITY_SECRET: 'short' })).toThrow(/IDENTITY_SECRET/);
    expect(loadConfig({}).identity).toMatchObject({ phoneSignUp: true, accessTokenTtlSeconds: 900, refreshTokenTtlSeconds: 30 * 86_400 });
    expect(loadConfig({ PHONE_SIGN_UP: '0' }).identity.phoneSignUp).toBe(false);
  });

  describe('TRUST_PROXY', () => {
    it('trusts no proxy by default, and reads a hop count or a list of addresses and CIDRs', () => {
      expect(loadConfig({}).trustProxy).toBeNull();
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
      expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }).trustProxy).toEqual({ addresses: ['10.0.0.1', '192.168.0.0/16', 'loopback'] });
    });

    it('names an address it cannot read', () => {
      expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.internal' })).toThrow(/TRUST_PROXY: .*proxy\.internal/);
    });
  });
});
