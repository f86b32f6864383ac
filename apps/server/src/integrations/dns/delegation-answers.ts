// The answers of the portal's DCV delegation zone (DCV_DELEGATION_ZONE; docs/domain/dcv-delegation.md): the portal
// is the zone's authoritative server. dns2 parses and writes the packets; this file only decides what to answer.
import dns2, { type Packet, type Resource } from 'dns2';

/** What the database holds for one label of the zone (`<label>.<zone>`). */
export interface ZoneLabel {
  /** A delegation holds the label (NODATA rather than NXDOMAIN when it has no value now). */
  exists: boolean;
  /** The TXT values published under it right now. */
  txt: string[];
}

export interface DelegationZone {
  /** The zone, lower-case, without the final dot: `dcv.portal.example.com`. */
  name: string;
  /** The zone's name server as its NS and SOA name it (the portal's host name). */
  nameServer: string;
  /** Reads a label's values (every process reads the same database). */
  label(label: string): Promise<ZoneLabel>;
}

const { TYPE, CLASS } = dns2.Packet;
const RCODE = { NOERROR: 0, FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3, NOTIMP: 4, REFUSED: 5 } as const;

/**
 * TTLs (seconds). TXT values exist only while a check runs, so nothing may keep them: 0. SOA and NS change
 * never: 60. The SOA's MINIMUM (RFC 2308: the TTL of negative answers) is 0, so a "no such value" seen before a
 * value is published is not remembered either.
 */
export const ZONE_TTL = { txt: 0, soa: 60, ns: 60, negative: 0 } as const;

/** A TXT character-string holds at most 255 octets (RFC 1035 3.3.14); longer values are split. */
function characterStrings(value: string): string[] {
  const parts: string[] = [];
  for (let at = 0; at < value.length; at += 255) parts.push(value.slice(at, at + 255));
  return parts.length > 0 ? parts : [''];
}

const canonical = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** The answer to one query, as dns2 writes it back over UDP or TCP. */
export async function answerQuery(request: Packet, zone: DelegationZone): Promise<Packet> {
  const response = dns2.Packet.createResponseFromRequest(request);
  const question = request.questions[0];
  if (request.header.opcode !== 0) return withCode(response, RCODE.NOTIMP);
  if (!question || request.questions.length !== 1) return withCode(response, RCODE.FORMERR);
  const name = canonical(question.name);
  const inZone = name === zone.name || name.endsWith(`.${zone.name}`);
  if (!inZone || (question.class !== CLASS.IN && question.class !== CLASS.ANY))
    return withCode(response, RCODE.REFUSED);

  response.header.aa = 1;
  const soa = {
    name: zone.name,
    type: TYPE.SOA,
    class: CLASS.IN,
    ttl: ZONE_TTL.soa,
    primary: zone.nameServer,
    admin: `hostmaster.${zone.name}`,
    serial: 1,
    refresh: 3600,
    retry: 600,
    expiration: 86_400,
    minimum: ZONE_TTL.negative,
  };
  const ns = { name: zone.name, type: TYPE.NS, class: CLASS.IN, ttl: ZONE_TTL.ns, ns: zone.nameServer };
  const add = (record: Partial<Resource>) =>
    response.answers.push(dns2.Packet.createResourceFromQuestion(question, record));
  // Negative answers carry the SOA with the negative TTL (RFC 2308 3).
  const negative = (rcode: number) => {
    response.authorities.push(
      dns2.Packet.createResourceFromQuestion(question, { ...soa, ttl: ZONE_TTL.negative }),
    );
    return withCode(response, rcode);
  };

  if (name === zone.name) {
    if (question.type === TYPE.SOA || question.type === TYPE.ANY) add(soa);
    if (question.type === TYPE.NS || question.type === TYPE.ANY) add(ns);
    return response.answers.length > 0 ? response : negative(RCODE.NOERROR);
  }
  const label = name.slice(0, -(zone.name.length + 1));
  // Labels are one DNS label; a deeper name exists nowhere in the zone.
  if (label.includes('.')) return negative(RCODE.NXDOMAIN);
  let held: ZoneLabel;
  try {
    held = await zone.label(label);
  } catch {
    // The database is away: "try again" (a resolver asks another server or later), never "no such name".
    response.header.aa = 0;
    return withCode(response, RCODE.SERVFAIL);
  }
  if (!held.exists) return negative(RCODE.NXDOMAIN);
  if (question.type === TYPE.TXT || question.type === TYPE.ANY)
    for (const value of held.txt)
      add({ name, type: TYPE.TXT, class: CLASS.IN, ttl: ZONE_TTL.txt, data: characterStrings(value) });
  return response.answers.length > 0 ? response : negative(RCODE.NOERROR);
}

function withCode(response: Packet, rcode: number): Packet {
  response.header.rcode = rcode;
  return response;
}
