import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInClient, type TestContext } from '../test/harness.js';
import { redactUrl } from './log-redaction.js';

const lines: string[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(() => ctx.close());

describe('request logs', () => {
  it('never show a key password or a one-time token from the URL', async () => {
    const { client } = await signedInClient(ctx);
    const sha1 = 'a'.repeat(40);
    await client.get(`/api/cert/download/${sha1}?serverType=IIS&password=Pfx-Secret-1&compatible=1`);
    await client.get(`/api/cert/download/${sha1}?serverType=Tomcat&PassWord=Jks%2DSecret%2D2`);
    const token = 'ApprovalToken0123456789abcdef';
    await ctx.client().get(`/api/dcv/approve/${token}`);
    await ctx.client().post('/api/reset/ResetToken0123456789abcdef', {
      form: { password: 'x', confirm: 'x' },
    });
    await ctx.client().get('/admin/manage-reset?token=SpaResetToken0123456789');

    const log = lines.join('\n');
    expect(log).toContain(`/api/cert/download/${sha1}?serverType=IIS&password=[redacted]&compatible=1`);
    expect(log).toContain('/api/dcv/approve/[redacted]');
    for (const secret of [
      'Pfx-Secret-1',
      'Jks%2DSecret%2D2',
      token,
      'ResetToken0123456789abcdef',
      'SpaResetToken0123456789',
    ])
      expect(log).not.toContain(secret);
  });

  it('leaves other URLs as they are', () => {
    expect(redactUrl('/api/certs?page=1&domain=a.com')).toBe('/api/certs?page=1&domain=a.com');
    expect(redactUrl('/api/order/detail/12')).toBe('/api/order/detail/12');
    expect(redactUrl('/x?%E0%A4%A=1&token')).toBe('/x?%E0%A4%A=1&token=[redacted]');
  });
});
