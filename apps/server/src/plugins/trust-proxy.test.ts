// TRUST_PROXY: only a trusted proxy may name the client in X-Forwarded-For; rate limits (and audit entries) count
// the client it names. Anyone else's header is ignored, so no caller escapes a limit by inventing addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, uniqueEmail, type TestContext } from '../test/harness.js';

describe('client addresses behind a proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ trustProxy: ['192.0.2.0/24'], rateLimits: { loginPerAddress: 1 } });
  });
  afterAll(() => ctx.close());

  const login = (remoteAddress: string, forwardedFor: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: uniqueEmail('nobody'), password: 'wrong password here' },
    });

  it('counts the client a trusted proxy names', async () => {
    expect((await login('192.0.2.7', '203.0.113.1')).statusCode).toBe(400);
    expect((await login('192.0.2.7', '203.0.113.2')).statusCode).toBe(400);
    expect((await login('192.0.2.8', '203.0.113.1')).statusCode).toBe(429);
  });

  it('ignores the header from anyone else', async () => {
    expect((await login('198.51.100.4', '203.0.113.3')).statusCode).toBe(400);
    expect((await login('198.51.100.4', '203.0.113.4')).statusCode).toBe(429);
  });
});
