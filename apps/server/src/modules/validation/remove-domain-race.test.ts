import { X509Certificate } from 'node:crypto';
import { ErrorCode, type OrderInfo } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  startDcvTestContext,
  submittedOrder,
  TEST_ORGANIZATION,
  type DcvTestContext,
} from '../../test/dcv-context.js';
import { orders } from '../../db/schema/index.js';
import { okMsg } from '../../test/purchase.js';

let peers: DcvTestContext;
beforeAll(async () => {
  peers = await startDcvTestContext();
});
afterAll(() => peers.close());

it('removes two names at once without bringing one back unvalidated', async () => {
  const { ctx, dns } = peers;
  const names = ['a', 'b', 'c', 'd'].map((n) => `${n}.remove-race-test.com`);
  const { client, id, info } = await submittedOrder(ctx, {
    shortName: 'DigiCertOVSANs',
    domains: names.join(', '),
    extraCsrFields: TEST_ORGANIZATION,
  });
  const answers = await Promise.all(
    [names[2], names[3]].map((name) => client.put(`/api/order/remove-domain/${id}?domain=${name}`)),
  );
  for (const answer of answers) okMsg(answer);
  const order = okMsg<OrderInfo>(await client.get(`/api/order/info/${id}`)).orderDetail;
  // Every name the certificate would carry still has its validation value.
  expect(order.dnsNames).toEqual(names.slice(0, 2));
  expect(order.dnsAuths.map((a) => a.Domain)).toEqual(names.slice(0, 2));

  // Only the two remaining names are proven; the certificate names exactly those.
  for (const item of info.filter((i) => names.slice(0, 2).includes(i.domain)))
    dns.setRecords(item.authKey, { txt: [[item.authValue]] });
  const checked = okMsg<{ status: number }>(await client.get(`/api/order/authz/${id}`));
  if (checked.status === 11) await ctx.app.portal.issuance.approve(id);
  const { cert } = okMsg<{ cert: string }>(await client.get(`/api/order/cert/${id}`));
  const issued = new X509Certificate(cert);
  expect(issued.subjectAltName?.split(', ').sort()).toEqual(names.slice(0, 2).map((n) => `DNS:${n}`));
});

it('issues only the names still on the order when the recheck job holds an older copy of it', async () => {
  const { ctx, dns } = peers;
  const names = ['a', 'b', 'c'].map((n) => `${n}.stale-job-test.com`);
  const { client, id, info } = await submittedOrder(ctx, {
    // DV: issued straight from the check, with no review step that would re-read the order.
    shortName: 'RapidDVSANs',
    domains: names.join(', '),
  });
  for (const item of info.filter((i) => i.domain !== names[2]))
    dns.setRecords(item.authKey, { txt: [[item.authValue]] });
  // c fails: the order waits at 1, where the recheck job looks.
  expect((await client.get(`/api/order/authz/${id}`)).body.code).toBe(ErrorCode.validationPending);
  // The job has read the order (all three names) when the customer drops the failing name.
  const [stale] = await ctx.handle.db.select().from(orders).where(eq(orders.id, id));
  okMsg(await client.put(`/api/order/remove-domain/${id}?domain=${names[2]}`));
  const checked = await ctx.app.portal.validation.checkOrder(stale!);
  if (checked.order.status === 11) await ctx.app.portal.issuance.approve(id);
  const { cert } = okMsg<{ cert: string }>(await client.get(`/api/order/cert/${id}`));
  const issued = new X509Certificate(cert);
  expect(issued.subjectAltName?.split(', ').sort()).toEqual(names.slice(0, 2).map((n) => `DNS:${n}`));
});
