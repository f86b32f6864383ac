import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('reads API_REQUEST_TIMEOUT_MS: 10 s by default, at least 100 ms', () => {
    expect(loadConfig({}).apiRequestTimeoutMs).toBe(10_000);
    expect(loadConfig({ API_REQUEST_TIMEOUT_MS: '1500' }).apiRequestTimeoutMs).toBe(1500);
    expect(() => loadConfig({ API_REQUEST_TIMEOUT_MS: '50' })).toThrowError(
      /API_REQUEST_TIMEOUT_MS: must be at least 100 \(milliseconds\)/,
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

describe('DCV delegation settings', () => {
  it('is off without a zone; the zone lower-cased without its final dot, DNS_LISTEN 0.0.0.0:53 by default', () => {
    expect(loadConfig({}).dcvDelegation).toBeUndefined();
    expect(loadConfig({ DNS_LISTEN: '127.0.0.1:5300' }).dcvDelegation).toBeUndefined();
    expect(loadConfig({ DCV_DELEGATION_ZONE: 'DCV.Portal.Example.com.' }).dcvDelegation).toEqual({
      zone: 'dcv.portal.example.com',
      host: '0.0.0.0',
      port: 53,
    });
    expect(
      loadConfig({ DCV_DELEGATION_ZONE: 'dcv.example.com', DNS_LISTEN: '[::1]:5353' }).dcvDelegation,
    ).toEqual({ zone: 'dcv.example.com', host: '::1', port: 5353 });
  });

  it('refuses a zone that is no DNS name and a listen address that is no address and port', () => {
    for (const zone of ['localhost', 'dcv..example.com', 'under_score.example.com', '*.example.com'])
      expect(() => loadConfig({ DCV_DELEGATION_ZONE: zone }), zone).toThrowError(/DCV_DELEGATION_ZONE/);
    for (const listen of ['53', 'example.com:53', '0.0.0.0', '0.0.0.0:70000', '300.1.1.1:53'])
      expect(
        () => loadConfig({ DCV_DELEGATION_ZONE: 'dcv.example.com', DNS_LISTEN: listen }),
        listen,
      ).toThrowError(/DNS_LISTEN/);
  });
});

describe('settings from files and proxies', () => {
  it('reads NAME_FILE for secrets (Docker secrets), drops the trailing newline, refuses both at once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-config-'));
    try {
      const secretFile = join(dir, 'secret_key');
      writeFileSync(secretFile, 'a-secret-key-read-from-a-file-0123456789\n');
      const urlFile = join(dir, 'database_url');
      writeFileSync(urlFile, 'postgres://portal:pw@db:5432/portal\n');
      const config = loadConfig({ SECRET_KEY_FILE: secretFile, DATABASE_URL_FILE: urlFile });
      expect(config.secretKey).toBe('a-secret-key-read-from-a-file-0123456789');
      expect(config.databaseUrl).toBe('postgres://portal:pw@db:5432/portal');
      expect(() => loadConfig({ SECRET_KEY_FILE: secretFile, SECRET_KEY: 'x'.repeat(40) })).toThrow(
        /SECRET_KEY and SECRET_KEY_FILE: set one, not both/,
      );
      expect(() => loadConfig({ SECRET_KEY_FILE: join(dir, 'missing') })).toThrow(
        /SECRET_KEY_FILE: cannot read/,
      );
      // A file's content is checked like the variable would be.
      writeFileSync(secretFile, 'short\n');
      expect(() => loadConfig({ SECRET_KEY_FILE: secretFile })).toThrow(/SECRET_KEY: must have at least 32/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends pricing requests to SALES_EMAIL, by default to sales@ the host of PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.com' }).salesEmail).toBe(
      'sales@portal.example.com',
    );
    expect(loadConfig({ SALES_EMAIL: 'quotes@example.com' }).salesEmail).toBe('quotes@example.com');
    expect(() => loadConfig({ SALES_EMAIL: 'sales' })).toThrow(/SALES_EMAIL: must be an e-mail address/);
  });

  it('reads TRUST_PROXY as a list of addresses and CIDRs; none by default', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
  });
});
