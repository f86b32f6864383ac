import { X509Certificate } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestCa, type TestCa } from '../../test/tls-certificates.js';
import {
  belongsToOrder,
  chainComplete,
  coversHost,
  evaluateServed,
  hostsOfNames,
  nextAlertState,
  type HostAlertState,
  type KnownCertificate,
  type ServedFacts,
} from './served-evaluation.js';
import { DAY } from '../../lib/clock.js';

const NOW = new Date('2026-11-22T10:00:00Z');
const der = (pem: string) => Buffer.from(new X509Certificate(pem).raw);

describe('hosts of an order', () => {
  it('checks a wildcard at its base domain, each host once, IPs as they are', () => {
    expect(hostsOfNames(['*.Example.com', 'shop.example.com', '192.0.2.7'])).toEqual([
      { host: 'example.com', wildcard: true },
      { host: 'shop.example.com', wildcard: false },
      { host: '192.0.2.7', wildcard: false },
    ]);
    // The base domain is a name of its own: it is not a wildcard stand-in.
    expect(hostsOfNames(['*.example.com', 'example.com'])).toEqual([
      { host: 'example.com', wildcard: false },
    ]);
  });

  it('matches names as TLS clients do: a wildcard covers exactly one label', () => {
    const names = { dnsNames: ['*.example.com', 'api.example.org'], ipAddresses: ['192.0.2.7'] };
    expect(coversHost(names, 'www.example.com')).toBe(true);
    expect(coversHost(names, 'example.com')).toBe(false);
    expect(coversHost(names, 'a.b.example.com')).toBe(false);
    expect(coversHost(names, 'API.example.org')).toBe(true);
    expect(coversHost(names, '192.0.2.7')).toBe(true);
    expect(coversHost(names, '192.0.2.8')).toBe(false);
  });

  it('lets a customer add only names the order covers', () => {
    const names = ['*.example.com', 'shop.example.org'];
    expect(belongsToOrder('example.com', names)).toBe(true);
    expect(belongsToOrder('www.example.com', names)).toBe(true);
    expect(belongsToOrder('shop.example.org', names)).toBe(true);
    expect(belongsToOrder('evil.example.org', names)).toBe(false);
    expect(belongsToOrder('internal.host', names)).toBe(false);
  });
});

describe('chain completeness', () => {
  let ca: TestCa;
  let other: TestCa;
  let leaf: string;
  beforeAll(async () => {
    ca = await createTestCa('Chain Test');
    other = await createTestCa('Other Test');
    leaf = (await ca.leaf({ names: ['shop.example.com'] })).pem;
  });
  const rootsOf = (...pems: string[]) => pems.map((pem) => new X509Certificate(pem));

  it('is complete with the intermediate served, whatever the order, and with the root too', () => {
    const anchors = { roots: rootsOf(ca.rootPem), tops: new Set<string>() };
    expect(chainComplete([der(leaf), der(ca.intermediatePem)], anchors)).toBe(true);
    expect(chainComplete([der(leaf), der(ca.rootPem), der(ca.intermediatePem)], anchors)).toBe(true);
    // A served root (self-signed) ends the walk even when clients do not hold it.
    const none = { roots: [], tops: new Set<string>() };
    expect(chainComplete([der(leaf), der(ca.intermediatePem), der(ca.rootPem)], none)).toBe(true);
  });

  it('is incomplete when the leaf comes alone and its issuer is an intermediate', () => {
    expect(chainComplete([der(leaf)], { roots: rootsOf(ca.rootPem), tops: new Set() })).toBe(false);
  });

  it('does not take a certificate of the same name but another key as the issuer (signatures are verified)', () => {
    const anchors = { roots: rootsOf(ca.rootPem, other.rootPem), tops: new Set<string>() };
    expect(chainComplete([der(leaf), der(other.intermediatePem)], anchors)).toBe(false);
  });

  it("stops at the top of the chain the order's CA gave (its root need not be known)", async () => {
    const { createHash } = await import('node:crypto');
    const top = createHash('sha1').update(der(ca.intermediatePem)).digest('hex');
    expect(chainComplete([der(leaf), der(ca.intermediatePem)], { roots: [], tops: new Set([top]) })).toBe(
      true,
    );
    expect(chainComplete([der(leaf)], { roots: [], tops: new Set([top]) })).toBe(false);
  });
});

