// Benchmark: balance payments per second on PostgreSQL, against the same number of simple authenticated writes
// (event/contact_info/save) through the same app in the same run; then the books are checked.
import { runMigrations } from '@portal/server/dist/db/migrate.js';
import { createOperatorCommands } from '@portal/server/dist/modules/operator/commands.js';
import { startBenchApp, type BenchApp } from './lib/app.js';
import { describeFailures, runBatch, type BatchResult, type PlannedRequest } from './lib/batch.js';
import { BenchClient, benchEmail } from './lib/client.js';
import { numberFromEnv } from './lib/env.js';
import { median } from './lib/load.js';
import { BENCH_CONTACT, placeOrder } from './lib/orders.js';
import { openBenchDatabase, query, safeUrl, type BenchDatabase } from './lib/postgres.js';
import { fixed, type BenchResult } from './lib/result.js';

const NAME = 'payments';
const CREDIT = '10000.00';
const CREDIT_CENTS = 1_000_000;
/** Setup runs this many accounts' wizards at once. */
const SETUP_PARALLEL = 4;
/** Per account, before the measured rounds: payments submitted (extra orders) and contact saves. */
const WARMUP_PAYMENTS = 2;
const WARMUP_CONTACT_SAVES = 5;

interface PaymentSettings {
  accountsWanted: number;
  ordersPerAccount: number;
  concurrency: number;
  rounds: number;
}

export interface PaymentsOptions {
  log: (text: string) => void;
}

interface BenchAccount {
  email: string;
  client: BenchClient;
  orderIds: number[];
  /** One payment per order, same order as orderIds; the first WARMUP_PAYMENTS are the warm-up's. */
  paymentIds: string[];
}

async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** Splits `list` into `parts` contiguous chunks of (nearly) equal length. */
function chunks<T>(list: readonly T[], parts: number): T[][] {
  const size = Math.ceil(list.length / parts);
  return Array.from({ length: parts }, (_, i) => list.slice(i * size, (i + 1) * size)).filter(
    (c) => c.length,
  );
}

/** Every order paid exactly once, by one payment with one debit; every balance equals its ledger sum. */
export async function verifyBooks(
  url: string,
  accounts: readonly BenchAccount[],
): Promise<{ ok: boolean; text: string }> {
  const orderIds = accounts.flatMap((a) => a.orderIds);
  const orders = await query<{ id: string; paid: boolean; payments: string; debits: string }>(
    url,
    `select o.id, o.paid,
       (select count(*) from payments p
          where p.type = 'purchase' and p.status = 'paid' and p.orders_id @> to_jsonb(o.id)) as payments,
       (select count(*) from ledger_entries l join payments p on p.id = l.payment_id
          where l.kind = 'purchase' and p.orders_id @> to_jsonb(o.id)) as debits
     from orders o where o.id = any($1::bigint[])`,
    [orderIds],
  );
  const balances = await query<{ email: string; balance: string; ledger: string; paid: string }>(
    url,
    `select a.email, a.balance_cents as balance,
       (select coalesce(sum(l.amount_cents), 0) from ledger_entries l where l.account_id = a.id) as ledger,
       (select coalesce(sum(p.total_cents), 0) from payments p
          where p.account_id = a.id and p.type = 'purchase' and p.status = 'paid') as paid
     from accounts a where a.email = any($1::text[])`,
    [accounts.map((a) => a.email)],
  );
  const problems: string[] = [];
  const missing = orderIds.length - orders.rows.length;
  if (missing > 0) problems.push(`${missing} orders not found`);
  const notOnce = orders.rows.filter((o) => !o.paid || Number(o.payments) !== 1 || Number(o.debits) !== 1);
  if (notOnce.length > 0) {
    const o = notOnce[0]!;
    problems.push(
      `${notOnce.length} orders not paid exactly once (e.g. order ${o.id}: paid ${o.paid}, ` +
        `${o.payments} paid payments, ${o.debits} debits)`,
    );
  }
  if (balances.rows.length !== accounts.length)
    problems.push(`${accounts.length - balances.rows.length} accounts not found`);
  const unbalanced = balances.rows.filter(
    (b) => Number(b.balance) !== Number(b.ledger) || Number(b.balance) !== CREDIT_CENTS - Number(b.paid),
  );
  if (unbalanced.length > 0) {
    const b = unbalanced[0]!;
    problems.push(
      `${unbalanced.length} balances differ from their ledger (e.g. ${b.email}: balance ${b.balance}, ` +
        `ledger sum ${b.ledger}, credited ${CREDIT_CENTS} - paid ${b.paid})`,
    );
  }
  if (problems.length > 0) return { ok: false, text: problems.join('; ') };
  return {
    ok: true,
    text:
      `${orders.rows.length} orders paid exactly once (one paid payment, one debit each); ` +
      `${balances.rows.length} balances = ledger sums = credit - payments`,
  };
}

