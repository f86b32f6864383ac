import { afterAll, beforeAll, it } from 'vitest';
import { createTestContext, signedInClient, type TestContext, type TestClient } from '../src/test/harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../src/test/purchase.js';

let ctx: TestContext;
let client: TestClient;
let email: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ client, email } = await signedInClient(ctx));
});
afterAll(() => ctx.close());

it('csrf and method probes', async () => {
  const id = await placeOrder(client);
  await creditFunds(ctx, email, '1000.00');
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  for (const [method, url] of [
    ['HEAD', `/api/order/commit?id=${id}`],
    ['HEAD', `/api/coupon/latest`],
    ['GET', `/%61pi/order/commit?id=${id}`],
    ['GET', `/api/order/commit/?id=${id}`],
    ['GET', `/API/order/commit?id=${id}`],
    ['OPTIONS', `/api/order/commit?id=${id}`],
  ] as const) {
    const r = await ctx.app.inject({ method, url, headers: { cookie } });
    console.log('NOHDR', r.statusCode, method, url, r.body.slice(0, 120));
  }
  const detail = await client.get(`/api/order/detail/${id}`);
  console.log('status after', JSON.stringify((detail.body.msg as any).status));
  // multipart
  okMsg(await client.post('/api/event/create', { form: { shortName: 'RapidDV', productType: 'SSL', domainType: '1' } }));
  okMsg(await client.post('/api/event/contact_info/save', { json: { firstName: 'A', lastName: 'B', telephone: '+44 20 7946 0000' } }));
  const csrf = client.jar.get('csrf_token')!;
  const mp = async (parts: { name: string; filename?: string; data: Buffer | string }[], boundaryOverride?: string) => {
    const b = 'XBOUNDARYX';
    const chunks: Buffer[] = [];
    for (const p of parts) {
      chunks.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n${p.filename ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`));
      chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
      chunks.push(Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${b}--\r\n`));
    const r = await ctx.app.inject({ method: 'POST', url: '/api/event/csr_info/save', headers: { cookie, 'x-csrf-token': csrf, 'content-type': `multipart/form-data; boundary=${boundaryOverride ?? b}` }, payload: Buffer.concat(chunks) });
    return r;
  };
  const cases: [string, { name: string; filename?: string; data: Buffer | string }[], string?][] = [
    ['der garbage', [{ name: 'csrFrom', data: 'newCSR' }, { name: 'csrFile', filename: 'a.csr', data: Buffer.from([0x30, 0x82, 0xff, 0xff, 1, 2, 3]) }]],
    ['der 0x30 only', [{ name: 'csrFrom', data: 'newCSR' }, { name: 'csrFile', filename: 'a.csr', data: Buffer.from([0x30]) }]],
    ['empty file', [{ name: 'csrFrom', data: 'newCSR' }, { name: 'csrFile', filename: 'a.csr', data: Buffer.alloc(0) }]],
    ['4MB', [{ name: 'csrFrom', data: 'newCSR' }, { name: 'csrFile', filename: 'a.csr', data: Buffer.alloc(4 * 1024 * 1024, 0x41) }]],
    ['6MB', [{ name: 'csrFrom', data: 'newCSR' }, { name: 'csrFile', filename: 'a.csr', data: Buffer.alloc(6 * 1024 * 1024, 0x41) }]],
    ['two files', [{ name: 'csrFrom', data: 'newCSR' }, { name: 'csrFile', filename: 'a.csr', data: 'x' }, { name: 'csrFile', filename: 'b.csr', data: 'y' }]],
    ['dup csrFrom', [{ name: 'csrFrom', data: 'newCSR' }, { name: 'csrFrom', data: 'online' }]],
    ['file as csrFrom', [{ name: 'csrFrom', filename: 'x', data: 'newCSR' }]],
    ['file as csr', [{ name: 'csrFrom', data: 'newCSR' }, { name: 'csr', filename: 'x', data: 'abc' }]],
    ['file as domains', [{ name: 'csrFrom', data: 'online' }, { name: 'domains', filename: 'x', data: 'a.com' }]],
    ['bad boundary', [{ name: 'csrFrom', data: 'newCSR' }], 'OTHER'],
    ['utf16 pem', [{ name: 'csrFrom', data: 'newCSR' }, { name: 'csrFile', filename: 'a.csr', data: Buffer.from('-----BEGIN CERTIFICATE REQUEST-----\nMIIB\n-----END CERTIFICATE REQUEST-----', 'utf16le') }]],
    ['__proto__', [{ name: 'csrFrom', data: 'newCSR' }, { name: '__proto__', data: 'x' }]],
    ['many fields', [{ name: 'csrFrom', data: 'newCSR' }, ...Array.from({ length: 120 }, (_, i) => ({ name: `f${i}`, data: 'x' }))]],
  ];
  for (const [label, parts, bo] of cases) {
    const r = await mp(parts, bo);
    console.log('MP', r.statusCode, label, r.body.slice(0, 150));
  }
  // truncated multipart
  const r2 = await ctx.app.inject({ method: 'POST', url: '/api/event/csr_info/save', headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'multipart/form-data; boundary=QQ' }, payload: '--QQ\r\nContent-Disposition: form-data; name="csrFrom"\r\n\r\nnewC' });
  console.log('MP', r2.statusCode, 'truncated', r2.body.slice(0, 150));
  const r3 = await ctx.app.inject({ method: 'POST', url: '/api/event/csr_info/save', headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'multipart/form-data' }, payload: 'abc' });
  console.log('MP', r3.statusCode, 'no boundary', r3.body.slice(0, 150));
  for (const d of ['例子.测试', 'xn--fsqu00a.xn--0zwm56d', 'xn--zz.com', 'a\u0000.com', 'ａｂｃ.com', 'a..com', '*.*.com', '-a.com', `${'a'.repeat(64)}.com`, '1.2.3.4', '::1', '[::1]', '0x7f.0.0.1', 'localhost', 'a.com\nb.com', 'İ.com']) {
    const r = await client.post('/api/event/csr_info/save', { json: { csrFrom: 'online', domains: d, keyAlgorithm: 'ECDSAP256' } });
    console.log('DOM', r.status, JSON.stringify(d), r.text.slice(0, 150));
  }
  okMsg(await payByBalance(client, id));
  // concurrency: commit twice
  const [c1, c2] = await Promise.all([client.get(`/api/order/commit?id=${id}`), client.get(`/api/order/commit?id=${id}`)]);
  console.log('COMMIT', c1.status, c2.status, c1.text.slice(0, 100), c2.text.slice(0, 100));
});
