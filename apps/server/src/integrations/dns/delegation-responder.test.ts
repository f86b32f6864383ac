// The DCV delegation zone's DNS server (docs/domain/dcv-delegation.md) on loopback, asked over UDP and TCP with dns2's
// clients (every header bit and section visible) and with node's resolver (what the portal's look-ups use).
import { Resolver } from 'node:dns/promises';
import dns2, { type Packet } from 'dns2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer } from '@portal/test-doubles/dns-server';
import { createDnsResolver } from './resolver.js';
import { ZONE_TTL, type ZoneLabel } from './delegation-answers.js';
import { startDelegationResponder, type DelegationResponder } from './delegation-responder.js';

const ZONE = 'dcv.portal.test';
const LABEL = 'abcdefghijklmnop';
const EMPTY = 'qrstuvwxyz234567';
const held = new Map<string, ZoneLabel>([
  [LABEL, { exists: true, txt: ['value-one', 'x'.repeat(300)] }],
  [EMPTY, { exists: true, txt: [] }],
]);
const RCODE = dns2.Packet.RCODE;
const { TYPE } = dns2.Packet;

let responder: DelegationResponder;
let udp: ReturnType<typeof dns2.UDPClient>;
let tcp: ReturnType<typeof dns2.TCPClient>;
let failing = false;

beforeAll(async () => {
  responder = await startDelegationResponder({
    zone: {
      name: ZONE,
      nameServer: 'portal.test',
      label: async (label) => {
        if (failing) throw new Error('database away');
        return held.get(label) ?? { exists: false, txt: [] };
      },
    },
    host: '127.0.0.1',
    port: 0,
    log: { warn: () => undefined },
  });
  udp = dns2.UDPClient({ dns: '127.0.0.1', port: responder.port, timeout: 2000, retryOverTCP: false });
  tcp = dns2.TCPClient({ dns: '127.0.0.1', port: responder.port });
});
afterAll(() => responder.close());

const txtOf = (packet: Packet) => packet.answers.map((answer) => [answer.data].flat().join(''));

describe.each([
  ['UDP', () => udp],
  ['TCP', () => tcp],
] as const)('the delegation zone over %s', (_transport, client) => {
  it('answers the TXT values a label holds, authoritatively, with TTL 0', async () => {
    const answer = await client()(`${LABEL}.${ZONE}`, 'TXT');
    expect(answer.header.rcode).toBe(RCODE.NOERROR);
    expect(answer.header.aa).toBe(1);
    expect(answer.answers.every((a) => a.type === TYPE.TXT && a.ttl === ZONE_TTL.txt)).toBe(true);
    expect(txtOf(answer)[0]).toBe('value-one');
  });

  it('reads names case-insensitively (and with a final dot)', async () => {
    const answer = await client()(`${LABEL.toUpperCase()}.DCV.Portal.Test.`, 'TXT');
    expect(answer.header.rcode).toBe(RCODE.NOERROR);
    expect(txtOf(answer)[0]).toBe('value-one');
  });

  it('answers NXDOMAIN with the SOA for an unknown label and a deeper name', async () => {
    for (const name of [`zzzzzzzzzzzzzzzz.${ZONE}`, `a.${LABEL}.${ZONE}`]) {
      const answer = await client()(name, 'TXT');
      expect(answer.header.rcode, name).toBe(RCODE.NXDOMAIN);
      expect(answer.answers).toEqual([]);
      expect(answer.authorities).toMatchObject([{ type: TYPE.SOA, name: ZONE, ttl: ZONE_TTL.negative }]);
    }
  });

  it('answers NODATA (NOERROR, no answer, SOA in authority) for a known label without values or asked another type', async () => {
    for (const [name, type] of [
      [`${EMPTY}.${ZONE}`, 'TXT'],
      [`${LABEL}.${ZONE}`, 'A'],
      [`${LABEL}.${ZONE}`, 'AAAA'],
      [ZONE, 'TXT'],
    ] as const) {
      const answer = await client()(name, type);
      expect(answer.header.rcode, `${name} ${type}`).toBe(RCODE.NOERROR);
      expect(answer.answers).toEqual([]);
      expect(answer.authorities).toMatchObject([{ type: TYPE.SOA, primary: 'portal.test' }]);
    }
  });

  it('answers SOA and NS at the apex', async () => {
    const soa = await client()(ZONE, 'SOA');
    expect(soa.answers).toMatchObject([
      { type: TYPE.SOA, name: ZONE, ttl: ZONE_TTL.soa, primary: 'portal.test', admin: `hostmaster.${ZONE}` },
    ]);
    expect(soa.answers[0]!.minimum).toBe(ZONE_TTL.negative);
    const ns = await client()(ZONE, 'NS');
    expect(ns.answers).toMatchObject([{ type: TYPE.NS, ns: 'portal.test', ttl: ZONE_TTL.ns }]);
  });

  it('refuses names outside the zone, without authority', async () => {
    for (const name of ['example.com', `x${ZONE}`, 'portal.test']) {
      const answer = await client()(name, 'TXT');
      expect(answer.header.rcode, name).toBe(RCODE.REFUSED);
      expect(answer.header.aa).toBe(0);
      expect(answer.answers).toEqual([]);
    }
  });
});

