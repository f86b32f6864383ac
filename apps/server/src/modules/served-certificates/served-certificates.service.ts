import { X509Certificate, createHash } from 'node:crypto';
import { rootCertificates } from 'node:tls';
import {
  orderAllows,
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
import type { CertificateRow, OrderRow, ServedCheckRecord, ServedHostRecord } from '../../db/schema/index.js';
import type { MailMessage } from '../../integrations/mail/index.js';
import type { ServedCertificateProbe } from '../../integrations/tls/served-certificate-probe.js';
import { DAY, MINUTE } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { certificatesOfOrder } from '../certificates/certificate-records.js';
import type { LetterWriter } from '../letters/letters.service.js';
import { findOrder, findOwnedOrder } from '../orders/order-records.js';
import { createServedAlerts } from './served-alerts.js';
import { createServedCertificatesRepository, type HostWithLast } from './served-certificates.repository.js';
import {
  belongsToOrder,
  chainComplete,
  evaluateServed,
  hostsOfNames,
  nextAlertState,
  type ChainAnchors,
  type OrderHost,
} from './served-evaluation.js';

/** Hosts are checked again this long after each check. */
export const CHECK_INTERVAL_MS = DAY;
/** The history keeps this long and at most this many checks per host. */
export const HISTORY_DAYS = 90;
export const HISTORY_PER_HOST = 100;
/** "Check now" checks this many hosts itself; the rest are left to the job (due at once). */
export const CHECK_NOW_MAX = 10;
/** Probes running at once: in a "check now" call and in the job. */
const CHECK_NOW_CONCURRENCY = 5;
const JOB_CONCURRENCY = 8;
const JOB_BATCH = 100;
/** The job stops taking new batches after this long (pg-boss expires a run after 15 minutes). */
const JOB_BUDGET_MS = 8 * MINUTE;

export type ServedHistoryQuery = z.infer<typeof servedHistoryQuery>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function checkRowOf(row: ServedCheckRecord): ServedCheckRow {
  return {
    id: row.id,
    checkedAt: row.checkedAt.toISOString(),
    host: row.host,
    port: row.port,
    address: row.address,
    status: row.status,
    serial: row.serial,
    issuer: row.issuer,
    subject: row.subject,
    notBefore: iso(row.notBefore),
    notAfter: iso(row.notAfter),
    names: row.names,
    sha1: row.sha1,
    chainComplete: row.chainComplete,
    hostnameMatch: row.hostnameMatch,
    served: row.served,
    error: row.error,
    errorDetail: row.errorDetail,
  };
}

function hostRowOf({ host, last }: HostWithLast): ServedHostRow {
  return {
    host: host.host,
    port: host.port,
    enabled: host.enabled,
    extra: host.extra,
    status: host.status,
    failures: host.failures,
    alert: host.alert,
    alertSince: iso(host.alertSince),
    alertClearedAt: iso(host.alertClearedAt),
    checkedAt: iso(host.checkedAt),
    nextCheckAt: host.enabled ? iso(host.nextCheckAt) : null,
    last: last ? checkRowOf(last) : null,
  };
}

/** Node's bundled roots, parsed once per process (the anchors of certificates the portal did not issue). */
let bundledRoots: X509Certificate[] | undefined;
function roots(): X509Certificate[] {
  bundledRoots ??= rootCertificates.flatMap((pem) => {
    try {
      return [new X509Certificate(pem)];
    } catch {
      return [];
    }
  });
  return bundledRoots;
}

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** The top of the chain the CA gave with each of the order's certificates (the leaf when it gave none). */
function chainTops(certificates: CertificateRow[]): Set<string> {
  const tops = new Set<string>();
  for (const cert of certificates) {
    const blocks = cert.chainPem.match(PEM_BLOCK) ?? [];
    const top = blocks.at(-1);
    if (!top) {
      tops.add(cert.sha1);
      continue;
    }
    try {
      tops.add(createHash('sha1').update(new X509Certificate(top).raw).digest('hex'));
    } catch {
      tops.add(cert.sha1);
    }
  }
  return tops;
}

/** Runs `work` over `items`, at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** What a check compares with: the issued order, its current certificate and the ones before it. */
interface OrderContext {
  order: OrderRow;
  current: CertificateRow;
  previous: CertificateRow[];
  anchors: ChainAnchors;
}

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
  const alerts = createServedAlerts(deps, parts.letters);

  async function ownedOrder(session: SessionContext, id: number): Promise<OrderRow> {
    const order = await findOwnedOrder(deps.db, id, session.ownerAccountId);
    if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id });
    return order;
  }

  /** The order as checks see it; undefined when it has no certificate to compare with (not or no longer issued). */
  async function contextOf(order: OrderRow): Promise<OrderContext | undefined> {
    if (!orderAllows('certificate', order.status) || order.productType === 'CodeSign') return undefined;
    const certificates = await certificatesOfOrder(deps.db, order.id);
    const current = certificates.find((cert) => cert.revokedAt === null);
    if (!current) return undefined;
    return {
      order,
      current,
      previous: certificates.filter((cert) => cert.id !== current.id),
      anchors: { roots: roots(), tops: chainTops(certificates) },
    };
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

  const orderHostOf = (order: OrderRow, host: string): OrderHost =>
    hostsOfNames(order.dnsNames).find((h) => h.host === host) ?? { host, wildcard: false };

  /** Probes one host, records the check and moves its alert; the alert's mail goes once that is committed. */
  async function checkHost(context: OrderContext, row: ServedHostRecord): Promise<void> {
    const result = await parts.probe.probe(row.host, row.port);
    const now = deps.clock.now();
    const served = result.ok
      ? {
          ...result.leaf,
          chainComplete: chainComplete(result.chain, context.anchors),
        }
      : null;
    const evaluation = evaluateServed({
      host: orderHostOf(context.order, row.host),
      now,
      served,
      current: context.current,
      previous: context.previous,
    });
    const mail = await deps.db.transaction(async (tx): Promise<MailMessage | null> => {
      const txRepo = createServedCertificatesRepository(tx);
      const locked = await txRepo.lock(row.id);
      if (!locked) return null; // dropped meanwhile (a reissue without this name)
      const check = await txRepo.insertCheck({
        hostId: row.id,
        orderId: row.orderId,
        checkedAt: now,
        host: row.host,
        port: row.port,
        address: result.address,
        status: evaluation.status,
        serial: result.ok ? result.leaf.serial : null,
        issuer: result.ok ? result.leaf.issuer : null,
        subject: result.ok ? result.leaf.subject : null,
        notBefore: result.ok ? result.leaf.notBefore : null,
        notAfter: result.ok ? result.leaf.notAfter : null,
        names: result.ok ? [...result.leaf.dnsNames, ...result.leaf.ipAddresses].slice(0, 100) : [],
        sha1: result.ok ? result.leaf.sha1 : null,
        chainComplete: evaluation.chainComplete,
        hostnameMatch: evaluation.hostnameMatch,
        served: evaluation.served,
        error: result.ok ? null : result.error,
        errorDetail: result.ok ? null : result.detail || null,
      });
      const { state, event } = nextAlertState(locked, evaluation.status, now);
      await txRepo.update(row.id, {
        ...state,
        status: evaluation.status,
        lastCheckId: check.id,
        checkedAt: now,
        nextCheckAt: new Date(now.getTime() + CHECK_INTERVAL_MS),
        updatedAt: now,
      });
      if (!event) return null;
      const opened = event === 'raised' ? state.alertSince! : locked.alertSince!;
      return alerts.write(tx, {
        order: context.order,
        hostId: row.id,
        event,
        alert: event === 'raised' ? state.alert! : locked.alert!,
        opened,
        check,
        current: { serial: context.current.serialNumber, notAfter: context.current.notAfter },
      });
    });
    if (mail) {
      try {
        await deps.mailer.send(mail);
      } catch (error) {
        deps.log.error(
          { err: error, orderId: row.orderId, host: row.host },
          'served-certificate alert mail failed',
        );
      }
    }
  }

  /** Checks one row, logging what fails (a database failure ends the batch: it would fail the next one too). */
  async function checkLogged(context: OrderContext, row: ServedHostRecord): Promise<void> {
    try {
      await checkHost(context, row);
    } catch (error) {
      deps.log.error({ err: error, orderId: row.orderId, host: row.host }, 'served-certificate check failed');
      throw error;
    }
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

    /**
     * The job (every 10 minutes): checks the enabled hosts that are due, in batches with bounded concurrency,
     * until none is due or the run's time budget is spent; hosts of orders that are no longer issued wait a
     * day. Then the history is trimmed. Idempotent: a second run finds nothing due.
     */
    async runDue(): Promise<{ checked: number; skipped: number; purged: number }> {
      const started = Date.now();
      let checked = 0;
      let skipped = 0;
      const touched = new Set<number>();
      while (Date.now() - started < JOB_BUDGET_MS) {
        const due = await repo.due(deps.clock.now(), JOB_BATCH);
        if (due.length === 0) break;
        const contexts = new Map<number, OrderContext | undefined>();
        for (const orderId of new Set(due.map((row) => row.orderId))) {
          const order = await findOrder(deps.db, orderId);
          contexts.set(orderId, order ? await contextOf(order) : undefined);
        }
        const runnable = due.filter((row) => {
          const context = contexts.get(row.orderId);
          return context !== undefined && belongsToOrder(row.host, context.order.dnsNames);
        });
        const waiting = due.filter((row) => !runnable.includes(row));
        await repo.setNextCheck(
          waiting.map((row) => row.id),
          new Date(deps.clock.now().getTime() + CHECK_INTERVAL_MS),
        );
        skipped += waiting.length;
        await eachLimited(runnable, JOB_CONCURRENCY, async (row) => {
          await checkLogged(contexts.get(row.orderId)!, row);
          touched.add(row.id);
          checked += 1;
        });
      }
      const purged =
        (await repo.purgeBefore(new Date(deps.clock.now().getTime() - HISTORY_DAYS * DAY))) +
        (await repo.trim([...touched], HISTORY_PER_HOST));
      return { checked, skipped, purged };
    },
  };
}
export type ServedCertificatesService = ReturnType<typeof createServedCertificatesService>;