async function measure(
  db: BenchDatabase,
  portal: BenchApp,
  settings: PaymentSettings,
  options: PaymentsOptions,
): Promise<BenchResult> {
  const { accountsWanted, ordersPerAccount, concurrency, rounds } = settings;
  const operator = createOperatorCommands({
    db: portal.handle.db,
    clock: portal.clock,
    migrate: () => runMigrations(portal.handle),
  });
  const credit = operator['funds:credit'];
  if (!credit) throw new Error('the operator command funds:credit is missing');

  // Setup through the HTTP API: accounts, orders (a few more each for the warm-up), funds, one payment per order.
  const setupStarted = Date.now();
  let site = 0;
  const accounts = await inParallel(
    Array.from({ length: accountsWanted }, (_, i) => i),
    SETUP_PARALLEL,
    async (): Promise<BenchAccount> => {
      const client = new BenchClient(portal.url);
      const email = await client.signUp(benchEmail('bench-pay'));
      const orderIds: number[] = [];
      for (let i = 0; i < WARMUP_PAYMENTS + ordersPerAccount; i += 1) {
        site += 1;
        orderIds.push(await placeOrder(client, `site${site}.example.com`));
      }
      await credit.run(['--email', email, '--amount', CREDIT, '--note', 'bench']);
      const paymentIds: string[] = [];
      for (const id of orderIds)
        paymentIds.push(
          await client.ok<string>('POST', '/api/orders/payment/create', { json: { ordersID: [id] } }),
        );
      // An open purchase, so contact saves (the reference) have an event to write to.
      await client.ok('POST', '/api/event/create', { json: { shortName: 'RapidDV' } });
      return { email, client, orderIds, paymentIds };
    },
  );
  const total = accountsWanted * ordersPerAccount;
  options.log(
    `${NAME}: set up ${accountsWanted} accounts x ${WARMUP_PAYMENTS + ordersPerAccount} orders through the API on ` +
      `${safeUrl(db.url)}${db.fresh ? ' (fresh database)' : ''} in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`,
  );

  // Round-robin over the accounts, so the requests in flight mostly belong to different accounts.
  const submit = (a: BenchAccount, paymentId: string): PlannedRequest => ({
    method: 'POST',
    path: `/api/payment/submit/${paymentId}?channel=fund`,
    headers: a.client.headers(),
  });
  const contactSave = (a: BenchAccount): PlannedRequest => ({
    method: 'POST',
    path: '/api/event/contact_info/save',
    headers: { ...a.client.headers(), 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_CONTACT),
  });
  const payList: PlannedRequest[] = [];
  const contactList: PlannedRequest[] = [];
  for (let j = WARMUP_PAYMENTS; j < WARMUP_PAYMENTS + ordersPerAccount; j += 1) {
    for (const a of accounts) {
      payList.push(submit(a, a.paymentIds[j]!));
      contactList.push(contactSave(a));
    }
  }
  const batch = (requests: PlannedRequest[]) => runBatch({ base: portal.url, requests, concurrency });

  options.log(
    `${NAME}: warm-up ${accountsWanted * WARMUP_CONTACT_SAVES} contact saves + ` +
      `${accountsWanted * WARMUP_PAYMENTS} payments, then ${rounds} x ` +
      `(${Math.ceil(total / rounds)} contact saves, ${Math.ceil(total / rounds)} payments), ${concurrency} in flight`,
  );
  const warmContacts = await batch(
    Array.from({ length: WARMUP_CONTACT_SAVES }, () => accounts.map(contactSave)).flat(),
  );
  if (warmContacts.failed > 0) throw new Error(`contact saves (warm-up): ${describeFailures(warmContacts)}`);
  const paymentFailures: string[] = [];
  const warmPayments = await batch(
    Array.from({ length: WARMUP_PAYMENTS }, (_, j) =>
      accounts.map((a) => submit(a, a.paymentIds[j]!)),
    ).flat(),
  );
  if (warmPayments.failed > 0) paymentFailures.push(`warm-up: ${describeFailures(warmPayments)}`);

  const runs: { contacts: BatchResult[]; payments: BatchResult[] } = { contacts: [], payments: [] };
  const contactChunks = chunks(contactList, rounds);
  const payChunks = chunks(payList, rounds);
  const line = (round: number, what: string, r: BatchResult, unit: string) =>
    options.log(
      `  round ${round} ${what}: ${Math.round(r.requestsPerSecond)} ${unit} ` +
        `(p50 ${r.latencyP50} ms, p99 ${r.latencyP99} ms, ${r.total} requests in ${r.seconds.toFixed(2)} s)`,
    );
  for (let round = 1; round <= payChunks.length; round += 1) {
    const contacts = await batch(contactChunks[round - 1]!);
    if (contacts.failed > 0) throw new Error(`contact saves: ${describeFailures(contacts)}`);
    runs.contacts.push(contacts);
    line(round, 'contact saves', contacts, 'req/s');
    const paid = await batch(payChunks[round - 1]!);
    if (paid.failed > 0) paymentFailures.push(`round ${round}: ${describeFailures(paid)}`);
    runs.payments.push(paid);
    line(round, 'payments', paid, 'payments/s');
  }

  const value = median(runs.payments.map((r) => r.requestsPerSecond));
  const reference = median(runs.contacts.map((r) => r.requestsPerSecond));
  const ratio = value / reference;
  const books = await verifyBooks(db.url, accounts);
  options.log(`  books: ${books.ok ? 'ok, ' : 'WRONG: '}${books.text}`);
  const problems = [...paymentFailures, ...(books.ok ? [] : [books.text])];
  const status = problems.length === 0 ? 'PASS' : 'FAIL';
  const measured =
    `${NAME}: ${Math.round(value)} payments/s (ratio ${fixed(ratio)} to contact saves ` +
    `${Math.round(reference)} req/s, ${total} payments, PostgreSQL)`;
  return {
    name: NAME,
    status,
    value,
    reference,
    ratio,
    unit: 'payments/s',
    target: 'every order paid exactly once; balances = ledger sums',
    line: status === 'PASS' ? `${measured} PASS` : `${measured} FAIL: ${problems.join('; ')}`,
    checkFailures: problems,
    details: {
      accounts: accountsWanted,
      ordersPerAccount,
      payments: total,
      concurrency,
      rounds,
      freshDatabase: db.fresh,
      books: books.text,
      runs,
    },
  };
}

