import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries, orders, payments } from '../../db/schema/index.js';
import { signedInClient, type TestContext } from '../../test/harness.js';
import { okMsg, orderDetail, placeOrder } from '../../test/purchase.js';
import { createWalletTestContext, topUp } from '../../test/wallet.js';
import { createOperatorCommands, runOperatorCommand } from '../operator/commands.js';

let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, close } = await createWalletTestContext());
});
afterAll(() => close());

const offline = (payment: string, reference: string) =>
  runOperatorCommand(
    createOperatorCommands({
      db: ctx.handle.db,
      clock: ctx.clock,
      migrate: async () => {},
      offlinePayments: ctx.app.portal.offlinePayments,
    }),
    'payment:offline',
    ['--payment', payment, '--reference', reference],
  );

async function ledgerOf(email: string) {
  const [account] = await ctx.handle.db.select().from(accounts).where(eq(accounts.email, email));
  const entries = await ctx.handle.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, account!.id));
  return { balance: account!.balanceCents, entries };
}

describe('portal payment:offline', () => {
  it('credits a top-up through the ledger once; a second run changes nothing', async () => {
    const { client, email } = await signedInClient(ctx);
    const paymentId = await topUp(client, '120.00');
    const first = await offline(paymentId, 'bank transfer 2026-11-22 #4711');
    expect(first).toEqual({
      ok: true,
      output: `payment ${paymentId} marked paid offline (reference bank transfer 2026-11-22 #4711): 120.00 USD credited; balance 120.00 USD`,
    });
    const second = await offline(paymentId, 'bank transfer 2026-11-22 #4711');
    expect(second).toEqual({
      ok: true,
      output: `payment ${paymentId} is paid already (offline); nothing was changed`,
    });
    const books = await ledgerOf(email);
    expect(books.balance).toBe(12000);
    expect(books.entries).toHaveLength(1);
    expect(books.entries[0]).toMatchObject({
      kind: 'topupOffline',
      amountCents: 12000,
      paymentId: Number(paymentId),
      note: `offline payment ${paymentId}: bank transfer 2026-11-22 #4711`,
    });
  });

  it('marks the orders of a purchase payment paid, with channel offline and no balance change', async () => {
    const { client, email } = await signedInClient(ctx);
    const id = await placeOrder(client);
    const paymentId = okMsg<string>(
      await client.post('/api/orders/payment/create', { json: { ordersID: [id] } }),
    );
    okMsg(await client.post(`/api/payment/submit/${paymentId}?channel=offline`));
    expect((await offline(paymentId, 'cheque 17')).output).toContain(`orders ${id} paid`);
    expect(await orderDetail(client, id)).toMatchObject({ paid: true });
    const [payment] = await ctx.handle.db
      .select()
      .from(payments)
      .where(eq(payments.id, Number(paymentId)));
    expect(payment).toMatchObject({ status: 'paid', channel: 'offline' });
    expect((await ledgerOf(email)).entries).toHaveLength(0);
    expect((await offline(paymentId, 'cheque 17')).output).toContain('is paid already');
  });

  it('explains what it cannot do and changes nothing', async () => {
    const { client } = await signedInClient(ctx);
    expect(await offline('999999999', 'x')).toMatchObject({
      ok: false,
      output: expect.stringContaining('payment 999999999: Payment 999999999 does not exist'),
    });
    const id = await placeOrder(client);
    const paymentId = okMsg<string>(
      await client.post('/api/orders/payment/create', { json: { ordersID: [id] } }),
    );
    await ctx.handle.db.update(orders).set({ status: 5 }).where(eq(orders.id, id));
    const closed = await offline(paymentId, 'late transfer');
    expect(closed.ok).toBe(false);
    expect(closed.output).toContain(`Order ${id} is closed and can no longer be paid`);
    const [payment] = await ctx.handle.db
      .select()
      .from(payments)
      .where(eq(payments.id, Number(paymentId)));
    expect(payment!.status).toBe('unpaid');
    expect(
      (
        await runOperatorCommand(
          createOperatorCommands({ db: ctx.handle.db, clock: ctx.clock, migrate: async () => {} }),
          'payment:offline',
          ['--payment', 'abc', '--reference', 'r'],
        )
      ).output,
    ).toContain('--payment: a payment number (or its reference TOPUP-<number>) is required');
  });
});
