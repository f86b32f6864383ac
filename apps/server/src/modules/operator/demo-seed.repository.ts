// The SQL of `portal demo:seed`: demo accounts and orders made set-based with generate_series, one statement
// (in its own transaction) per batch, so a million orders never travel row by row from JavaScript.
import { ORDER_STATUS } from '@portal/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** Every demo account's address is demo-<n>@demo.example; re-runs continue after the largest n. */
export const DEMO_EMAIL_DOMAIN = 'demo.example';
/** Orders made by demo:seed carry this instead of a real CSR. */
export const DEMO_CSR =
  '-----BEGIN DEMO CSR-----\nDemo data made by portal demo:seed: not a real certificate signing request.\n-----END DEMO CSR-----';
/** uid = 10000000 + (n * UID_STEP) mod 90000000: a bijection on n (UID_STEP is coprime with 90 000 000). */
const UID_STEP = 7919;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The order statuses as SQL text (literals, as before: the planner sees constants, not parameters). */
const STATUS_SQL = Object.fromEntries(
  Object.entries(ORDER_STATUS).map(([name, value]) => [name, sql.raw(String(value))]),
) as Record<keyof typeof ORDER_STATUS, SQL>;

export function createDemoSeedRepository(db: Database) {
  return {
    /** The largest n of the demo-<n>@demo.example accounts, 0 when there is none. */
    async maxDemoNumber(): Promise<number> {
      const rows = rowsOf<{ n: number | string | null }>(
        await db.execute(sql`
          select max(substring(email from '^demo-([0-9]+)@demo\.example$')::bigint) as n
          from accounts where email like 'demo-%@demo.example'`),
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** The active catalogue's (product, validity, price) combinations the orders are spread over. */
    async offerCount(): Promise<number> {
      const rows = rowsOf<{ n: number | string }>(
        await db.execute(sql`
          select count(*) as n from product_prices pp join products p on p.id = pp.product_id
          where p.active`),
      );
      return Number(rows[0]?.n ?? 0);
    },

    /**
     * Accounts demo-<from>..demo-<to> (role admin, active, all with `passwordHash`); an account whose email or
     * uid is taken already is skipped. Returns the ids made, in the order of n.
     */
    async insertAccounts(from: number, to: number, passwordHash: string, now: Date): Promise<number[]> {
      const at = now.toISOString();
      return db.transaction(async (tx) => {
        const rows = rowsOf<{ id: number | string }>(
          await tx.execute(sql`
            insert into accounts (uid, email, password_hash, role, register_from, contact_first_name,
                                  contact_last_name, password_changed_at, created_at, updated_at)
            select (10000000 + (g * ${UID_STEP}::bigint) % 90000000)::text,
                   'demo-' || g || '@demo.example', ${passwordHash}, 'admin', 'demo',
                   'Demo', 'User ' || g, ${at}::timestamptz, ${at}::timestamptz - interval '800 days',
                   ${at}::timestamptz - interval '800 days'
            from generate_series(${from}::bigint, ${to}::bigint) as g
            on conflict do nothing
            returning id`),
        );
        return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
      });
    },

    /**
     * Orders number `from`..`to` of `total` (1-based) for `accountIds`: every 10th goes to the first account (the
     * heavy one), the others to accounts picked with a skew towards the front of the list. Products and prices
     * are the active catalogue's; statuses mostly complete, some unpaid / waiting, a few cancelled, refunded or
     * failed; created_at rises with the order number over the two years before `now`.
     */
    async insertOrders(
      accountIds: readonly number[],
      firstNumber: number,
      from: number,
      to: number,
      total: number,
      now: Date,
    ): Promise<void> {
      const ids = `{${accountIds.join(',')}}`;
      const users = accountIds.length;
      const at = now.toISOString();
      await db.transaction(async (tx) => {
        await tx.execute(sql`
            with offer as (
              select row_number() over (order by p.id, pp.validity) as k, p.id as product_id, p.short_name,
                     p.name, p.brand, p.product_type, p.audit_type, p.domain_type, pp.validity, pp.price_cents
              from products p join product_prices pp on pp.product_id = p.id
              where p.active
            ),
            pick as materialized (
              select g,
                     case when g % 10 = 0 or ${users}::int = 1 then 1
                          else least(${users}::int, 2 + floor((${users}::int - 1) * power(random(), 2))::int)
                     end as u,
                     1 + floor(random() * (select count(*) from offer))::int as k,
                     random() as r,
                     ${at}::timestamptz - interval '730 days' * (1 - (g - 0.5) / ${total}::float8)
                       - random() * interval '1 hour' as created
              from generate_series(${from}::bigint, ${to}::bigint) as g
            ),
            shaped as (
              select pick.*, offer.*, (${ids}::bigint[])[u] as account_id,
                     'shop-' || (${firstNumber}::bigint + g) || '.demo-' || u || '.com' as cn,
                     case when r < 0.70 then ${STATUS_SQL.complete} when r < 0.80 then ${STATUS_SQL.waitingSubmit}
                          when r < 0.86 then ${STATUS_SQL.needAuth} when r < 0.92 then ${STATUS_SQL.pending}
                          when r < 0.95 then ${STATUS_SQL.issued} when r < 0.97 then ${STATUS_SQL.cancel}
                          when r < 0.985 then ${STATUS_SQL.refunded} else ${STATUS_SQL.failed} end as status
              from pick join offer on offer.k = pick.k
            )
            insert into orders (account_id, created_by, product_id, short_name, product_name, brand,
                                product_type, audit_type, domain_type, validity, status, paid, paid_at,
                                auth_method, common_name, dns_names, csr, contact, organization, price_cents,
                                total_cents, currency, created_at, updated_at)
            select account_id, account_id, product_id, short_name, name, brand, product_type, audit_type,
                   domain_type, validity, status, status not in (${STATUS_SQL.waitingSubmit}, ${STATUS_SQL.cancel}),
                   case when status not in (${STATUS_SQL.waitingSubmit}, ${STATUS_SQL.cancel})
                        then created + interval '7 minutes' end,
                   'dns', cn, jsonb_build_array(cn, 'www.' || cn), ${DEMO_CSR}, '{}'::jsonb, '{}'::jsonb,
                   price_cents, price_cents, 'USD', created, created
            from shaped
            order by g`);
      });
    },

    /** Fresh planner statistics after a bulk load. */
    async analyze(): Promise<void> {
      await db.execute(sql`analyze accounts`);
      await db.execute(sql`analyze orders`);
    },
  };
}
export type DemoSeedRepository = ReturnType<typeof createDemoSeedRepository>;
