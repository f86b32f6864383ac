// A tiny authoritative DNS server on 127.0.0.1 for the portal's domain validation: server tests hand its address to
// the DCV checker, e2e starts the portal with DNS_SERVERS=<address>, bench gives it to the app. Names without
// records answer NXDOMAIN, which the CAA check reads as "no CAA record" (any CA may issue). TTL 0: nothing cached.
// For DCV delegation it also plays the recursive resolver the portal asks: a name may hold a CNAME, and a zone may
// be forwarded to another server (the portal's own delegation zone), so a query for the customer's
// `_dnsauth.<domain>` answers the chain CNAME + the target's records, as a resolver following the CNAME does.
import type { AddressInfo, Socket } from 'node:net';
import dns2, { type Packet, type Resource } from 'dns2';

/** What one name holds in the test zone. TXT records are lists of strings (one record may hold several). */
export interface ZoneRecords {
  txt?: string[][];
  a?: string[];
  caa?: { flags: number; tag: string; value: string }[];
  /** The name is an alias (it then holds nothing else): queries of other types follow it to the target. */
  cname?: string;
}

/** How a name misbehaves instead of answering: an error code, or no answer at all (for time-out tests). */
export type ZoneFailure = 'servfail' | 'refused' | 'silent';

export interface DnsServer {
  /** `127.0.0.1:PORT`, ready for `DNS_SERVERS` / `createDnsResolver({ servers })`. */
  address: string;
  /** Replaces what `name` holds; names never set answer NXDOMAIN. */
  setRecords(name: string, records: ZoneRecords): void;
  setFailure(name: string, failure: ZoneFailure): void;
  /**
   * Answers every name in `zone` (and CNAME targets in it) by asking the server at `address` (`ip:port`), as a
   * resolver asks a zone's authoritative server; kept by `reset`.
   */
  forwardZone(zone: string, address: string): void;
  /** Forgets every name. */
  reset(): void;
  close(): Promise<void>;
}

const { TYPE, CLASS } = dns2.Packet;
/** RFC 1035 4.1.1 response codes (dns2's typings leave them out). */
const RCODE = { SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;
const canonical = (name: string) => name.toLowerCase().replace(/\.$/, '');
const TYPE_NAMES = Object.fromEntries(Object.entries(TYPE).map(([name, code]) => [code, name])) as Record<
  number,
  keyof typeof TYPE
>;

/**
 * A DNS server on loopback answering from an in-memory zone, over UDP and TCP on one port (the resolver falls
 * back to TCP for truncated answers). TTL 0 so no resolver caches between test steps.
 */
export async function startDnsServer(): Promise<DnsServer> {
  const zone = new Map<string, ZoneRecords>();
  const failures = new Map<string, ZoneFailure>();
  const forwards = new Map<string, { host: string; port: number }>();

  const forwardedTo = (name: string) => {
    for (const [suffix, server] of forwards)
      if (name === suffix || name.endsWith(`.${suffix}`)) return server;
    return undefined;
  };

  /** Asks the zone's server (UDP, TCP when truncated); undefined when it does not answer. */
  const askForwarded = async (server: { host: string; port: number }, name: string, type: number) => {
    const resolve = dns2.UDPClient({ dns: server.host, port: server.port, timeout: 2000 });
    return resolve(name, TYPE_NAMES[type], CLASS.IN, { recursive: false }).catch(() => undefined);
  };

  const handle = (request: Packet, send: (response: Packet) => Promise<Buffer>) => {
    const response = dns2.Packet.createResponseFromRequest(request);
    response.header.aa = 1;
    const question = request.questions[0];
    if (!question) return void send(response);
    const name = canonical(question.name);
    const failure = failures.get(name);
    if (failure === 'silent') return;
    if (failure) {
      response.header.rcode = failure === 'servfail' ? RCODE.SERVFAIL : RCODE.REFUSED;
      return void send(response);
    }
    const upstream = forwardedTo(name);
    if (upstream) {
      void relay(response, askForwarded(upstream, name, question.type)).then(send);
      return;
    }
    const records = zone.get(name);
    if (!records) {
      response.header.rcode = RCODE.NXDOMAIN;
      return void send(response);
    }
    const answer = (record: Partial<Resource>) =>
      response.answers.push(
        dns2.Packet.createResourceFromQuestion(question, { class: CLASS.IN, ttl: 0, ...record }),
      );
    if (records.cname !== undefined) {
      // An alias: the CNAME itself, then (for other types) the target's records, as a resolver answers the chain.
      const target = canonical(records.cname);
      answer({ type: TYPE.CNAME, domain: target });
      if (question.type === TYPE.CNAME) return void send(response);
      const server = forwardedTo(target);
      if (server) {
        void relay(response, askForwarded(server, target, question.type)).then(send);
        return;
      }
      const held = zone.get(target);
      if (!held) response.header.rcode = RCODE.NXDOMAIN;
      else answerFrom(held, question.type, (record) => answer({ name: target, ...record }));
      return void send(response);
    }
    answerFrom(records, question.type, answer);
    // An existing name without records of the asked type answers NOERROR with no answers (NODATA).
    void send(response);
  };
  const { udp, tcp, port } = await listenOnOnePort(handle);
  const connections = new Set<Socket>();
  tcp.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });

  return {
    address: `127.0.0.1:${port}`,
    setRecords(name, records) {
      failures.delete(canonical(name));
      zone.set(canonical(name), records);
    },
    setFailure(name, failure) {
      zone.delete(canonical(name));
      failures.set(canonical(name), failure);
    },
    forwardZone(zoneName, address) {
      const at = address.lastIndexOf(':');
      forwards.set(canonical(zoneName), { host: address.slice(0, at), port: Number(address.slice(at + 1)) });
    },
    reset() {
      zone.clear();
      failures.clear();
    },
    async close() {
      for (const socket of connections) socket.destroy();
      await Promise.all([
        new Promise<void>((resolve) => udp.close(() => resolve())),
        new Promise<void>((resolve) => tcp.close(() => resolve())),
      ]);
    },
  };
}

