import { ErrorCode, type AuthInfoItem, type OrderInfo } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/index.js';
import { MINUTE } from '../../lib/clock.js';
import { x509 } from '../../lib/pki/crypto-provider.js';
import { signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { startPebblePortal, type PebblePortal, type PebbleServer } from '../../test/pebble.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';
import { findOrder } from '../orders/order-records.js';

// Two Debian pebbles, each the route of a brand: `a` (RapidSSL) open, `b` (Positive) requiring External Account
// Binding. `b` crashes while orders of its brand wait on it and comes back without its memory (Pebble keeps its
// accounts and orders in memory only): docs/domain/upstreams.md "Recovery".
let portal: PebblePortal;
let ctx: TestContext;
let a: PebbleServer;
let b: PebbleServer;
let client: TestClient;

beforeAll(async () => {
  portal = await startPebblePortal({}, { eabRequired: true });
  ({ ctx } = portal);
  [a, b] = portal.pebbles as [PebbleServer, PebbleServer];
  const run = async (...args: string[]) => {
    const answer = await portal.run(args[0]!, ...args.slice(1));
    expect(answer, answer.output).toMatchObject({ ok: true });
  };
  await run(
    'upstream:set',
    '--name',
    'pebble-a',
    '--type',
    'acme',
    '--directory',
    a.directoryUrl,
    ...portal.caBundleArgs(0),
  );
  await run(
    'upstream:set',
    '--name',
    'pebble-b',
    '--type',
    'acme',
    '--directory',
    b.directoryUrl,
    '--eab-kid',
    b.eab.kid,
    '--eab-hmac',
    b.eab.hmacKey,
    ...portal.caBundleArgs(1),
  );
  await run('upstream:route', '--brand', 'RapidSSL', '--upstream', 'pebble-a');
  await run('upstream:route', '--brand', 'Positive', '--upstream', 'pebble-b');
  const signedIn = await signedInClient(ctx);
  client = signedIn.client;
  await creditFunds(ctx, signedIn.email, '2000.00');
}, 120_000);
afterAll(async () => {
  await portal?.close();
});

/** A placed and paid order of `shortName` (status 12: not yet submitted to its upstream). */
async function paidOrder(shortName: string, domain: string): Promise<number> {
  const id = await placeOrder(client, { shortName, domains: domain, keyAlgorithm: 'ECDSAP256' });
  okMsg(await payByBalance(client, id));
  return id;
}

const valuesOf = async (id: number) => okMsg<AuthInfoItem[]>(await client.get(`/api/order/authInfo/${id}`));

/** Publishes the values where both pebbles' validation authorities (and the portal's pre-check) look. */
const publish = (values: AuthInfoItem[]) => portal.publish(values);

const info = async (id: number) => okMsg<OrderInfo>(await client.get(`/api/order/info/${id}`));
const certificatesOf = async (id: number) =>
  ctx.handle.db.select().from(certificates).where(eq(certificates.orderId, id));
const recheck = async (advance: number) => {
  ctx.clock.advance(advance);
  await ctx.app.portal.validation.recheckPending();
};

describe(
  'an upstream that is down for a while and comes back without its memory',
  { timeout: 240_000 },
  () => {
    it('loses nothing, issues nothing twice, and the other brand issues meanwhile', async () => {
      // Submitted to b and published; then b crashes before the customer says the values are there.
      const waiting = await paidOrder('PositiveDV', 'waiting.outage.example.com');
      okMsg(await client.get(`/api/order/commit?id=${waiting}`));
      const before = await valuesOf(waiting);
      await publish(before);
      const lostCaOrder = (await findOrder(ctx.handle.db, waiting))!.caOrderId!;
      expect(lostCaOrder.startsWith(new URL(b.directoryUrl).origin)).toBe(true);
      const later = await paidOrder('PositiveDV', 'later.outage.example.com');
      await b.crash();

      // The customer's check: the names pass the portal's pre-check, b cannot be asked; the order waits with the
      // problem, in the customer's language, and a next try.
      expect((await client.get(`/api/order/authz/${waiting}`)).body.code).toBe(ErrorCode.validationPending);
      const down = await info(waiting);
      expect(down.orderDetail.status).toBe(1);
      expect(down.orderDetail.upstreamProblem?.message).toMatch(
        /^The certificate authority is not reachable right now; we will try again: .*ECONNREFUSED/,
      );
      expect(down.orderDetail.upstreamProblem?.nextTryAt).not.toBeNull();
      // Submitting to b meanwhile is refused with the reason; the paid order stays as it was (nothing bought).
      const refused = await client.get(`/api/order/commit?id=${later}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        msg: expect.stringMatching(/not reachable.*ECONNREFUSED/) as unknown,
      });
      expect(await findOrder(ctx.handle.db, later)).toMatchObject({ status: 12, caName: null });

      // The other brand's upstream issues meanwhile.
      const other = await paidOrder('RapidDV', 'other.outage.example.com');
      okMsg(await client.get(`/api/order/commit?id=${other}`));
      await publish(await valuesOf(other));
      expect(okMsg<{ status: number }>(await client.get(`/api/order/authz/${other}`)).status).toBe(3);

      // The job keeps trying with backoff while b is down.
      await recheck(MINUTE);
      expect(await findOrder(ctx.handle.db, waiting)).toMatchObject({ status: 1, pollAttempts: 2 });

      // b is back on the same port, without the account or the order. The next due poll signs in again (the same
      // key, with the binding) and finds the order gone: a new order is opened, its values shown; nothing issued.
      await b.restart();
      await recheck(2 * MINUTE);
      const reopened = (await findOrder(ctx.handle.db, waiting))!;
      expect(reopened).toMatchObject({ status: 1, pollAttempts: 0, upstreamProblem: null });
      expect(reopened.caOrderId).not.toBe(lostCaOrder);
      expect(reopened.caOrderId!.startsWith(new URL(b.directoryUrl).origin)).toBe(true);
      const after = await valuesOf(waiting);
      expect(after.map((v) => v.authValue)).not.toEqual(before.map((v) => v.authValue));
      const shown = await info(waiting);
      expect(shown.orderDetail.upstreamProblem).toBeUndefined();
      expect(shown.orderDetail.upstreamWaiting).toMatchObject({ on: 'domainControl' });
      expect(shown.orderDetail.caOrderID).toBe(reopened.caOrderId);
      expect(await certificatesOf(waiting)).toHaveLength(0);

      // Until the new values are published the job does not ask b (the old ones fail the pre-check).
      await recheck(MINUTE);
      expect((await findOrder(ctx.handle.db, waiting))?.status).toBe(1);
      await publish(after);
      expect(okMsg<{ status: number }>(await client.get(`/api/order/authz/${waiting}`)).status).toBe(3);
      const { cert } = okMsg<{ cert: string }>(await client.get(`/api/order/cert/${waiting}`));
      expect(new x509.X509Certificate(cert).issuer).toContain('Pebble Intermediate');

      // The order refused during the outage is submitted now and issues.
      okMsg(await client.get(`/api/order/commit?id=${later}`));
      await publish(await valuesOf(later));
      expect(okMsg<{ status: number }>(await client.get(`/api/order/authz/${later}`)).status).toBe(3);

      // More runs change nothing: one certificate per order.
      await recheck(10 * MINUTE);
      await recheck(10 * MINUTE);
      for (const id of [waiting, later, other])
        expect(await certificatesOf(id), `order ${id}`).toHaveLength(1);
    });
  },
);
