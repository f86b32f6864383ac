import { it } from 'vitest';
import { createTestContext, signedInClient } from '../src/test/harness.js';
it('dates', async () => {
  const lines: string[] = [];
  const ctx = await createTestContext({ logger: { level: 'error', stream: { write: (l: string) => void lines.push(l) } } });
  const { client } = await signedInClient(ctx);
  for (const q of ['beginTime=2024-01-01', 'beginTime=2024-01-01&endTime=2024-02-01', 'endTime=2024-01-01', 'beginTime=0000-01-01', 'endTime=0000-01-01', 'beginTime=9999-12-31', 'endTime=9999-12-31', 'beginTime=2020-02-31', 'page=9007199254740991&pageSize=100', 'orderID=9007199254740991', 'orderID=9007199254740992']) {
    const r = await client.get(`/api/certs?${q}`);
    for (const l of lines.splice(0)) console.log('LOG', JSON.parse(l).err?.message?.slice(0, 200));
    console.log('Q', r.status, q, r.text.slice(0, 100));
  }
  const r = await client.get(`/api/products?page=9007199254740991&pageSize=100`);
  console.log('Q', r.status, 'products', r.text.slice(0, 100));
  await ctx.close();
});
