import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { operatorTotp, operatorTotpSessions } from '../../db/schema/index.js';

/**
 * Operators' TOTP authenticators and the sessions that confirmed a code (docs/domain/operator-console.md "TOTP");
 * the setting opsTotpRequired is the catalogue's settings row (ops-totp-setting.ts).
 */
export function createOpsTotpRepository(db: Executor) {
  return {
    async find(accountId: number) {
      const [row] = await db.select().from(operatorTotp).where(eq(operatorTotp.accountId, accountId));
      return row;
    },

    /** A new pending enrolment (replaces a pending one; an active one is refused by the service first). */
    async savePending(accountId: number, secretSealed: string, at: Date): Promise<void> {
      await db
        .insert(operatorTotp)
        .values({ accountId, secretSealed, createdAt: at })
        .onConflictDoUpdate({
          target: operatorTotp.accountId,
          set: { secretSealed, createdAt: at, activatedAt: null, lastStep: null },
          where: isNull(operatorTotp.activatedAt),
        });
    },

    /**
     * Accepts the code of time step `step` once: true for the one caller whose update moved `last_step` forward
     * (two requests with the same code, on any process: the second finds the step used).
     */
    async useStep(accountId: number, step: number, activateAt?: Date): Promise<boolean> {
      const rows = await db
        .update(operatorTotp)
        .set({ lastStep: step, ...(activateAt ? { activatedAt: activateAt } : {}) })
        .where(
          and(
            eq(operatorTotp.accountId, accountId),
            or(isNull(operatorTotp.lastStep), lt(operatorTotp.lastStep, step)),
          ),
        )
        .returning({ accountId: operatorTotp.accountId });
      return rows.length === 1;
    },

    async remove(accountId: number): Promise<void> {
      await db.delete(operatorTotp).where(eq(operatorTotp.accountId, accountId));
    },

    async markSessionVerified(sessionIdHash: string, at: Date): Promise<void> {
      await db
        .insert(operatorTotpSessions)
        .values({ sessionIdHash, verifiedAt: at })
        .onConflictDoUpdate({ target: operatorTotpSessions.sessionIdHash, set: { verifiedAt: at } });
    },

    async sessionVerified(sessionIdHash: string): Promise<boolean> {
      const [row] = await db
        .select({ at: operatorTotpSessions.verifiedAt })
        .from(operatorTotpSessions)
        .where(eq(operatorTotpSessions.sessionIdHash, sessionIdHash));
      return row !== undefined;
    },
  };
}
