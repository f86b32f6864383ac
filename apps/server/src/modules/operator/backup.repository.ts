import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, certificates, orders, payments } from '../../db/schema/index.js';

/** What a backup holds, for its manifest and the operator's answer. */
export async function countBackedUpRows(db: Executor): Promise<Record<string, number>> {
  const count = async (table: typeof accounts | typeof orders | typeof payments | typeof certificates) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return Number(row?.n ?? 0);
  };
  return {
    accounts: await count(accounts),
    orders: await count(orders),
    payments: await count(payments),
    certificates: await count(certificates),
  };
}