describe('the delegation zone with node resolvers', () => {
  const resolver = () => {
    const r = new Resolver({ timeout: 1000, tries: 1 });
    r.setServers([responder.address]);
    return r;
  };

  it('resolves the TXT values (a 300-character value split into character-strings and joined again)', async () => {
    const values = (await resolver().resolveTxt(`${LABEL}.${ZONE}`)).map((parts) => parts.join(''));
    expect(values).toEqual(['value-one', 'x'.repeat(300)]);
  });

  it('says ENOTFOUND for NXDOMAIN, ENODATA for NODATA and EREFUSED outside the zone', async () => {
    await expect(resolver().resolveTxt(`zzzzzzzzzzzzzzzz.${ZONE}`)).rejects.toMatchObject({
      code: 'ENOTFOUND',
    });
    await expect(resolver().resolveTxt(`${EMPTY}.${ZONE}`)).rejects.toMatchObject({ code: 'ENODATA' });
    await expect(resolver().resolveTxt('example.com')).rejects.toMatchObject({ code: 'EREFUSED' });
  });

  it('answers SERVFAIL while the database is away, never "no such name"', async () => {
    failing = true;
    try {
      await expect(resolver().resolveTxt(`${LABEL}.${ZONE}`)).rejects.toMatchObject({ code: 'ESERVFAIL' });
    } finally {
      failing = false;
    }
  });
});

describe('the responder itself', () => {
  it('answers a large TXT set over TCP after UDP says truncated', async () => {
    const big = 'bbbbbbbbbbbbbbbb';
    held.set(big, { exists: true, txt: Array.from({ length: 20 }, (_, i) => `${'v'.repeat(60)}${i}`) });
    const truncated = await udp(`${big}.${ZONE}`, 'TXT');
    expect(truncated.header.tc).toBe(1);
    const r = new Resolver({ timeout: 1000, tries: 1 });
    r.setServers([responder.address]);
    expect(await r.resolveTxt(`${big}.${ZONE}`)).toHaveLength(20);
  });

  it('refuses a port it cannot bind with a message naming DNS_LISTEN', async () => {
    await expect(
      startDelegationResponder({
        zone: {
          name: ZONE,
          nameServer: 'portal.test',
          label: () => Promise.resolve({ exists: false, txt: [] }),
        },
        host: '127.0.0.1',
        port: responder.port,
        log: { warn: () => undefined },
      }),
    ).rejects.toThrow(/DNS_LISTEN 127\.0\.0\.1:\d+: cannot listen on UDP \(EADDRINUSE\)/);
  });

  it('stops answering once closed', async () => {
    const other = await startDelegationResponder({
      zone: {
        name: ZONE,
        nameServer: 'portal.test',
        label: () => Promise.resolve({ exists: false, txt: [] }),
      },
      host: '127.0.0.1',
      port: 0,
      log: { warn: () => undefined },
    });
    await other.close();
    const r = new Resolver({ timeout: 300, tries: 1 });
    r.setServers([other.address]);
    await expect(r.resolveTxt(`${LABEL}.${ZONE}`)).rejects.toMatchObject({
      code: expect.stringMatching(/ECONNREFUSED|ETIMEOUT/),
    });
  });
});

describe("through a resolver that follows the customer's CNAME (the test DNS server forwarding the zone)", () => {
  it('answers the chain: the CNAME, then the TXT values under the label; NXDOMAIN once the label is gone', async () => {
    const dns = await startDnsServer();
    try {
      dns.forwardZone(ZONE, responder.address);
      dns.setRecords('_dnsauth.example.com', { cname: `${LABEL}.${ZONE}` });
      dns.setRecords('_dnsauth.other.example', { cname: `zzzzzzzzzzzzzzzz.${ZONE}` });
      const resolver = createDnsResolver({ servers: [dns.address], timeoutMs: 1000, tries: 1 });
      expect(await resolver.txt('_dnsauth.example.com')).toEqual(['value-one', 'x'.repeat(300)]);
      expect(await resolver.cname('_dnsauth.example.com')).toEqual([`${LABEL}.${ZONE}`]);
      // The zone's own names through the same resolver.
      expect(await resolver.txt(`${LABEL}.${ZONE}`)).toHaveLength(2);
      // A CNAME to a label the zone does not hold: nothing found (NXDOMAIN), not a failure.
      expect(await resolver.txt('_dnsauth.other.example')).toEqual([]);
      expect(await resolver.cname('_dnsauth.missing.example')).toEqual([]);

      const packet = await dns2.UDPClient({ dns: '127.0.0.1', port: Number(dns.address.split(':')[1]) })(
        '_dnsauth.example.com',
        'TXT',
      );
      expect(packet.answers.map((a) => [a.type, a.name])).toEqual([
        [TYPE.CNAME, '_dnsauth.example.com'],
        [TYPE.TXT, `${LABEL}.${ZONE}`],
        [TYPE.TXT, `${LABEL}.${ZONE}`],
      ]);
    } finally {
      await dns.close();
    }
  });
});
