import { seedDatabase } from '../db/seed/seed.js';
import { openFreshDatabase, testDatabaseKind } from './database.js';
import type { AppDeps } from '../app.js';
import { createTestContext, type TestContext } from './harness.js';

/**
 * A test app on a database no other test file sees (test/database.ts openFreshDatabase): for figures across
 * every account (the console's overview) and what exists once per portal (compulsory TOTP, tabs, rates, public
 * coupons, which coupon/latest hands to every account of the shared database).
 */
export async function createFreshTestContext(overrides: Partial<AppDeps> = {}): Promise<TestContext> {
  const fresh = await openFreshDatabase();
  // PGlite's comes from the seeded template; a new PostgreSQL database is seeded as the shared one is.
  if (testDatabaseKind === 'postgres') await seedDatabase(fresh.db);
  const ctx = await createTestContext(overrides, fresh);
  return {
    ...ctx,
    async close() {
      await ctx.close();
      await fresh.close();
    },
  };
}
