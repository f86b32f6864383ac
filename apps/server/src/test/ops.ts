import { and, desc, eq } from 'drizzle-orm';
import { accounts, operatorAudit } from '../db/schema/index.js';
import { PASSWORD, signedInClient, type TestClient, type TestContext } from './harness.js';
import { okMsg } from './purchase.js';

/** A fresh operator signed in (the flag set as `portal user:create --operator` sets it) and its ids. */
export async function signedInOperator(ctx: TestContext) {
  const { client, email } = await signedInClient(ctx);
  await ctx.handle.db.update(accounts).set({ isOperator: true }).where(eq(accounts.email, email));
  okMsg(await client.post('/api/login', { form: { email, password: PASSWORD } }));
  return { client, email, uid: await uidOf(ctx, email) };
}

/** POST ops/confirm with the right password: money actions pass for the next 10 minutes. */
export async function confirmPassword(client: TestClient): Promise<void> {
  okMsg(await client.post('/api/ops/confirm', { json: { password: PASSWORD } }));
}

export async function uidOf(ctx: TestContext, email: string): Promise<string> {
  const [row] = await ctx.handle.db
    .select({ uid: accounts.uid })
    .from(accounts)
    .where(eq(accounts.email, email));
  return row!.uid;
}

export async function balanceOf(ctx: TestContext, email: string): Promise<number> {
  const [row] = await ctx.handle.db
    .select({ cents: accounts.balanceCents })
    .from(accounts)
    .where(eq(accounts.email, email));
  return row!.cents;
}

/** The audit rows of one target, newest first. */
export function auditOf(ctx: TestContext, targetType: string, targetId: string) {
  return ctx.handle.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.targetType, targetType), eq(operatorAudit.targetId, targetId)))
    .orderBy(desc(operatorAudit.id));
}
