import {
  SERVED_MAX_EXTRA_HOSTS,
  type ListAnswer,
  type ServedCertificatesAnswer,
  type ServedCheckBody,
  type ServedCheckRow,
  type ServedHostBody,
  type ServedHostRow,
} from '@portal/contract';
import type { z } from 'zod';
import type { servedHistoryQuery } from '@portal/contract';
import type { OrderRow, ServedHostRecord } from '../../db/schema/index.js';
import type { ServedCertificateProbe } from '../../integrations/tls/served-certificate-probe.js';
import { AppError } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import type { LetterWriter } from '../letters/letters.service.js';
import { findOwnedOrder } from '../orders/order-records.js';
import {
  createServedCheckRunner,
  eachLimited,
  HISTORY_PER_HOST,
  type OrderContext,
} from './served-check-runner.js';
import { createServedCertificatesRepository, type HostWithLast } from './served-certificates.repository.js';
import { belongsToOrder, hostsOfNames } from './served-evaluation.js';
import { checkRowOf, hostRowOf } from './served-rows.js';

export { CHECK_INTERVAL_MS, HISTORY_DAYS, HISTORY_PER_HOST } from './served-check-runner.js';
/** "Check now" checks this many hosts itself; the rest are left to the job (due at once). */
export const CHECK_NOW_MAX = 10;
/** Probes running at once in a "check now" call. */
const CHECK_NOW_CONCURRENCY = 5;

export type ServedHistoryQuery = z.infer<typeof servedHistoryQuery>;

/**
 * Served-certificate checks (issue 21, B6; docs/domain/served-certificates.md): what each host of an issued order
 * serves, checked daily by the job, an hour after each new certificate and on demand; the alert letter and mail
 * when a host turns bad, and again when it is fine.
 */
