import { ORDER_STATUS, REISSUE_START_STATUSES, REISSUE_TRANSITIONS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, reissues } from '../../db/schema/index.js';
import { accountIdOf } from '../../test/books.js';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness.js';
import { tryEveryStatusMove } from '../../test/status-moves.js';
import {
  insertReissue,
  moveReissueStatus,
  ReissueStatusMoveRefused,
  type NewReissueRow,
} from './reissue-records.js';

// Issue 32: the orders module's one reissue status write refuses every move REISSUE_TRANSITIONS does not list,
// against the database (the row keeps its status), and makes every move it lists; a new reissue starts only at a
// status REISSUE_START_STATUSES names.

let ctx: TestContext;
let orderId: number;
let accountId: number;
const REISSUE_ID = 'moves_1';

beforeAll(async () => {
  ctx = await createTestContext();
  const { email } = await signedInClient(ctx);
  accountId = await accountIdOf(ctx, email);
  const now = ctx.clock.now();
  const [row] = await ctx.handle.db
    .insert(orders)
    .values({
      accountId,
      createdBy: accountId,
      productId: 1,
      shortName: 'Demo',
      productName: 'Demo certificate',
      brand: 'Demo',
      auditType: 'DV',
      domainType: 1,
      productType: 'SSL',
      authMethod: 'dns',
      validity: 12,
      commonName: 'reissue-moves.example.com',
      dnsNames: ['reissue-moves.example.com'],
      csr: '',
      contact: {},
      organization: {},
      priceCents: 1000,
      totalCents: 1000,
      status: ORDER_STATUS.complete,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  orderId = row!.id;
  await insertReissue(ctx.handle.db, newReissue(REISSUE_ID, 1, ORDER_STATUS.waitingSubmit));
});
afterAll(() => ctx.close());

function newReissue(id: string, seq: number, status: number): NewReissueRow {
  const now = ctx.clock.now();
  return {
    id,
    seq,
    orderId,
    accountId,
    type: 'onlyReissue',
    csrFrom: 'oldCSR',
    csr: '',
    commonName: 'reissue-moves.example.com',
    dnsNames: ['reissue-moves.example.com'],
    status,
    createdAt: now,
    updatedAt: now,
  };
}

/** Puts the test reissue at `status` (the test's own set-up write, outside the rule it checks). */
async function placeAt(status: number): Promise<void> {
  await ctx.handle.db.update(reissues).set({ status }).where(eq(reissues.id, REISSUE_ID));
}

async function statusNow(id = REISSUE_ID): Promise<number | undefined> {
  const [row] = await ctx.handle.db
    .select({ status: reissues.status })
    .from(reissues)
    .where(eq(reissues.id, id));
  return row?.status;
}

const STATUSES = Object.values(ORDER_STATUS);

describe('reissue status moves (REISSUE_TRANSITIONS, through moveReissueStatus)', () => {
  it('makes every listed move and refuses every other, writing nothing', async () => {
    await tryEveryStatusMove({
      statuses: STATUSES,
      transitions: REISSUE_TRANSITIONS,
      placeAt: (status) => placeAt(status),
      move: async (from, to) => {
        const moved = await moveReissueStatus(ctx.handle.db, REISSUE_ID, from, to, ctx.clock.now());
        expect(moved).toMatchObject({ id: REISSUE_ID, status: to });
        return moved;
      },
      statusNow: () => statusNow(),
      refusal: ReissueStatusMoveRefused,
    });
  });

  it('names the refused move in the error', async () => {
    await placeAt(ORDER_STATUS.waitingSubmit);
    const error = await moveReissueStatus(
      ctx.handle.db,
      REISSUE_ID,
      ORDER_STATUS.waitingSubmit,
      ORDER_STATUS.complete,
      ctx.clock.now(),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReissueStatusMoveRefused);
    expect(error).toMatchObject({
      reissueId: REISSUE_ID,
      from: ORDER_STATUS.waitingSubmit,
      to: ORDER_STATUS.complete,
    });
  });

  it('does not move a reissue that left the expected status meanwhile', async () => {
    await placeAt(ORDER_STATUS.pending);
    const moved = await moveReissueStatus(
      ctx.handle.db,
      REISSUE_ID,
      ORDER_STATUS.needAuth,
      ORDER_STATUS.pending,
      ctx.clock.now(),
    );
    expect(moved).toBeUndefined();
    expect(await statusNow()).toBe(ORDER_STATUS.pending);
  });

  it('writes a new reissue only at a start status', async () => {
    let seq = 10;
    for (const status of STATUSES) {
      seq += 1;
      const id = `moves_${seq}`;
      const write = insertReissue(ctx.handle.db, newReissue(id, seq, status));
      if (REISSUE_START_STATUSES.includes(status)) {
        await expect(write, `new at ${status}`).resolves.toMatchObject({ id, status });
      } else {
        await expect(write, `new at ${status}`).rejects.toBeInstanceOf(ReissueStatusMoveRefused);
        expect(await statusNow(id), `new at ${status}`).toBeUndefined();
      }
    }
  });
});
