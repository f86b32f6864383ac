import { it } from 'vitest';
import { createTestContext, signedInClient } from '../src/test/harness.js';
it('no boundary', async () => {
  const lines: string[] = [];
  const ctx = await createTestContext({ logger: { level: 'info', stream: { write: (l: string) => void lines.push(l) } } });
  const { client } = await signedInClient(ctx);
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrf = client.jar.get('csrf_token')!;
  for (const ct of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary="a', 'multipart/mixed; boundary=a']) {
    const r = await ctx.app.inject({ method: 'POST', url: '/api/event/csr_info/save', headers: { cookie, 'x-csrf-token': csrf, 'content-type': ct }, payload: 'abc' });
    for (const l of lines.splice(0)) if (l.includes('err')) console.log('LOG', l.slice(0, 400));
    console.log('R', r.statusCode, ct, r.body.slice(0, 100));
  }
  await ctx.close();
});
