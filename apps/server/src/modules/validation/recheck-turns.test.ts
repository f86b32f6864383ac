import { ErrorCode } from '@portal/contract';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, reissues } from '../../db/schema/index.js';
import { MINUTE } from '../../lib/clock.js';
import { submittedOrder } from '../../test/dcv-context.js';
import { startDnsServer, type DnsServer } from '@portal/test-doubles/dns-server';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { okMsg } from '../../test/purchase.js';
import { createDcvChecker } from './create-dcv-checker.js';
import type { DcvChecker } from './dcv-checker.js';

let ctx: TestContext;
let dns: DnsServer;
/** The TXT record names this app looked up (other test files' apps have their own checkers). */
const lookedUp = new Set<string>();

beforeAll(async () => {
  dns = await startDnsServer();
  const checker = createDcvChecker({
    dnsServers: [dns.address],
    httpPort: 9,
    allowPrivateAddresses: true,
    caaIssuerDomains: ['portal.test'],
  });
  const recording: DcvChecker = {
    ...checker,
    dnsTxt: (recordName, expected) => {
      lookedUp.add(recordName);
      return checker.dnsTxt(recordName, expected);
    },
  };
  ctx = await createTestContext({ dcvChecker: recording });
});
afterAll(async () => {
  await ctx.close();
  await dns.close();
});

const BATCH = 2;

/**
 * Runs the recheck job with a small batch, a minute apart, as many times as the waiting rows need turns
 * (on PostgreSQL the database is shared with other test files, so it counts theirs too).
 */
async function runJobTurns(): Promise<void> {
  const [waitingOrders] = await ctx.handle.db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.status, 1), isNotNull(orders.validationRequestedAt)));
  const [waitingReissues] = await ctx.handle.db
    .select({ n: count() })
    .from(reissues)
    .where(eq(reissues.status, 1));
  const turns = Math.ceil(Math.max(waitingOrders!.n, waitingReissues!.n) / BATCH);
  lookedUp.clear();
  for (let turn = 0; turn < turns; turn += 1) {
    ctx.clock.advance(MINUTE);
    await ctx.app.portal.validation.recheckPending(BATCH);
  }
}

describe('the validation recheck job', () => {
  it('gives every waiting order its turn, in the order they came due, also past the batch size', async () => {
    const waiting = [];
    for (const n of [1, 2, 3]) {
      const { client, id, info } = await submittedOrder(ctx, { domains: `o${n}.recheck-turns.com` });
      const pending = await client.get(`/api/order/authz/${id}`);
      expect(pending.body.code).toBe(ErrorCode.validationPending);
      waiting.push(info[0]!.authKey);
    }
    await runJobTurns();
    expect(waiting.filter((name) => !lookedUp.has(name))).toEqual([]);
  });

  it('gives every waiting reissue its turn too', async () => {
    const { client, id, info } = await submittedOrder(ctx, { domains: 'base.recheck-turns.com' });
    dns.setRecords(info[0]!.authKey, { txt: [[info[0]!.authValue]] });
    expect(okMsg<{ status: number }>(await client.get(`/api/order/authz/${id}`)).status).toBe(3);
    const waiting = [];
    for (const n of [1, 2, 3]) {
      const reissue = okMsg<{ id: string; status: number }>(
        await client.post(`/api/order/reissue/${id}`, {
          json: { csrFrom: 'online', domains: `r${n}.recheck-turns.com` },
        }),
      );
      expect(reissue.status).toBe(0);
      const pending = await client.get(`/api/order/reissue/authz/${reissue.id}`);
      expect(pending.body.code).toBe(ErrorCode.validationPending);
      waiting.push(`_dnsauth.r${n}.recheck-turns.com`);
    }
    await runJobTurns();
    expect(waiting.filter((name) => !lookedUp.has(name))).toEqual([]);
  });
});