export async function benchPayments(options: PaymentsOptions): Promise<BenchResult> {
  const settings: PaymentSettings = {
    accountsWanted: Math.round(numberFromEnv('BENCH_PAYMENT_ACCOUNTS', 20)),
    ordersPerAccount: Math.round(numberFromEnv('BENCH_PAYMENT_ORDERS', 50)),
    concurrency: Math.round(numberFromEnv('BENCH_PAYMENT_CONCURRENCY', 16)),
    rounds: Math.round(numberFromEnv('BENCH_ROUNDS', 2)),
  };

  const database = await openBenchDatabase();
  if ('unreachable' in database) {
    return {
      name: NAME,
      status: 'SKIP',
      line:
        `${NAME}: SKIP, PostgreSQL is unreachable (${database.unreachable}); ` +
        `start it or set BENCH_DATABASE_URL=postgres://…`,
    };
  }
  let portal: BenchApp | undefined;
  try {
    portal = await startBenchApp({
      kind: 'postgres',
      databaseUrl: database.url,
      seed: true,
      // Every bench account registers and logs in from 127.0.0.1.
      rateLimits: { login: 10_000, register: 10_000 },
    });
    return await measure(database, portal, settings, options);
  } finally {
    await portal?.close();
    await database.release().catch((error: unknown) => {
      options.log(`${NAME}: could not drop the bench database: ${String(error)}`);
    });
  }
}
