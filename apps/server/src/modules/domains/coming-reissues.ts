import type { DomainNextReissue, DomainValidationMode } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import { runningOrdersWithCertificate } from '../orders/order-records.js';
import { nextRenewalAt } from '../orders/subscription.js';

/** The most running subscriptions of one account the Domains list looks ahead for. */
const COMING_MAX = 2000;

/** A renewal a running subscription will make: when, of which order, with which names. */
export interface ComingReissue {
  order: OrderRow;
  /** The current certificate's end. */
  notAfter: Date;
  /** When the renewal is made (30 days before `notAfter`, or now when that is past). */
  at: Date;
}

/** The coming renewals of running subscriptions (complete, paid TLS orders whose subscription outlasts the certificate). */
export function comingReissuesOf(rows: { order: OrderRow; notAfter: Date }[], now: Date): ComingReissue[] {
  return rows.flatMap(({ order, notAfter }) => {
    const at = nextRenewalAt(order, notAfter, now);
    return at ? [{ order, notAfter, at }] : [];
  });
}

export async function comingReissuesOfAccount(
  db: Executor,
  accountId: number,
  now: Date,
): Promise<ComingReissue[]> {
  return comingReissuesOf(await runningOrdersWithCertificate(db, { accountId }, COMING_MAX), now);
}

/**
 * Whether a validation passed at `validatedAt` is still reusable for a certificate made at `at` (the reuse
 * window as counted on that day).
 */
export function reusableAt(
  validatedAt: Date | null,
  at: Date,
  reuseEndsAt: (validatedAt: Date, now: Date) => Date,
): boolean {
  return validatedAt !== null && reuseEndsAt(validatedAt, at).getTime() > at.getTime();
}

/**
 * The next reissue naming `domain` (the earliest coming renewal whose order names it), whether the name must be
 * validated again then, and whether that needs the customer (no delegation or connector does it).
 */
export function nextReissueOf(
  coming: ComingReissue[],
  domain: string,
  lastValidatedAt: Date | null,
  mode: DomainValidationMode,
  reuseEndsAt: (validatedAt: Date, now: Date) => Date,
): DomainNextReissue | null {
  let first: ComingReissue | undefined;
  for (const reissue of coming)
    if (reissue.order.dnsNames.includes(domain) && (!first || reissue.at < first.at)) first = reissue;
  if (!first) return null;
  const needsValidation = !reusableAt(lastValidatedAt, first.at, reuseEndsAt);
  return {
    at: first.at.toISOString(),
    orderId: first.order.id,
    needsValidation,
    needsCustomer: needsValidation && mode === 'manual',
  };
}
