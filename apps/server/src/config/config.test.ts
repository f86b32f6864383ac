import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('settings', () => {
  it('uses the defaults of CONTRACT.md', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      publicUrl: 'http://127.0.0.1:8080',
      secureCookies: false,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('marks cookies Secure when PUBLIC_URL is https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.com/' })).toMatchObject({
      publicUrl: 'https://portal.example.com',
      secureCookies: true,
    });
  });

  it('stops with a message naming each bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL: must start with postgres://');
    }
  });

  it('reads the database timeouts, with defaults and a clear message for a bad value', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({
      connectMs: 5000,
      statementMs: 30_000,
      idleInTransactionMs: 60_000,
    });
    expect(
      loadConfig({
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
        DATABASE_STATEMENT_TIMEOUT_MS: '10000',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '20000',
      }).databaseTimeouts,
    ).toEqual({ connectMs: 2000, statementMs: 10_000, idleInTransactionMs: 20_000 });
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: 'soon' })).toThrowError(
      /DATABASE_CONNECT_TIMEOUT_MS: must be a number of milliseconds/,
    );
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrowError(
      /DATABASE_STATEMENT_TIMEOUT_MS: must be at least 100 \(milliseconds\)/,
    );
    expect(() => loadConfig({ DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1.5' })).toThrowError(
      /DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: must be a whole number of milliseconds/,
    );
  });

  it('reads the CA settings: default provider, brands sent elsewhere, and the ACME directory they need', () => {
    expect(loadConfig({}).ca).toEqual({ provider: 'builtin', brands: {}, acme: undefined });
    const config = loadConfig({
      CA_BRANDS: 'Sectigo=acme,Positive=acme',
      ACME_DIRECTORY_URL: 'https://acme.example.com/directory',
      ACME_EAB_KID: 'kid',
      ACME_EAB_HMAC_KEY: 'secret',
    });
    expect(config.ca).toMatchObject({
      provider: 'builtin',
      brands: { Sectigo: 'acme', Positive: 'acme' },
      acme: { directoryUrl: 'https://acme.example.com/directory', eab: { kid: 'kid', hmacKey: 'secret' } },
    });
    expect(() => loadConfig({ CA_BRANDS: 'Sectigo=acme' })).toThrowError(/ACME_DIRECTORY_URL/);
    expect(() => loadConfig({ CA_PROVIDER: 'acme' })).toThrowError(/ACME_DIRECTORY_URL/);
    expect(() => loadConfig({ ACME_EAB_KID: 'kid' })).toThrowError(/set both or neither/);
    expect(loadConfig({ DNS_SERVERS: '127.0.0.1:5353, 9.9.9.9' }).dcv.dnsServers).toEqual([
      '127.0.0.1:5353',
      '9.9.9.9',
    ]);
  });
});
