import { afterAll, beforeAll, it } from 'vitest';
import { startDcvTestContext, submittedOrder, type DcvTestContext } from '../src/test/dcv-context.js';
import { signedInClient } from '../src/test/harness.js';
import { okMsg, placeOrder } from '../src/test/purchase.js';

let peers: DcvTestContext;
beforeAll(async () => { peers = await startDcvTestContext(); });
afterAll(() => peers.close());

it('races', async () => {
  const { ctx, dns } = peers;
  const { client, id, info } = await submittedOrder(ctx, { domains: 'race.race-test.com' });
  for (const item of info) dns.setRecords(item.authKey, { txt: [[item.authValue]] });
  const [a1, a2] = await Promise.all([client.get(`/api/order/authz/${id}`), client.get(`/api/order/authz/${id}`)]);
  console.log('AUTHZ', a1.status, a2.status, a1.text.slice(0, 120), a2.text.slice(0, 120));
  const rs = await Promise.all([1, 2, 3].map(() => client.post(`/api/order/reissue/${id}`, { form: { csrFrom: 'oldCSR' } })));
  for (const r of rs) console.log('REISSUE', r.status, r.text.slice(0, 150));
  // trials
  const { client: c2 } = await signedInClient(ctx);
  const ids: number[] = [];
  for (let i = 0; i < 8; i++) ids.push(await placeOrder(c2, { domains: `t${i}.trial-test.com` }));
  const ts = await Promise.all(ids.map((o) => c2.put(`/api/order/free_trial/${o}`)));
  console.log('TRIALS ok:', ts.filter((t) => t.body.code === 0).length, ts.map((t) => t.status).join(','));
  // order create twice from one event
  await c2.post('/api/event/create', { form: { shortName: 'RapidDV', productType: 'SSL', domainType: '1' } });
  await c2.post('/api/event/contact_info/save', { json: { firstName: 'A', lastName: 'B', telephone: '+44 20 7946 0000' } });
  await c2.post('/api/event/csr_info/save', { json: { csrFrom: 'online', domains: 'dup.trial-test.com', keyAlgorithm: 'ECDSAP256' } });
  await c2.get('/api/event/private_key/download');
  const oc = await Promise.all([1, 2].map(() => c2.post('/api/event/order/create', { json: { authMethod: 'dns', validity: 12, currency: 'USD' } })));
  console.log('ORDERCREATE', oc.map((o) => `${o.status} ${o.text.slice(0, 60)}`).join(' | '));
});