export function createServedCertificatesService(
  deps: ServiceDeps,
  parts: { probe: ServedCertificateProbe; letters: LetterWriter },
) {
  const repo = createServedCertificatesRepository(deps.db);
  const runner = createServedCheckRunner(deps, parts);
  const { contextOf, checkLogged } = runner;

  async function ownedOrder(session: SessionContext, id: number): Promise<OrderRow> {
    const order = await findOwnedOrder(deps.db, id, session.ownerAccountId);
    if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id });
    return order;
  }

  async function issuedContext(order: OrderRow): Promise<OrderContext> {
    const context = await contextOf(order);
    if (!context) throw new AppError('servedNotIssued', 'served.errors.notIssued', { id: order.id });
    return context;
  }

  /** The hosts of the order's names that have no row yet (an order issued by a path without the hook). */
  async function ensureHosts(order: OrderRow): Promise<void> {
    const rows = await repo.hostsOf(order.id);
    const missing = hostsOfNames(order.dnsNames).filter((h) => !rows.some((row) => row.host === h.host));
    const now = deps.clock.now();
    await repo.addMissing(
      missing.map((h) => ({
        orderId: order.id,
        accountId: order.accountId,
        host: h.host,
        nextCheckAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }

  /** The order's hosts with their last results (those its names still cover). */
  async function hostsOf(order: OrderRow): Promise<HostWithLast[]> {
    return (await repo.hostsWithLast(order.id)).filter((row) =>
      belongsToOrder(row.host.host, order.dnsNames),
    );
  }

  async function answerOf(order: OrderRow, context: OrderContext | undefined) {
    return {
      orderID: order.id,
      certificate: context
        ? {
            serial: context.current.serialNumber,
            sha1: context.current.sha1,
            notBefore: context.current.notBefore.toISOString(),
            notAfter: context.current.notAfter.toISOString(),
          }
        : null,
      hosts: (await hostsOf(order)).map(hostRowOf),
    } satisfies ServedCertificatesAnswer;
  }

  return {
    /** GET order/served_certificates: every host with its last result and alert. */
    async list(session: SessionContext, orderId: number): Promise<ServedCertificatesAnswer> {
      const order = await ownedOrder(session, orderId);
      const context = await contextOf(order);
      if (context) await ensureHosts(order);
      return answerOf(order, context);
    },

    /** GET order/served_certificate_history: one host's checks, newest first (none for a host never checked). */
    async history(session: SessionContext, query: ServedHistoryQuery): Promise<ListAnswer<ServedCheckRow>> {
      const order = await ownedOrder(session, query.orderID);
      const row = await repo.find(order.id, query.host);
      if (!row) return { list: [], total: 0 };
      const { limit, offset } = pageWindow(query);
      const { list, total } = await repo.history(row.id, limit, offset);
      return { list: list.map(checkRowOf), total };
    },

    /**
     * PUT order/served_certificate_host: a host's port and whether it is checked; a name the certificate covers
     * that is not one of the order's (www under a wildcard) is added. A changed port or a host switched on is
     * checked by the job's next run.
     */
    async setHost(session: SessionContext, body: ServedHostBody): Promise<ServedHostRow> {
      const order = await ownedOrder(session, body.orderID);
      await issuedContext(order);
      if (!belongsToOrder(body.host, order.dnsNames))
        throw new AppError('servedHostUnknown', 'served.errors.hostUnknown', {
          host: body.host,
          id: order.id,
        });
      await ensureHosts(order);
      const now = deps.clock.now();
      const existing = await repo.find(order.id, body.host);
      if (!existing) {
        if ((await repo.countExtra(order.id)) >= SERVED_MAX_EXTRA_HOSTS)
          throw new AppError('servedTooManyHosts', 'served.errors.tooManyHosts', {
            max: SERVED_MAX_EXTRA_HOSTS,
          });
        await repo.addMissing([
          {
            orderId: order.id,
            accountId: order.accountId,
            host: body.host,
            port: body.port,
            enabled: body.enabled,
            extra: true,
            nextCheckAt: now,
            createdAt: now,
            updatedAt: now,
          },
        ]);
      } else {
        const sooner = body.port !== existing.port || (body.enabled && !existing.enabled);
        await repo.update(existing.id, {
          port: body.port,
          enabled: body.enabled,
          // Another port is another server: its failures so far say nothing about it.
          ...(body.port !== existing.port ? { failures: 0 } : {}),
          ...(sooner ? { nextCheckAt: now } : {}),
          updatedAt: now,
        });
      }
      const row = (await repo.hostsWithLast(order.id)).find((r) => r.host.host === body.host)!;
      return hostRowOf(row);
    },

    /**
     * POST order/served_certificate_check: one host (also a disabled one), or every enabled host of the order;
     * the first CHECK_NOW_MAX are checked in this call, the rest are made due for the job.
     */
    async checkNow(session: SessionContext, body: ServedCheckBody) {
      const order = await ownedOrder(session, body.orderID);
      const context = await issuedContext(order);
      await ensureHosts(order);
      const rows = (await hostsOf(order)).map((r) => r.host);
      let targets: ServedHostRecord[];
      if (body.host !== undefined) {
        const row = rows.find((r) => r.host === body.host);
        if (!row)
          throw new AppError('servedHostUnknown', 'served.errors.hostUnknown', {
            host: body.host,
            id: order.id,
          });
        targets = [row];
      } else targets = rows.filter((r) => r.enabled);
      const inCall = targets.slice(0, CHECK_NOW_MAX);
      const later = targets.slice(CHECK_NOW_MAX);
      await repo.setNextCheck(
        later.map((r) => r.id),
        deps.clock.now(),
      );
      await eachLimited(inCall, CHECK_NOW_CONCURRENCY, (row) => checkLogged(context, row));
      await repo.trim(
        inCall.map((r) => r.id),
        HISTORY_PER_HOST,
      );
      return { hosts: (await answerOf(order, context)).hosts, queued: later.length };
    },

    /** The job (every 10 minutes): the hosts that are due (served-check-runner.ts). */
    runDue: runner.runDue,
  };
}
export type ServedCertificatesService = ReturnType<typeof createServedCertificatesService>;
