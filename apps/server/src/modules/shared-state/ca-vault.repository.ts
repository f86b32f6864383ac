import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { builtinCa } from '../../db/schema/index.js';
import type { CaVault, SealedCa } from '../../integrations/ca/builtin/index.js';

const ONLY_ROW = 1;

/** The built-in CA kept in the database (one row); the first CA stored wins, later starters read it. */
export function createCaVault(db: Executor): CaVault {
  const read = async (): Promise<SealedCa | undefined> => {
    const [row] = await db
      .select({
        rootPem: builtinCa.rootPem,
        issuingPem: builtinCa.issuingPem,
        rootKeySealed: builtinCa.rootKeySealed,
        issuingKeySealed: builtinCa.issuingKeySealed,
      })
      .from(builtinCa)
      .where(eq(builtinCa.id, ONLY_ROW));
    return row;
  };
  return {
    read,
    async storeOnce(ca) {
      await db
        .insert(builtinCa)
        .values({ id: ONLY_ROW, ...ca })
        .onConflictDoNothing();
      const stored = await read();
      if (!stored) throw new Error('the built-in CA row vanished after it was stored');
      return stored;
    },
  };
}
