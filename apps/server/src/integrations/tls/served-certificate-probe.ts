import { createHash, X509Certificate } from 'node:crypto';
import { isIP } from 'node:net';
import { connect, type DetailedPeerCertificate } from 'node:tls';
import { DnsLookupError } from '../dns/dns-lookup-error.js';
import { isPublicAddress } from '../http/address-policy.js';

/** Why a probe read no certificate. */
export type ProbeFailureKind =
  | 'privateAddress' // the name resolves only to addresses we refuse to reach (the DCV guard)
  | 'noAddress' // the name has no A record
  | 'dnsLookupFailed' // the look-up itself failed
  | 'connectFailed' // the TCP connection was refused, reset or unreachable
  | 'tlsFailed' // the TLS handshake failed
  | 'timeout'
  | 'noCertificate' // the handshake finished without a certificate
  | 'notConfigured'; // no probe in this app (tests that do not look at served certificates)

/** The served leaf as read from the wire. */
export interface ServedLeaf {
  /** Serial number, upper-case hex as the certificate encodes it. */
  serial: string;
  /** Issuer and subject distinguished names on one line (`CN=…, O=…, C=…`). */
  issuer: string;
  subject: string;
  notBefore: Date;
  notAfter: Date;
  /** DNS names and IP addresses of the subjectAltName extension. */
  dnsNames: string[];
  ipAddresses: string[];
  /** SHA-1 of the DER, lower-case hex (the key the portal's own certificates are stored by). */
  sha1: string;
}

export type ProbeResult =
  | {
      ok: true;
      /** The address connected to (resolved once: the connection goes there, no second look-up). */
      address: string;
      leaf: ServedLeaf;
      /** DER of the served certificates from the leaf up, as the TLS stack links them by issuer. */
      chain: Buffer[];
    }
  | { ok: false; address: string | null; error: ProbeFailureKind; detail: string };

/** Connects to a host's TLS port and reads the certificate it serves. Never throws for the network's failures. */
export interface ServedCertificateProbe {
  probe(host: string, port: number): Promise<ProbeResult>;
}

export interface ServedCertificateProbeOptions {
  /** The portal's resolver (integrations/dns, DNS_SERVERS): the same look-ups as domain validation. */
  resolver: { resolve4(name: string): Promise<string[]> };
  /** DCV_ALLOW_PRIVATE_ADDRESSES: tests reach loopback servers; never in production. */
  allowPrivateAddresses?: boolean;
  /** Budget of one probe: look-up, connection and handshake. Default 10 s. */
  timeoutMs?: number;
}

const MAX_CHAIN = 10;

/**
 * The real probe: resolves the name with the portal's resolver, refuses private, loopback and other special
 * addresses exactly as domain validation does (integrations/http/address-policy.ts), then connects to the vetted
 * address itself with the host name as SNI. Certificates are read, never trusted: `rejectUnauthorized` is off, the
 * portal judges what it got (modules/served-certificates).
 */
export function createServedCertificateProbe(options: ServedCertificateProbeOptions): ServedCertificateProbe {
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function addressOf(host: string, deadline: AbortSignal): Promise<string | ProbeResult> {
    let addresses: string[];
    if (isIP(host)) addresses = [host];
    else {
      try {
        addresses = await withinDeadline(options.resolver.resolve4(host), deadline);
      } catch (error) {
        if (error === TIMED_OUT) return failure(null, 'timeout', 'dns');
        if (error instanceof DnsLookupError) return failure(null, 'dnsLookupFailed', error.kind);
        throw error;
      }
    }
    if (addresses.length === 0) return failure(null, 'noAddress', host);
    const reachable = options.allowPrivateAddresses ? addresses : addresses.filter(isPublicAddress);
    return reachable[0] ?? failure(null, 'privateAddress', addresses.join(', '));
  }

  return {
    async probe(host, port) {
      const deadline = AbortSignal.timeout(timeoutMs);
      const address = await addressOf(host, deadline);
      if (typeof address !== 'string') return address;
      return handshake(address, port, isIP(host) ? undefined : host, deadline);
    },
  };
}

