// The ACME revoke-retry path against Debian's pebble: a free trial issued through an ACME upstream and left unpaid is
// cancelled at the end of its pay window and its certificate revoked at the upstream through the same upstream
// actions as a customer's cancel or a refund's revocation. The upstream is down at first (a gate in front of pebble
// refuses connections; pebble keeps its memory): the revocation is owed on the order (`upstream_action`), shown to
// the operator, retried by the `upstream-actions` job with backoff, and reaches pebble once it is back.
import { PAY_WINDOW_DAYS, type OpsOrderRow } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/index.js';
import { DAY, MINUTE } from '../../lib/clock.js';
import { x509 } from '../../lib/pki/crypto-provider.js';
import type { TestContext } from '../../test/harness.js';
import { orderRow, trialOrder } from '../../test/lifecycle.js';
import { signedInOperator } from '../../test/ops.js';
import {
  startPebbleGate,
  startPebblePortal,
  type PebbleGate,
  type PebblePortal,
  type PebbleServer,
} from '../../test/pebble.js';
import { okMsg } from '../../test/purchase.js';
import type { AuthInfoItem } from '@portal/contract';

let portal: PebblePortal;
let ctx: TestContext;
let pebble: PebbleServer;
let gate: PebbleGate;

beforeAll(async () => {
  portal = await startPebblePortal({});
  ({ ctx } = portal);
  pebble = portal.pebbles[0]!;
  gate = await startPebbleGate(pebble);
  const ok = async (...args: string[]) => {
    const answer = await portal.run(args[0]!, ...args.slice(1));
    expect(answer, answer.output).toMatchObject({ ok: true });
  };
  await ok(
    'upstream:set',
    '--name',
    'pebble',
    '--type',
    'acme',
    '--directory',
    gate.directoryUrl,
    ...portal.caBundleArgs(0),
  );
  await ok('upstream:route', '--brand', 'RapidSSL', '--upstream', 'pebble');
}, 120_000);
afterAll(async () => {
  await gate?.close();
  await portal?.close();
});

const certificatesOf = (id: number) =>
  ctx.handle.db.select().from(certificates).where(eq(certificates.orderId, id));
/** Pebble's management API: the certificate's status by its serial number (hex, as pebble writes it). */
const statusAtPebble = async (pem: string) =>
  pebble.certificateStatus(new x509.X509Certificate(pem).serialNumber.replace(/^0+/, '').toLowerCase());
const job = () => ctx.app.portal.upstreamActions.retryDue();

describe('a revocation the ACME upstream could not take at first', { timeout: 180_000 }, () => {
  it('is owed on the order, retried by the upstream-actions job with backoff, and reaches pebble once it is back', async () => {
    // A RapidSSL trial (routed to pebble) issued before it was paid.
    const start = ctx.clock.now();
    const order = await trialOrder(ctx, { domain: 'trial.revoke-retry.example.com' });
    okMsg(await order.client.get(`/api/order/commit?id=${order.id}`));
    await portal.publish(okMsg<AuthInfoItem[]>(await order.client.get(`/api/order/authInfo/${order.id}`)));
    expect(okMsg<{ status: number }>(await order.client.get(`/api/order/authz/${order.id}`)).status).toBe(3);
    const [issued] = await certificatesOf(order.id);
    expect(issued?.caName).toBe('pebble');
    expect(new x509.X509Certificate(issued!.certificatePem).issuer).toContain('Pebble Intermediate');
    expect(await statusAtPebble(issued!.certificatePem)).toBe('Valid');

    // The pay window ends while pebble cannot be reached: the order is cancelled, the certificate revoked here,
    // and the revocation is owed to the upstream with its error and next try.
    await gate.close();
    ctx.clock.set(new Date(start.getTime() + (14 + PAY_WINDOW_DAYS) * DAY + MINUTE));
    const swept = await ctx.app.portal.lifecycle.sweep({ accountId: order.accountId });
    expect(swept.trial.cancelled).toBe(1);
    const owed = await orderRow(ctx, order.id);
    expect(owed).toMatchObject({
      status: 5,
      upstreamAction: {
        action: 'revoke',
        attempts: 1,
        serialNumber: issued!.serialNumber,
        lastError: expect.stringMatching(/^The ACME server cannot be reached: /) as unknown,
      },
      lastProblem: { key: 'upstreamAction.revoke' },
    });
    const firstTry = ctx.clock.now().getTime();
    expect(new Date(owed.upstreamAction!.nextAt).getTime() - firstTry).toBe(MINUTE);
    expect((await certificatesOf(order.id))[0]?.revokedAt).not.toBeNull();
    expect(await statusAtPebble(issued!.certificatePem)).toBe('Valid');

    // The operator's queue shows what is owed, in words.
    const operator = await signedInOperator(ctx);
    const listed = okMsg<{ list: OpsOrderRow[] }>(
      await operator.client.get(`/api/ops/orders?id=${order.id}`),
    );
    expect(listed.list[0]?.lastProblem).toMatch(
      /^The certificate authority has not confirmed the revocation yet; we will try again: /,
    );
    // The lifecycle's next runs leave the owed revocation to the job: nothing asked twice.
    await ctx.app.portal.lifecycle.sweep({ accountId: order.accountId });
    expect((await orderRow(ctx, order.id)).upstreamAction?.attempts).toBe(1);

    // The job: nothing before the next try is due; then a second failure doubles the wait (2 minutes).
    expect(await job()).toEqual({ tried: 0, done: 0 });
    ctx.clock.advance(MINUTE);
    expect(await job()).toEqual({ tried: 1, done: 0 });
    const second = (await orderRow(ctx, order.id)).upstreamAction!;
    expect(second.attempts).toBe(2);
    expect(new Date(second.nextAt).getTime() - ctx.clock.now().getTime()).toBe(2 * MINUTE);

    // Pebble is back (with its memory); the job waits for the backoff, then the revocation reaches it.
    await gate.open();
    ctx.clock.advance(MINUTE);
    expect(await job()).toEqual({ tried: 0, done: 0 });
    expect(await statusAtPebble(issued!.certificatePem)).toBe('Valid');
    ctx.clock.advance(MINUTE);
    expect(await job()).toEqual({ tried: 1, done: 1 });
    expect(await statusAtPebble(issued!.certificatePem)).toBe('Revoked');
    expect(await orderRow(ctx, order.id)).toMatchObject({
      status: 5,
      upstreamAction: null,
      lastProblem: null,
    });

    // Done once: more runs of the job and the lifecycle ask nothing more.
    ctx.clock.advance(10 * MINUTE);
    expect(await job()).toEqual({ tried: 0, done: 0 });
    expect((await ctx.app.portal.lifecycle.sweep({ accountId: order.accountId })).trial.cancelled).toBe(0);
  });
});
