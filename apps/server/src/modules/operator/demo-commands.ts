import { hashPassword } from '../../lib/crypto.js';
import { OperatorError, parseFlags, requireFlag } from './args.js';
import { createDemoSeedRepository } from './demo-seed.repository.js';
import type { OperatorCommand, OperatorContext } from './operator-types.js';

/** Rows per statement (each statement its own transaction). */
export const DEMO_BATCH = 100_000;
/** The password of every demo account unless --password says otherwise. */
export const DEMO_PASSWORD = 'demo password';
const MAX_USERS = 1_000_000;
const MAX_ORDERS = 50_000_000;

export interface DemoSeedOptions {
  users: number;
  orders: number;
  password?: string;
  batch?: number;
}

export interface DemoSeedResult {
  users: number;
  orders: number;
  /** The account with a tenth of the orders: demo-<n>@demo.example. */
  heavyEmail: string;
  firstEmail: string;
  lastEmail: string;
  seconds: number;
}

const emailOf = (n: number) => `demo-${n}@demo.example`;

function countOf(flags: Record<string, string | true>, name: string, max: number): number {
  const raw = requireFlag(flags, name);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new OperatorError(`--${name}: a whole number between 0 and ${max}`);
  return value;
}

/**
 * Demo data at scale: `users` accounts (one argon2id hash of one password, computed once, shared by all) and
 * `orders` orders spread over them, set-based in batches. Re-running adds more (numbers continue after the
 * largest demo-<n>).
 */
export async function seedDemo(ctx: OperatorContext, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const started = Date.now();
  const repo = createDemoSeedRepository(ctx.db);
  const batch = options.batch ?? DEMO_BATCH;
  const now = ctx.clock.now();
  if (options.orders > 0 && options.users === 0)
    throw new OperatorError('--orders needs at least one user (--users 1 or more)');
  if (options.orders > 0 && (await repo.offerCount()) === 0)
    throw new OperatorError('the catalogue is empty: start the portal once (it seeds the products) first');

  const first = (await repo.maxDemoNumber()) + 1;
  const last = first + options.users - 1;
  const passwordHash = await hashPassword(options.password ?? DEMO_PASSWORD);
  const accountIds: number[] = [];
  for (let from = first; from <= last; from += batch)
    accountIds.push(
      ...(await repo.insertAccounts(from, Math.min(last, from + batch - 1), passwordHash, now)),
    );
  if (options.orders > 0 && accountIds.length === 0)
    throw new OperatorError('no demo account could be made (their uids are taken)');

  for (let from = 1; from <= options.orders; from += batch)
    await repo.insertOrders(
      accountIds,
      first,
      from,
      Math.min(options.orders, from + batch - 1),
      options.orders,
      now,
    );
  if (options.users + options.orders > 0) await repo.analyze();
  return {
    users: accountIds.length,
    orders: options.orders,
    heavyEmail: emailOf(first),
    firstEmail: emailOf(first),
    lastEmail: emailOf(last),
    seconds: (Date.now() - started) / 1000,
  };
}

export function demoCommands(ctx: OperatorContext): Record<string, OperatorCommand> {
  return {
    'demo:seed': {
      usage: 'demo:seed --users N --orders M [--password P]',
      async run(args) {
        const flags = parseFlags(args);
        const users = countOf(flags, 'users', MAX_USERS);
        const orders = countOf(flags, 'orders', MAX_ORDERS);
        const password = typeof flags.password === 'string' ? flags.password : undefined;
        const result = await seedDemo(ctx, { users, orders, ...(password ? { password } : {}) });
        return (
          `demo:seed: ${result.users} accounts (${result.firstEmail} .. ${result.lastEmail}, ` +
          `password "${password ?? DEMO_PASSWORD}") and ${result.orders} orders in ${result.seconds.toFixed(1)} s; ` +
          `heavy account ${result.heavyEmail} (a tenth of the orders)`
        );
      },
    },
  };
}