/** The records of one type a name holds, as answers. */
function answerFrom(records: ZoneRecords, type: number, answer: (record: Partial<Resource>) => void): void {
  if (type === TYPE.TXT) for (const data of records.txt ?? []) answer({ type: TYPE.TXT, data });
  if (type === TYPE.A) for (const address of records.a ?? []) answer({ type: TYPE.A, address });
  if (type === TYPE.CAA) for (const caa of records.caa ?? []) answer({ type: TYPE.CAA, ...caa });
}

/**
 * Adds what the zone's server answered to the response (its answers after those already there, its code and its
 * authority section for negative answers); no answer at all: SERVFAIL, as a resolver says it.
 */
async function relay(response: Packet, asked: Promise<Packet | undefined>): Promise<Packet> {
  const answered = await asked;
  if (!answered) {
    response.header.rcode = RCODE.SERVFAIL;
    return response;
  }
  response.answers.push(...answered.answers);
  response.authorities.push(...answered.authorities);
  response.header.rcode = answered.header.rcode;
  return response;
}

type Handler = (request: Packet, send: (response: Packet) => Promise<Buffer>) => void;

/** UDP takes a free port first, TCP then binds the same one; another process may win it, so try a few times. */
async function listenOnOnePort(handle: Handler) {
  for (let attempt = 0; ; attempt++) {
    const udp = dns2.createUDPServer((request, send) => handle(request, send));
    await udp.listen(0, '127.0.0.1');
    const { port } = udp.address();
    const tcp = dns2.createTCPServer((request, send) => handle(request, send));
    try {
      await new Promise<void>((resolve, reject) => {
        tcp.once('error', reject);
        tcp.listen(port, '127.0.0.1', () => resolve());
      });
      if ((tcp.address() as AddressInfo).port !== port) throw new Error('TCP bound another port');
      return { udp, tcp, port };
    } catch (error) {
      await new Promise<void>((resolve) => udp.close(() => resolve()));
      if (attempt >= 4) throw error;
    }
  }
}
