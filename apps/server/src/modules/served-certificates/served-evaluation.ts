// The rules of served-certificate checks (docs/domain/served-certificates.md), as pure functions: which hosts an
// order has, whether a certificate covers a host, whether a served chain is complete, what a check found, and how
// a host's alert moves. The service feeds them what the probe read and what the database holds.
import { createHash, X509Certificate } from 'node:crypto';
import { isIPv4 } from 'node:net';
import { SERVED_BAD_STATUSES, type ServedStatus } from '@portal/contract';

/** One host the order's names give: a wildcard `*.example.com` is checked at `example.com`. */
export interface OrderHost {
  host: string;
  /** The host stands for a wildcard name of the order (its base domain is not itself one of the names). */
  wildcard: boolean;
}

/** The hosts of an order's names, each once, in the names' order. */
export function hostsOfNames(names: readonly string[]): OrderHost[] {
  const lower = names.map((name) => name.trim().toLowerCase()).filter(Boolean);
  const hosts = new Map<string, OrderHost>();
  for (const name of lower) {
    const host = name.startsWith('*.') ? name.slice(2) : name;
    if (!hosts.has(host)) hosts.set(host, { host, wildcard: !lower.includes(host) });
  }
  return [...hosts.values()];
}

/** RFC 6125 matching: exact, or a leftmost `*` label standing for exactly one label; IPs by value. */
export function coversHost(
  names: { dnsNames: readonly string[]; ipAddresses: readonly string[] },
  host: string,
) {
  const name = host.toLowerCase();
  if (isIPv4(name)) return names.ipAddresses.includes(name);
  return names.dnsNames.some((given) => {
    const pattern = given.toLowerCase();
    if (pattern === name) return true;
    if (!pattern.startsWith('*.')) return false;
    const suffix = pattern.slice(1);
    const label = name.slice(0, -suffix.length);
    return name.endsWith(suffix) && label.length > 0 && !label.includes('.');
  });
}

/** An order's names as a certificate's SAN lists. */
export function namesOf(orderNames: readonly string[]) {
  const lower = orderNames.map((name) => name.trim().toLowerCase());
  return { dnsNames: lower.filter((n) => !isIPv4(n)), ipAddresses: lower.filter((n) => isIPv4(n)) };
}

/** A host may be checked for the order: one of its hosts, or a name its certificate covers (added by the customer). */
export function belongsToOrder(host: string, orderNames: readonly string[]): boolean {
  return hostsOfNames(orderNames).some((h) => h.host === host) || coversHost(namesOf(orderNames), host);
}

/** What the chain walk may stop at without the issuer being served. */
export interface ChainAnchors {
  /** Root certificates clients trust (Node's bundled store). */
  roots: readonly X509Certificate[];
  /**
   * SHA-1 (hex) of the top certificate of each chain the CA gave with the order's certificates (the leaf itself
   * when it gave none): the CA's chain stops below the root, so the issuer above it is one clients hold.
   */
  tops: ReadonlySet<string>;
}

const sha1Of = (cert: X509Certificate) => createHash('sha1').update(cert.raw).digest('hex');

function signedBy(child: X509Certificate, parent: X509Certificate): boolean {
  try {
    return child.checkIssued(parent) && child.verify(parent.publicKey);
  } catch {
    return false;
  }
}

/**
 * A served chain is complete when, from the leaf up, every issuer that is not a root clients hold was served: the
 * walk follows the certificate whose name and key signed the current one (signatures verified), and stops
 * complete at a self-signed certificate, at the top of a chain the order's CA gave, or below a trusted root.
 */
export function chainComplete(chain: readonly Buffer[], anchors: ChainAnchors): boolean {
  const parsed: X509Certificate[] = [];
  for (const der of chain) {
    try {
      parsed.push(new X509Certificate(der));
    } catch {
      // An unreadable extra certificate neither helps nor breaks the chain.
    }
  }
  let current = parsed[0];
  if (!current) return false;
  const pool = parsed.slice(1);
  for (let step = 0; step <= pool.length; step++) {
    if (signedBy(current, current) || anchors.tops.has(sha1Of(current))) return true;
    const issuer: X509Certificate | undefined = pool.find((candidate) => signedBy(current!, candidate));
    if (!issuer) return anchors.roots.some((root) => signedBy(current!, root));
    current = issuer;
  }
  return false;
}

