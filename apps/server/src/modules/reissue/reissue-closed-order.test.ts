import { ErrorCode, ORDER_STATUS, type AuthInfoItem } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts, certificates, orders, reissues } from '../../db/schema/index.js';
import {
  startDcvTestContext,
  submittedOrder,
  TEST_ORGANIZATION,
  type DcvTestContext,
} from '../../test/dcv-context.js';
import { creditFunds, okMsg } from '../../test/purchase.js';

let peers: DcvTestContext;
beforeAll(async () => {
  peers = await startDcvTestContext();
});
afterAll(() => peers.close());

it('never issues a reissue once its order is no longer issued (revoked, refunded, expired)', async () => {
  const { ctx, dns } = peers;
  const { client, id, info } = await submittedOrder(ctx, { domains: 'old.closed-order-test.com' });
  for (const item of info) dns.setRecords(item.authKey, { txt: [[item.authValue]] });
  okMsg(await client.get(`/api/order/authz/${id}`));

  // A free reissue for another name: it waits for that name's validation.
  const reissue = okMsg<{ id: string; status: number }>(
    await client.post(`/api/order/reissue/${id}`, {
      json: { csrFrom: 'online', domains: 'new.closed-order-test.com', keyAlgorithm: 'ECDSAP256' },
    }),
  );
  expect(reissue.status).toBe(ORDER_STATUS.needAuth);
  const values = okMsg<AuthInfoItem[]>(await client.get(`/api/order/reissue/authInfo/${reissue.id}`));
  const pending = await client.get(`/api/order/reissue/authz/${reissue.id}`);
  expect(pending.body.code).toBe(ErrorCode.validationPending);

  // The order is revoked meanwhile (a refund or revocation elsewhere), then the value is published.
  await ctx.handle.db.update(orders).set({ status: ORDER_STATUS.revoked }).where(eq(orders.id, id));
  for (const item of values) dns.setRecords(item.authKey, { txt: [[item.authValue]] });

  const refused = await client.get(`/api/order/reissue/authz/${reissue.id}`);
  expect(refused.status).toBe(409);
  expect(refused.body.code).toBe(ErrorCode.orderState);

  // The recheck job does not issue it either: the reissue is cancelled and leaves the queue.
  await ctx.app.portal.validation.recheckPending();
  const [row] = await ctx.handle.db.select().from(reissues).where(eq(reissues.id, reissue.id));
  expect(row!.status).toBe(ORDER_STATUS.cancel);
  const issued = await ctx.handle.db.select().from(certificates).where(eq(certificates.orderId, id));
  expect(issued.filter((c) => c.reissueId === reissue.id)).toEqual([]);
});

it('takes no payment for extra names once the order is no longer issued', async () => {
  const { ctx, dns } = peers;
  const names = ['a', 'b', 'c', 'd'].map((n) => `${n}.closed-addsan-test.com`);
  const { client, email, id, info } = await submittedOrder(ctx, {
    shortName: 'DigiCertOVSANs',
    domains: names.join(', '),
    extraCsrFields: TEST_ORGANIZATION,
  });
  for (const item of info) dns.setRecords(item.authKey, { txt: [[item.authValue]] });
  okMsg(await client.get(`/api/order/authz/${id}`));
  await ctx.app.portal.issuance.approve(id);
  const addSan = okMsg<{ id: string; type: string }>(
    await client.post(`/api/order/reissue/${id}`, {
      json: { csrFrom: 'online', domains: [...names, 'e.closed-addsan-test.com'].join(', ') },
    }),
  );
  expect(addSan.type).toBe('addSans');
  await creditFunds(ctx, email, '1000.00');
  const payment = okMsg<string>(
    await client.post('/api/orders/payment/create', { json: { reissueOrdersID: [addSan.id] } }),
  );
  const funds = (await ctx.handle.db.select().from(accounts).where(eq(accounts.email, email)))[0]!
    .balanceCents;

  await ctx.handle.db.update(orders).set({ status: ORDER_STATUS.revoked }).where(eq(orders.id, id));
  const created = await client.post('/api/orders/payment/create', {
    json: { reissueOrdersID: [addSan.id] },
  });
  expect(created.status).toBe(409);
  const submitted = await client.post(`/api/payment/submit/${payment}?channel=fund`);
  expect(submitted.status).toBe(409);
  expect(submitted.body.code).toBe(ErrorCode.orderState);
  const [after] = await ctx.handle.db.select().from(accounts).where(eq(accounts.email, email));
  expect(after!.balanceCents).toBe(funds);
  const [row] = await ctx.handle.db.select().from(reissues).where(eq(reissues.id, addSan.id));
  expect(row!.paid).toBe(false);
});
