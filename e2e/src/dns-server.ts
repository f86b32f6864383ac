// A tiny authoritative DNS server on 127.0.0.1 (UDP, dns2) for the portal's domain validation: e2e starts the
// portal with DNS_SERVERS=<address>, bench hands it to the app's DCV checker. Names without records answer
// NXDOMAIN, which the CAA check reads as "no CAA record" (any CA may issue). TTL 0: nothing is cached.
import dns2, { type Packet, type Resource } from 'dns2';

export interface ZoneRecords {
  /** One inner list per TXT record (its character-strings). */
  txt?: string[][];
  a?: string[];
  caa?: { flags: number; tag: string; value: string }[];
}

export interface DnsServer {
  /** `127.0.0.1:PORT`, the value of DNS_SERVERS. */
  address: string;
  /** Replaces what `name` holds. */
  setRecords(name: string, records: ZoneRecords): void;
  close(): Promise<void>;
}

const { TYPE, CLASS } = dns2.Packet;
const NXDOMAIN = 3;
const canonical = (name: string) => name.toLowerCase().replace(/\.$/, '');

export async function startDnsServer(): Promise<DnsServer> {
  const zone = new Map<string, ZoneRecords>();
  const server = dns2.createUDPServer((request: Packet, send: (response: Packet) => Promise<Buffer>) => {
    const response = dns2.Packet.createResponseFromRequest(request);
    response.header.aa = 1;
    const question = request.questions[0];
    const records = question ? zone.get(canonical(question.name)) : undefined;
    if (question && !records) response.header.rcode = NXDOMAIN;
    if (question && records) {
      const answer = (record: Partial<Resource>) =>
        response.answers.push(
          dns2.Packet.createResourceFromQuestion(question, { class: CLASS.IN, ttl: 0, ...record }),
        );
      if (question.type === TYPE.TXT) for (const data of records.txt ?? []) answer({ type: TYPE.TXT, data });
      if (question.type === TYPE.A) for (const address of records.a ?? []) answer({ type: TYPE.A, address });
      if (question.type === TYPE.CAA) for (const caa of records.caa ?? []) answer({ type: TYPE.CAA, ...caa });
    }
    void send(response).catch(() => undefined);
  });
  await server.listen(0, '127.0.0.1');
  return {
    address: `127.0.0.1:${server.address().port}`,
    setRecords: (name, records) => void zone.set(canonical(name), records),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
