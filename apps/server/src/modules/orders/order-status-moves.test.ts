import { ORDER_STATUS, ORDER_TRANSITIONS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import { accountIdOf } from '../../test/books.js';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness.js';
import { tryEveryStatusMove } from '../../test/status-moves.js';
import { moveOrderStatus, moveOrderStatusReturning, OrderStatusMoveRefused } from './order-records.js';

// Issue 32: the orders module's one status write refuses every move ORDER_TRANSITIONS does not list, against the
// database (the row keeps its status), and makes every move it lists.

let ctx: TestContext;
let orderId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const { email } = await signedInClient(ctx);
  const accountId = await accountIdOf(ctx, email);
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
      commonName: 'moves.example.com',
      dnsNames: ['moves.example.com'],
      csr: '',
      contact: {},
      organization: {},
      priceCents: 1000,
      totalCents: 1000,
      status: ORDER_STATUS.waitingSubmit,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  orderId = row!.id;
});
afterAll(() => ctx.close());

/** Puts the test order at `status` (the test's own set-up write, outside the rule it checks). */
async function placeAt(status: number): Promise<void> {
  await ctx.handle.db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

async function statusNow(): Promise<number> {
  const [row] = await ctx.handle.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row!.status;
}

const STATUSES = Object.values(ORDER_STATUS);

describe('order status moves (ORDER_TRANSITIONS, through moveOrderStatus)', () => {
  it('lists a move for every status (the table is complete)', () => {
    expect(
      Object.keys(ORDER_TRANSITIONS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...STATUSES].sort((a, b) => a - b));
  });

  it('makes every listed move and refuses every other, writing nothing', async () => {
    await tryEveryStatusMove({
      statuses: STATUSES,
      transitions: ORDER_TRANSITIONS,
      placeAt,
      // moveOrderStatus answers true when it moved.
      move: async (from, to) => {
        if ((await moveOrderStatus(ctx.handle.db, orderId, from, to, ctx.clock.now())) !== true)
          throw new Error(`${from} → ${to} not moved`);
        return true;
      },
      statusNow,
      refusal: OrderStatusMoveRefused,
    });
  });

  it('names the refused move in the error', async () => {
    await placeAt(ORDER_STATUS.refunded);
    const error = await moveOrderStatusReturning(
      ctx.handle.db,
      orderId,
      ORDER_STATUS.refunded,
      ORDER_STATUS.complete,
      ctx.clock.now(),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderStatusMoveRefused);
    expect(error).toMatchObject({ orderId, from: ORDER_STATUS.refunded, to: ORDER_STATUS.complete });
  });

  it('moves from any of several statuses only when each of them may move (the expiry of 2 or 3 → 9)', async () => {
    await placeAt(ORDER_STATUS.complete);
    const running = [ORDER_STATUS.issued, ORDER_STATUS.complete];
    expect(
      await moveOrderStatus(ctx.handle.db, orderId, running, ORDER_STATUS.expired, ctx.clock.now()),
    ).toBe(true);
    expect(await statusNow()).toBe(ORDER_STATUS.expired);
    // From 9 the move is not made again: the row is no longer at 2 or 3.
    expect(
      await moveOrderStatus(ctx.handle.db, orderId, running, ORDER_STATUS.expired, ctx.clock.now()),
    ).toBe(false);
    await placeAt(ORDER_STATUS.complete);
    await expect(
      moveOrderStatus(
        ctx.handle.db,
        orderId,
        [ORDER_STATUS.complete, ORDER_STATUS.refunded],
        ORDER_STATUS.expired,
        ctx.clock.now(),
      ),
    ).rejects.toBeInstanceOf(OrderStatusMoveRefused);
    expect(await statusNow()).toBe(ORDER_STATUS.complete);
  });

  it('does not move a row that left the expected status meanwhile', async () => {
    await placeAt(ORDER_STATUS.pending);
    const moved = await moveOrderStatus(
      ctx.handle.db,
      orderId,
      ORDER_STATUS.needAuth,
      ORDER_STATUS.pending,
      ctx.clock.now(),
    );
    expect(moved).toBe(false);
    expect(await statusNow()).toBe(ORDER_STATUS.pending);
  });
});