/** A probe that reaches nothing: the app's default when none is configured. */
export const unconfiguredProbe: ServedCertificateProbe = {
  probe: () => Promise.resolve(failure(null, 'notConfigured', '')),
};

const failure = (address: string | null, error: ProbeFailureKind, detail: string): ProbeResult => ({
  ok: false,
  address,
  error,
  detail: detail.slice(0, 200),
});

function handshake(
  address: string,
  port: number,
  servername: string | undefined,
  deadline: AbortSignal,
): Promise<ProbeResult> {
  return new Promise((resolve) => {
    let connected = false;
    const socket = connect({
      host: address,
      port,
      // SNI: the name whose certificate we ask for (never an IP literal, RFC 6066 3).
      ...(servername ? { servername } : {}),
      rejectUnauthorized: false,
    });
    const done = (result: ProbeResult) => {
      deadline.removeEventListener('abort', onAbort);
      socket.destroy();
      resolve(result);
    };
    const onAbort = () => done(failure(address, 'timeout', connected ? 'handshake' : 'connect'));
    if (deadline.aborted) return onAbort();
    deadline.addEventListener('abort', onAbort, { once: true });
    socket.once('connect', () => (connected = true));
    socket.once('secureConnect', () => {
      const peer = socket.getPeerCertificate(true);
      if (!peer || !peer.raw) return done(failure(address, 'noCertificate', ''));
      try {
        const chain = chainOf(peer);
        done({ ok: true, address, leaf: leafOf(chain[0]!), chain });
      } catch (error) {
        done(
          failure(address, 'tlsFailed', error instanceof Error ? error.message : 'unreadable certificate'),
        );
      }
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message;
      done(failure(address, connected ? 'tlsFailed' : 'connectFailed', code));
    });
  });
}

/** The linked certificates of Node's detailed peer certificate, leaf first, each once (the root links to itself). */
function chainOf(peer: DetailedPeerCertificate): Buffer[] {
  const chain: Buffer[] = [];
  const seen = new Set<string>();
  for (let cert: DetailedPeerCertificate | undefined = peer; cert?.raw; cert = cert.issuerCertificate) {
    const key = cert.raw.toString('base64');
    if (seen.has(key) || chain.length >= MAX_CHAIN) break;
    seen.add(key);
    chain.push(Buffer.from(cert.raw));
  }
  return chain;
}

/** The facts of a DER certificate the portal records. */
export function leafOf(der: Buffer): ServedLeaf {
  const cert = new X509Certificate(der);
  const names = subjectAltNames(cert.subjectAltName);
  return {
    serial: cert.serialNumber.toUpperCase(),
    issuer: oneLine(cert.issuer),
    subject: oneLine(cert.subject),
    notBefore: new Date(cert.validFrom),
    notAfter: new Date(cert.validTo),
    dnsNames: names.dns,
    ipAddresses: names.ip,
    sha1: createHash('sha1').update(cert.raw).digest('hex'),
  };
}

/** Node writes a name one attribute per line, most significant first; shown as one line, most specific first. */
function oneLine(name: string): string {
  return name.split('\n').filter(Boolean).reverse().join(', ').slice(0, 500);
}

/** "DNS:a.example, DNS:*.example, IP Address:192.0.2.1" → the names by kind (quoted odd values are skipped). */
function subjectAltNames(value: string | undefined): { dns: string[]; ip: string[] } {
  const dns: string[] = [];
  const ip: string[] = [];
  for (const part of (value ?? '').split(', ')) {
    if (part.startsWith('DNS:')) dns.push(part.slice(4).toLowerCase());
    else if (part.startsWith('IP Address:')) ip.push(part.slice(11).toLowerCase());
  }
  return { dns, ip };
}

const TIMED_OUT = Symbol('timed out');

/** Look-ups cannot take the abort signal, so race them against it. */
function withinDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(TIMED_OUT);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
