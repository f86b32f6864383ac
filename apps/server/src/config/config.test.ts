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
});
