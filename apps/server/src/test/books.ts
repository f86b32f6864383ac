import { eq } from 'drizzle-orm';
import { accounts, payments, type PaymentRow } from '../db/schema/index.js';
import type { TestClient, TestContext } from './harness.js';
import { PASSWORD } from './harness.js';
import { okMsg } from './purchase.js';

export async function accountIdOf(ctx: TestContext, email: string): Promise<number> {
  const [row] = await ctx.handle.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}

/** Turns `email` into a sub-user of `ownerEmail` with `role` and logs it in again (sessions cache the role). */
export async function makeSubUser(
  ctx: TestContext,
  client: TestClient,
  email: string,
  ownerEmail: string,
  role: 'sale' | 'finance',
): Promise<void> {
  const parentId = await accountIdOf(ctx, ownerEmail);
  await ctx.handle.db.update(accounts).set({ role, parentId }).where(eq(accounts.email, email));
  okMsg(await client.post('/api/login', { form: { email, password: PASSWORD } }));
}

/**
 * What a settled card-wallet purchase leaves in the books (the wallet's capture path): a paid purchase
 * payment with channel paypal and no ledger entry — the money never touched the balance.
 */
export async function recordCardPurchase(
  ctx: TestContext,
  accountId: number,
  ordersId: number[],
  totalCents: number,
  paidAt: Date,
): Promise<PaymentRow> {
  const [row] = await ctx.handle.db
    .insert(payments)
    .values({
      accountId,
      createdBy: accountId,
      type: 'purchase',
      status: 'paid',
      channel: 'paypal',
      ordersId,
      subtotalCents: totalCents,
      totalCents,
      paidAt,
      createdAt: paidAt,
      updatedAt: paidAt,
    })
    .returning();
  return row!;
}