/** One of the order's certificates, as the evaluation compares them. */
export interface KnownCertificate {
  id: number;
  sha1: string;
  notBefore: Date;
}

/** What the probe read, as the evaluation needs it. */
export interface ServedFacts {
  sha1: string;
  notBefore: Date;
  notAfter: Date;
  dnsNames: readonly string[];
  ipAddresses: readonly string[];
  chainComplete: boolean;
}

export interface Evaluation {
  status: ServedStatus;
  hostnameMatch: boolean | null;
  chainComplete: boolean | null;
  served: 'current' | 'previous' | 'foreign' | null;
  /** The order's certificate that was served, when it was one of them. */
  certificateId: number | null;
}

/**
 * What one check found, worst first: nothing read (unreachable); ended (expired); the name not covered (mismatch,
 * where a wildcard host also accepts the wildcard itself); an earlier certificate of this order, or another
 * certificate for the name issued before the current one (older); the current one without its intermediates
 * (incomplete); the current one (ok); anything else valid and newer (other: not the portal's to judge).
 */
export function evaluateServed(input: {
  host: OrderHost;
  now: Date;
  served: ServedFacts | null;
  /** The order's current certificate and its earlier ones (any order). */
  current: KnownCertificate;
  previous: readonly KnownCertificate[];
}): Evaluation {
  const { served, current, host } = input;
  if (!served)
    return {
      status: 'unreachable',
      hostnameMatch: null,
      chainComplete: null,
      served: null,
      certificateId: null,
    };
  const hostnameMatch =
    coversHost(served, host.host) || (host.wildcard && served.dnsNames.includes(`*.${host.host}`));
  const earlier = input.previous.find((cert) => cert.sha1 === served.sha1);
  const which = served.sha1 === current.sha1 ? 'current' : earlier ? 'previous' : 'foreign';
  const result = (status: ServedStatus): Evaluation => ({
    status,
    hostnameMatch,
    chainComplete: served.chainComplete,
    served: which,
    certificateId: which === 'current' ? current.id : (earlier?.id ?? null),
  });
  if (served.notAfter.getTime() <= input.now.getTime()) return result('expired');
  if (!hostnameMatch) return result('mismatch');
  if (which === 'previous') return result('older');
  if (which === 'foreign' && served.notBefore.getTime() < current.notBefore.getTime()) return result('older');
  if (!served.chainComplete) return result('incomplete');
  return result(which === 'current' ? 'ok' : 'other');
}

/** Connection failures in a row that raise an alert (one failure is often a restart or a blip). */
export const UNREACHABLE_ALERT_AFTER = 2;

export interface HostAlertState {
  /** The open alert (the latest bad status while it lasts); null: none. */
  alert: ServedStatus | null;
  alertSince: Date | null;
  alertClearedAt: Date | null;
  failures: number;
}

/**
 * How a host's alert moves with a check: a bad status (or the second failure in a row) opens an alert once — a
 * later bad status keeps it open and only updates what it says; ok or other closes it; a single failure changes
 * nothing but the count. `event` says when to write the letter and the mail.
 */
export function nextAlertState(
  previous: HostAlertState,
  status: ServedStatus,
  now: Date,
): { state: HostAlertState; event: 'raised' | 'cleared' | null } {
  if (status === 'unreachable') {
    const failures = previous.failures + 1;
    if (previous.alert === null && failures >= UNREACHABLE_ALERT_AFTER)
      return {
        state: { ...previous, failures, alert: 'unreachable', alertSince: now },
        event: 'raised',
      };
    return { state: { ...previous, failures }, event: null };
  }
  if (SERVED_BAD_STATUSES.includes(status)) {
    if (previous.alert === null)
      return { state: { ...previous, failures: 0, alert: status, alertSince: now }, event: 'raised' };
    return { state: { ...previous, failures: 0, alert: status }, event: null };
  }
  if (previous.alert !== null)
    return {
      state: { failures: 0, alert: null, alertSince: null, alertClearedAt: now },
      event: 'cleared',
    };
  return { state: { ...previous, failures: 0 }, event: null };
}
