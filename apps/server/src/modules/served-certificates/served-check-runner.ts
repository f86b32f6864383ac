// The served-certificate checks themselves (docs/domain/served-certificates.md): what an order's certificate is
// compared with, one host probed and its check recorded with the alert it moves (mail after the commit), and the
// job's run over the hosts that are due.
import { X509Certificate, createHash } from 'node:crypto';
import { rootCertificates } from 'node:tls';
import { orderAllows } from '@portal/contract';
import type { CertificateRow, OrderRow, ServedHostRecord } from '../../db/schema/index.js';
import type { MailMessage } from '../../integrations/mail/index.js';
import type { ServedCertificateProbe } from '../../integrations/tls/served-certificate-probe.js';
import { DAY, MINUTE } from '../../lib/clock.js';
import type { ServiceDeps } from '../../services.js';
import { certificatesOfOrder } from '../certificates/certificate-records.js';
import type { LetterWriter } from '../letters/letters.service.js';
import { findOrder } from '../orders/order-records.js';
import { createServedAlerts } from './served-alerts.js';
import { createServedCertificatesRepository } from './served-certificates.repository.js';
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
const JOB_CONCURRENCY = 8;
const JOB_BATCH = 100;
/** The job stops taking new batches after this long (pg-boss expires a run after 15 minutes). */
const JOB_BUDGET_MS = 8 * MINUTE;

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
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** What a check compares with: the issued order, its current certificate and the ones before it. */
export interface OrderContext {
  order: OrderRow;
  current: CertificateRow;
  previous: CertificateRow[];
  anchors: ChainAnchors;
}

export function createServedCheckRunner(
  deps: ServiceDeps,
  parts: { probe: ServedCertificateProbe; letters: LetterWriter },
) {
  const repo = createServedCertificatesRepository(deps.db);
  const alerts = createServedAlerts(deps, parts.letters);

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

  /**
   * The job (every 10 minutes): checks the enabled hosts that are due, in batches with bounded concurrency,
   * until none is due or the run's time budget is spent; hosts of orders that are no longer issued wait a
   * day. Then the history is trimmed. Idempotent: a second run finds nothing due.
   */
  async function runDue(): Promise<{ checked: number; skipped: number; purged: number }> {
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
  }

  return { contextOf, checkLogged, runDue };
}
export type ServedCheckRunner = ReturnType<typeof createServedCheckRunner>;