describe('what a check found', () => {
  const current: KnownCertificate = { id: 2, sha1: 'c'.repeat(40), notBefore: new Date(NOW.getTime() - DAY) };
  const earlier: KnownCertificate = {
    id: 1,
    sha1: 'a'.repeat(40),
    notBefore: new Date(NOW.getTime() - 90 * DAY),
  };
  const host = { host: 'shop.example.com', wildcard: false };
  const served = (over: Partial<ServedFacts> = {}): ServedFacts => ({
    sha1: current.sha1,
    notBefore: current.notBefore,
    notAfter: new Date(NOW.getTime() + 30 * DAY),
    dnsNames: ['shop.example.com'],
    ipAddresses: [],
    chainComplete: true,
    ...over,
  });
  const evaluate = (facts: ServedFacts | null, over: Partial<Parameters<typeof evaluateServed>[0]> = {}) =>
    evaluateServed({ host, now: NOW, served: facts, current, previous: [earlier], ...over });

  it('is ok for the current certificate with its chain, naming the certificate', () => {
    expect(evaluate(served())).toEqual({
      status: 'ok',
      hostnameMatch: true,
      chainComplete: true,
      served: 'current',
      certificateId: 2,
    });
  });

  it("is older for an earlier certificate of the order, or another one issued before the order's current one", () => {
    expect(evaluate(served({ sha1: earlier.sha1, notBefore: earlier.notBefore }))).toMatchObject({
      status: 'older',
      served: 'previous',
      certificateId: 1,
    });
    expect(
      evaluate(served({ sha1: 'f'.repeat(40), notBefore: new Date(NOW.getTime() - 10 * DAY) })),
    ).toMatchObject({ status: 'older', served: 'foreign', certificateId: null });
    // Newer and not this order's: the customer's choice, not an alert.
    expect(evaluate(served({ sha1: 'f'.repeat(40), notBefore: NOW }))).toMatchObject({ status: 'other' });
  });

  it('is expired before anything else, then mismatch, then older, then incomplete', () => {
    const ended = new Date(NOW.getTime() - 1);
    expect(
      evaluate(served({ notAfter: ended, dnsNames: ['x.example.org'], chainComplete: false })),
    ).toMatchObject({
      status: 'expired',
    });
    expect(evaluate(served({ dnsNames: ['x.example.org'], sha1: earlier.sha1 }))).toMatchObject({
      status: 'mismatch',
      hostnameMatch: false,
    });
    expect(evaluate(served({ sha1: earlier.sha1, chainComplete: false }))).toMatchObject({ status: 'older' });
    expect(evaluate(served({ chainComplete: false }))).toMatchObject({
      status: 'incomplete',
      chainComplete: false,
    });
  });

  it('accepts the wildcard itself at the base domain a wildcard order is checked at', () => {
    const base = { host: 'example.com', wildcard: true };
    expect(evaluate(served({ dnsNames: ['*.example.com'] }), { host: base })).toMatchObject({ status: 'ok' });
    expect(
      evaluate(served({ dnsNames: ['*.example.com'] }), { host: { ...base, wildcard: false } }),
    ).toMatchObject({
      status: 'mismatch',
    });
  });

  it('is unreachable when nothing was read', () => {
    expect(evaluate(null)).toEqual({
      status: 'unreachable',
      hostnameMatch: null,
      chainComplete: null,
      served: null,
      certificateId: null,
    });
  });
});

describe('alert transitions', () => {
  const fresh: HostAlertState = { alert: null, alertSince: null, alertClearedAt: null, failures: 0 };
  const later = new Date(NOW.getTime() + DAY);

  it('raises once when a host turns bad, keeps it open (updated) while it stays bad, clears it when fine', () => {
    const raised = nextAlertState(fresh, 'older', NOW);
    expect(raised).toEqual({ event: 'raised', state: { ...fresh, alert: 'older', alertSince: NOW } });
    const still = nextAlertState(raised.state, 'expired', later);
    expect(still).toEqual({ event: null, state: { ...raised.state, alert: 'expired' } });
    const cleared = nextAlertState(still.state, 'ok', later);
    expect(cleared).toEqual({
      event: 'cleared',
      state: { alert: null, alertSince: null, alertClearedAt: later, failures: 0 },
    });
    expect(nextAlertState(cleared.state, 'ok', later).event).toBeNull();
    // A certificate that is not the order's but valid and newer closes an alert too.
    expect(nextAlertState(raised.state, 'other', later).event).toBe('cleared');
  });

  it('alerts an unreachable host at the second failure in a row only, and a failure does not clear an alert', () => {
    const once = nextAlertState(fresh, 'unreachable', NOW);
    expect(once).toEqual({ event: null, state: { ...fresh, failures: 1 } });
    const twice = nextAlertState(once.state, 'unreachable', later);
    expect(twice).toEqual({
      event: 'raised',
      state: { ...fresh, failures: 2, alert: 'unreachable', alertSince: later },
    });
    expect(
      nextAlertState(nextAlertState(once.state, 'ok', later).state, 'unreachable', later).event,
    ).toBeNull();
    const bad = nextAlertState(fresh, 'mismatch', NOW).state;
    expect(nextAlertState(bad, 'unreachable', later)).toEqual({
      event: null,
      state: { ...bad, failures: 1 },
    });
  });
});
