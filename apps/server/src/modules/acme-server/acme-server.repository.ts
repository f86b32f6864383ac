import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  acmeAccounts,
  acmeAuthorizations,
  acmeChallenges,
  acmeEabCredentials,
  acmeNonces,
  acmeOrders,
  type AcmeAccountRow,
  type AcmeAuthorizationRow,
  type AcmeChallengeRow,
  type AcmeEabCredentialRow,
  type AcmeOrderRow,
  type AcmeOrderStatus,
} from '../../db/schema/index.js';

export type NewAcmeAccount = typeof acmeAccounts.$inferInsert;
export type NewAcmeOrder = typeof acmeOrders.$inferInsert;
export type NewAcmeAuthorization = typeof acmeAuthorizations.$inferInsert;
export type NewAcmeChallenge = typeof acmeChallenges.$inferInsert;

/** Every read and write of the ACME server's tables (the module's own; no other module uses them). */
export function createAcmeServerRepository(db: Executor) {
  return {
    // ---- nonces
    async insertNonce(value: string, expiresAt: Date): Promise<void> {
      await db.insert(acmeNonces).values({ value, expiresAt });
    },
    /** Uses a nonce up: true when it existed and had not expired (one statement: two uses cannot both win). */
    async consumeNonce(value: string, now: Date): Promise<boolean> {
      const rows = await db
        .delete(acmeNonces)
        .where(and(eq(acmeNonces.value, value), gt(acmeNonces.expiresAt, now)))
        .returning({ value: acmeNonces.value });
      return rows.length === 1;
    },
    async purgeNonces(now: Date): Promise<number> {
      const rows = await db
        .delete(acmeNonces)
        .where(lt(acmeNonces.expiresAt, now))
        .returning({ value: acmeNonces.value });
      return rows.length;
    },

    // ---- EAB credentials
    async insertCredential(values: typeof acmeEabCredentials.$inferInsert): Promise<AcmeEabCredentialRow> {
      const [row] = await db.insert(acmeEabCredentials).values(values).returning();
      if (!row) throw new Error('credential not written');
      return row;
    },
    credentialsOfOrder(orderId: number): Promise<AcmeEabCredentialRow[]> {
      return db
        .select()
        .from(acmeEabCredentials)
        .where(eq(acmeEabCredentials.orderId, orderId))
        .orderBy(desc(acmeEabCredentials.id));
    },
    async countActiveCredentials(orderId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(acmeEabCredentials)
        .where(and(eq(acmeEabCredentials.orderId, orderId), isNull(acmeEabCredentials.revokedAt)));
      return Number(row?.n ?? 0);
    },
    async findCredentialByKid(kid: string): Promise<AcmeEabCredentialRow | undefined> {
      const [row] = await db.select().from(acmeEabCredentials).where(eq(acmeEabCredentials.kid, kid));
      return row;
    },
    async findCredential(id: number): Promise<AcmeEabCredentialRow | undefined> {
      const [row] = await db.select().from(acmeEabCredentials).where(eq(acmeEabCredentials.id, id));
      return row;
    },
    async findOwnedCredential(id: number, accountId: number): Promise<AcmeEabCredentialRow | undefined> {
      const [row] = await db
        .select()
        .from(acmeEabCredentials)
        .where(and(eq(acmeEabCredentials.id, id), eq(acmeEabCredentials.accountId, accountId)));
      return row;
    },
    async revokeCredential(id: number, now: Date): Promise<AcmeEabCredentialRow | undefined> {
      const [row] = await db
        .update(acmeEabCredentials)
        .set({ revokedAt: now })
        .where(and(eq(acmeEabCredentials.id, id), isNull(acmeEabCredentials.revokedAt)))
        .returning();
      return row;
    },
    /** Ties the credential to its first account; false when another account took it first or it was revoked. */
    async bindCredential(id: number, acmeAccountId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(acmeEabCredentials)
        .set({ acmeAccountId, lastUsedAt: now })
        .where(
          and(
            eq(acmeEabCredentials.id, id),
            isNull(acmeEabCredentials.acmeAccountId),
            isNull(acmeEabCredentials.revokedAt),
          ),
        )
        .returning({ id: acmeEabCredentials.id });
      return rows.length === 1;
    },
    /** Notes a use; at most once a minute per credential (the account's every request calls this). */
    async touchCredential(id: number, now: Date): Promise<void> {
      await db
        .update(acmeEabCredentials)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(acmeEabCredentials.id, id),
            sql`(${acmeEabCredentials.lastUsedAt} is null or ${acmeEabCredentials.lastUsedAt} < ${new Date(now.getTime() - 60_000)})`,
          ),
        );
    },

    // ---- accounts
    async insertAccount(values: NewAcmeAccount): Promise<AcmeAccountRow> {
      const [row] = await db.insert(acmeAccounts).values(values).returning();
      if (!row) throw new Error('ACME account not written');
      return row;
    },
    async findAccount(id: number): Promise<AcmeAccountRow | undefined> {
      const [row] = await db.select().from(acmeAccounts).where(eq(acmeAccounts.id, id));
      return row;
    },
    async findAccountByThumbprint(thumbprint: string): Promise<AcmeAccountRow | undefined> {
      const [row] = await db.select().from(acmeAccounts).where(eq(acmeAccounts.thumbprint, thumbprint));
      return row;
    },
    async accountsByIds(ids: number[]): Promise<AcmeAccountRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(acmeAccounts).where(inArray(acmeAccounts.id, ids));
    },
    async updateAccount(
      id: number,
      values: Partial<Pick<AcmeAccountRow, 'status' | 'contact' | 'jwk' | 'thumbprint'>>,
      now: Date,
    ): Promise<AcmeAccountRow | undefined> {
      const [row] = await db
        .update(acmeAccounts)
        .set({ ...values, updatedAt: now })
        .where(eq(acmeAccounts.id, id))
        .returning();
      return row;
    },

    // ---- orders, authorizations, challenges
    async insertOrder(
      order: NewAcmeOrder,
      authorizations: NewAcmeAuthorization[],
      challenges: NewAcmeChallenge[],
    ): Promise<void> {
      await db.insert(acmeOrders).values(order);
      if (authorizations.length > 0) await db.insert(acmeAuthorizations).values(authorizations);
      if (challenges.length > 0) await db.insert(acmeChallenges).values(challenges);
    },
    async findOrder(id: string): Promise<AcmeOrderRow | undefined> {
      const [row] = await db.select().from(acmeOrders).where(eq(acmeOrders.id, id));
      return row;
    },
    ordersOfAccount(acmeAccountId: number, limit: number): Promise<AcmeOrderRow[]> {
      return db
        .select()
        .from(acmeOrders)
        .where(eq(acmeOrders.acmeAccountId, acmeAccountId))
        .orderBy(desc(acmeOrders.createdAt))
        .limit(limit);
    },
    /** Moves an order on only from the status the caller saw (two finalize calls: one wins). */
    async moveOrder(
      id: string,
      from: AcmeOrderStatus,
      values: Partial<Pick<AcmeOrderRow, 'status' | 'reissueId' | 'certificateId' | 'error'>>,
      now: Date,
    ): Promise<AcmeOrderRow | undefined> {
      const [row] = await db
        .update(acmeOrders)
        .set({ ...values, updatedAt: now })
        .where(and(eq(acmeOrders.id, id), eq(acmeOrders.status, from)))
        .returning();
      return row;
    },
    authorizationsOfOrder(acmeOrderId: string): Promise<AcmeAuthorizationRow[]> {
      return db
        .select()
        .from(acmeAuthorizations)
        .where(eq(acmeAuthorizations.acmeOrderId, acmeOrderId))
        .orderBy(asc(acmeAuthorizations.createdAt), asc(acmeAuthorizations.id));
    },
    async findAuthorization(id: string): Promise<AcmeAuthorizationRow | undefined> {
      const [row] = await db.select().from(acmeAuthorizations).where(eq(acmeAuthorizations.id, id));
      return row;
    },
    async updateAuthorization(
      id: string,
      from: AcmeAuthorizationRow['status'],
      values: Partial<Pick<AcmeAuthorizationRow, 'status' | 'validatedBy' | 'validatedAt'>>,
    ): Promise<AcmeAuthorizationRow | undefined> {
      const [row] = await db
        .update(acmeAuthorizations)
        .set(values)
        .where(and(eq(acmeAuthorizations.id, id), eq(acmeAuthorizations.status, from)))
        .returning();
      return row;
    },
    /**
     * A still valid authorization of the same portal order for this identifier, proven through an ACME challenge
     * (RFC 8555 7.1.4 lets a server reuse it): the newest, with its passed challenge.
     */
    async reusableChallengeAuthorization(
      orderId: number,
      type: 'dns' | 'ip',
      value: string,
      wildcard: boolean,
      now: Date,
    ): Promise<{ authorization: AcmeAuthorizationRow; challenge: AcmeChallengeRow } | undefined> {
      const [row] = await db
        .select({ authorization: acmeAuthorizations, challenge: acmeChallenges })
        .from(acmeAuthorizations)
        .innerJoin(acmeOrders, eq(acmeOrders.id, acmeAuthorizations.acmeOrderId))
        .innerJoin(acmeChallenges, eq(acmeChallenges.authorizationId, acmeAuthorizations.id))
        .where(
          and(
            eq(acmeOrders.orderId, orderId),
            eq(acmeAuthorizations.identifierType, type),
            eq(acmeAuthorizations.identifierValue, value),
            eq(acmeAuthorizations.wildcard, wildcard),
            eq(acmeAuthorizations.status, 'valid'),
            gt(acmeAuthorizations.expiresAt, now),
            eq(acmeChallenges.status, 'valid'),
          ),
        )
        .orderBy(desc(acmeAuthorizations.validatedAt))
        .limit(1);
      return row;
    },
    challengesOfAuthorizations(ids: string[]): Promise<AcmeChallengeRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(acmeChallenges)
        .where(inArray(acmeChallenges.authorizationId, ids))
        .orderBy(asc(acmeChallenges.type));
    },
    async findChallenge(id: string): Promise<AcmeChallengeRow | undefined> {
      const [row] = await db.select().from(acmeChallenges).where(eq(acmeChallenges.id, id));
      return row;
    },
    async moveChallenge(
      id: string,
      from: AcmeChallengeRow['status'],
      values: Partial<Pick<AcmeChallengeRow, 'status' | 'validatedAt' | 'error'>>,
    ): Promise<AcmeChallengeRow | undefined> {
      const [row] = await db
        .update(acmeChallenges)
        .set(values)
        .where(and(eq(acmeChallenges.id, id), eq(acmeChallenges.status, from)))
        .returning();
      return row;
    },
    /** Pending authorizations and orders past their expiry read as expired / invalid (RFC 8555 7.1.6). */
    async expireOrder(id: string, now: Date): Promise<void> {
      await db
        .update(acmeAuthorizations)
        .set({ status: 'expired' })
        .where(
          and(
            eq(acmeAuthorizations.acmeOrderId, id),
            eq(acmeAuthorizations.status, 'pending'),
            lt(acmeAuthorizations.expiresAt, now),
          ),
        );
      await db
        .update(acmeOrders)
        .set({
          status: 'invalid',
          error: { type: 'unauthorized', detail: 'the order expired before it was finalized' },
          updatedAt: now,
        })
        .where(
          and(
            eq(acmeOrders.id, id),
            inArray(acmeOrders.status, ['pending', 'ready']),
            lt(acmeOrders.expiresAt, now),
          ),
        );
    },
    /** The clean-up job: ACME orders (with their authorizations and challenges) expired before `before`. */
    async purgeOrders(before: Date): Promise<number> {
      const rows = await db
        .delete(acmeOrders)
        .where(lt(acmeOrders.expiresAt, before))
        .returning({ id: acmeOrders.id });
      return rows.length;
    },
    /** Deactivated accounts without orders left, deactivated before `before`. */
    async purgeDeactivatedAccounts(before: Date): Promise<number> {
      const rows = await db
        .delete(acmeAccounts)
        .where(
          and(
            eq(acmeAccounts.status, 'deactivated'),
            lt(acmeAccounts.updatedAt, before),
            sql`not exists (select 1 from ${acmeOrders} where ${acmeOrders.acmeAccountId} = ${acmeAccounts.id})`,
          ),
        )
        .returning({ id: acmeAccounts.id });
      return rows.length;
    },
  };
}
export type AcmeServerRepository = ReturnType<typeof createAcmeServerRepository>;
