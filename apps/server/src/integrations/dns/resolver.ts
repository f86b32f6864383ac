import { Resolver } from 'node:dns/promises';
import { DnsLookupError, NO_SUCH_RECORD_CODES, dnsFailureKind } from './dns-lookup-error.js';

/** One CAA record (RFC 8659 4.1): flags octet (128 = issuer critical), lower-case tag, value. */
export interface CaaRecord {
  flags: number;
  tag: string;
  value: string;
}

/**
 * The look-ups domain validation needs. A name or type that does not exist answers []; a look-up that got
 * no usable answer throws DnsLookupError.
 */
export interface DnsResolver {
  /** One string per TXT record: the record's character-strings joined. */
  txt(name: string): Promise<string[]>;
  caa(name: string): Promise<CaaRecord[]>;
  resolve4(name: string): Promise<string[]>;
  /** The CNAME targets at `name` (lower-case, no final dot); [] when it holds none. */
  cname(name: string): Promise<string[]>;
}

export interface DnsResolverOptions {
  /** 'ip', 'ip:port' or '[v6]:port' (DNS_SERVERS); unset: the system's resolvers. */
  servers?: string[];
  /** Time-out of one try, in milliseconds. */
  timeoutMs?: number;
  /** Tries per server before giving up. */
  tries?: number;
}

export function createDnsResolver(options: DnsResolverOptions = {}): DnsResolver {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 3000, tries: options.tries ?? 2 });
  // setServers throws on a malformed address: better at start-up than at the first validation.
  if (options.servers?.length) resolver.setServers(options.servers);

  return {
    txt: (name) =>
      lookup(name, () => resolver.resolveTxt(name)).then((rows) => rows.map((parts) => parts.join(''))),
    caa: (name) => lookup(name, () => resolver.resolveCaa(name)).then((rows) => rows.map(normaliseCaa)),
    resolve4: (name) => lookup(name, () => resolver.resolve4(name)),
    cname: (name) =>
      lookup(name, () => resolver.resolveCname(name)).then((targets) =>
        targets.map((target) => target.toLowerCase().replace(/\.$/, '')),
      ),
  };
}

async function lookup<T>(name: string, query: () => Promise<T[]>): Promise<T[]> {
  try {
    return await query();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'UNKNOWN';
    if (NO_SUCH_RECORD_CODES.has(code)) return [];
    throw new DnsLookupError(dnsFailureKind(code), name, code);
  }
}

/** Node answers `{ critical, <tag>: value }` with the tag as a key; turn it back into the wire shape. */
function normaliseCaa(record: object): CaaRecord {
  let flags = 0;
  let tag = '';
  let value = '';
  for (const [key, field] of Object.entries(record)) {
    if (key === 'critical') flags = Number(field);
    else {
      tag = key.toLowerCase();
      value = String(field);
    }
  }
  return { flags, tag, value };
}
