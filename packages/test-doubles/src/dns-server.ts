// A tiny authoritative DNS server on 127.0.0.1 for the portal's domain validation: server tests hand its address to
// the DCV checker, e2e starts the portal with DNS_SERVERS=<address>, bench gives it to the app. Names without
// records answer NXDOMAIN, which the CAA check reads as "no CAA record" (any CA may issue). TTL 0: nothing cached.
import type { AddressInfo, Socket } from 'node:net';
import dns2, { type Packet, type Resource } from 'dns2';

/** What one name holds in the test zone. TXT records are lists of strings (one record may hold several). */
export interface ZoneRecords {
  txt?: string[][];
  a?: string[];
  caa?: { flags: number; tag: string; value: string }[];
}

/** How a name misbehaves instead of answering: an error code, or no answer at all (for time-out tests). */
export type ZoneFailure = 'servfail' | 'refused' | 'silent';

export interface DnsServer {
  /** `127.0.0.1:PORT`, ready for `DNS_SERVERS` / `createDnsResolver({ servers })`. */
  address: string;
  /** Replaces what `name` holds; names never set answer NXDOMAIN. */
  setRecords(name: string, records: ZoneRecords): void;
  setFailure(name: string, failure: ZoneFailure): void;
  /** Forgets every name. */
  reset(): void;
  close(): Promise<void>;
}

const { TYPE, CLASS } = dns2.Packet;
/** RFC 1035 4.1.1 response codes (dns2's typings leave them out). */
const RCODE = { SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;
const canonical = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * A DNS server on loopback answering from an in-memory zone, over UDP and TCP on one port (the resolver falls
 * back to TCP for truncated answers). TTL 0 so no resolver caches between test steps.
 */
export async function startDnsServer(): Promise<DnsServer> {
  const zone = new Map<string, ZoneRecords>();
  const failures = new Map<string, ZoneFailure>();

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
    const records = zone.get(name);
    if (!records) {
      response.header.rcode = RCODE.NXDOMAIN;
      return void send(response);
    }
    const answer = (record: Partial<Resource>) =>
      response.answers.push(
        dns2.Packet.createResourceFromQuestion(question, { class: CLASS.IN, ttl: 0, ...record }),
      );
    if (question.type === TYPE.TXT) for (const data of records.txt ?? []) answer({ type: TYPE.TXT, data });
    if (question.type === TYPE.A) for (const address of records.a ?? []) answer({ type: TYPE.A, address });
    if (question.type === TYPE.CAA) for (const caa of records.caa ?? []) answer({ type: TYPE.CAA, ...caa });
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
