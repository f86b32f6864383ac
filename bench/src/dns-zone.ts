// Benchmark: the DCV delegation zone's responder (issue 34). UDP TXT queries of one delegated label, answered by
// the portal's responder (integrations/dns/delegation-responder.ts: dns2 parses and writes, every query one indexed
// read of the database, no cache) against a bare responder built on the same library (dns2's UDP server answering
// a fixed TXT record from memory), in the same run and process, alternating rounds; medians compared. Every
// answer is parsed and must be NOERROR with the value published under the label.
import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { openDatabase, type DatabaseHandle } from '@portal/server/dist/db/client.js';
import { runMigrations } from '@portal/server/dist/db/migrate.js';
import { accounts, dcvDelegations, dcvZoneValues } from '@portal/server/dist/db/schema/index.js';
import {
  startDelegationResponder,
  type DelegationResponder,
} from '@portal/server/dist/integrations/dns/delegation-responder.js';
import { delegationZoneOf } from '@portal/server/dist/modules/domains/zone-responder.js';
import dns2 from 'dns2';
import { eq } from 'drizzle-orm';
import { numberFromEnv } from './lib/env.js';
import { median } from './lib/load.js';
import { fixed, type BenchResult } from './lib/result.js';

const ZONE = 'dcv.bench.test';
const LABEL = 'abcdefghijklmnop';
const VALUE = 'bench-dcv-value-0123456789abcdefghijklmnopqrstu';
/**
 * No speed target (issue 34 asks for the comparison, not a figure): the zone is asked once per validation check
 * and resolver, a few times a minute, and reads the database on every query by design (every process answers the
 * same at once, docs/decisions.md "No cache"). The line PASSes when every answer was right and reports the ratio.
 */
const TARGET = 'reported; every answer NOERROR with the value';

export interface DnsZoneOptions {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string | undefined;
  log: (text: string) => void;
}

interface UdpLoad {
  answersPerSecond: number;
  answers: number;
  lost: number;
  wrong: number;
}

/**
 * Keeps `window` queries in flight against `address` for `seconds` (each answer sends the next); a query
 * unanswered for 1 s counts as lost and is sent again. Every answer is parsed with dns2.
 */
async function udpLoad(address: string, seconds: number, window: number): Promise<UdpLoad> {
  const [host, port] = address.split(':');
  const socket = createSocket('udp4');
  const name = `${LABEL}.${ZONE}`;
  const queries = Array.from({ length: window }, (_, slot) => {
    const packet = new dns2.Packet();
    packet.header.id = slot + 1;
    packet.questions.push(new dns2.Packet.Question(name, dns2.Packet.TYPE.TXT, dns2.Packet.CLASS.IN));
    return packet.toBuffer();
  });
  const sentAt = new Array<number>(window).fill(0);
  let answers = 0;
  let lost = 0;
  let wrong = 0;
  let running = true;
  const send = (slot: number) => {
    sentAt[slot] = Date.now();
    socket.send(queries[slot]!, Number(port), host);
  };
  socket.on('message', (message) => {
    const packet = dns2.Packet.parse(message);
    const slot = packet.header.id - 1;
    const txt = packet.answers.map((answer) => [answer.data].flat().join(''));
    if (packet.header.rcode !== 0 || txt.length !== 1 || txt[0] !== VALUE) wrong += 1;
    else answers += 1;
    if (running && slot >= 0 && slot < window) send(slot);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
  const started = Date.now();
  for (let slot = 0; slot < window; slot += 1) send(slot);
  const retry = setInterval(() => {
    const now = Date.now();
    for (let slot = 0; slot < window; slot += 1)
      if (now - sentAt[slot]! > 1000) {
        lost += 1;
        send(slot);
      }
  }, 250);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  running = false;
  const elapsed = (Date.now() - started) / 1000;
  clearInterval(retry);
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.close();
  return { answersPerSecond: answers / elapsed, answers, lost, wrong };
}

/** dns2's UDP server answering the same TXT record from memory: no database, no zone rules. */
async function startBareResponder(): Promise<{ address: string; close(): Promise<void> }> {
  const server = dns2.createUDPServer({ type: 'udp4' });
  server.on('request', (request, send) => {
    const response = dns2.Packet.createResponseFromRequest(request);
    const question = request.questions[0]!;
    response.header.aa = 1;
    response.answers.push(
      dns2.Packet.createResourceFromQuestion(question, {
        type: dns2.Packet.TYPE.TXT,
        class: dns2.Packet.CLASS.IN,
        ttl: 0,
        data: VALUE,
      }),
    );
    void send(response);
  });
  await new Promise<void>((resolve) => server.bind(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A migrated database holding one account, its active delegation of LABEL and one value published under it. */
async function zoneDatabase(options: DnsZoneOptions): Promise<DatabaseHandle> {
  const handle =
    options.kind === 'postgres'
      ? await openDatabase({ databaseUrl: options.databaseUrl, poolSize: 10 })
      : await openDatabase({ inMemory: true });
  await runMigrations(handle);
  // A bench database used before holds the label already (it is unique).
  await handle.db.delete(dcvDelegations).where(eq(dcvDelegations.label, LABEL));
  const [account] = await handle.db
    .insert(accounts)
    .values({ email: `dns-bench-${Date.now()}@bench.test`, passwordHash: 'x', uid: `dnsbench${Date.now()}` })
    .returning();
  const [delegation] = await handle.db
    .insert(dcvDelegations)
    .values({ accountId: account!.id, domain: 'bench-customer.com', label: LABEL, state: 'active' })
    .returning();
  await handle.db.insert(dcvZoneValues).values({
    delegationId: delegation!.id,
    label: LABEL,
    value: VALUE,
    owner: 'dcv_challenge:0',
    expiresAt: new Date(Date.now() + 24 * 3600_000),
  });
  return handle;
}

export async function benchDnsZone(options: DnsZoneOptions): Promise<BenchResult> {
  const name = `dns-zone/${options.kind}`;
  const { log } = options;
  const seconds = numberFromEnv('BENCH_SECONDS', 5);
  const rounds = Math.round(numberFromEnv('BENCH_ROUNDS', 4));
  const window = Math.round(numberFromEnv('BENCH_DNS_WINDOW', 32));
  const handle = await zoneDatabase(options);
  let portal: DelegationResponder | undefined;
  let bare: Awaited<ReturnType<typeof startBareResponder>> | undefined;
  try {
    const clock = { now: () => new Date() };
    portal = await startDelegationResponder({
      zone: delegationZoneOf({ db: handle.db, clock }, ZONE, 'bench.test'),
      host: '127.0.0.1',
      port: 0,
      log: { warn: (obj, msg) => log(`${name}: ${msg} ${JSON.stringify(obj)}`) },
    });
    bare = await startBareResponder();
    const targets = { portal: portal.address, bare: bare.address };
    log(
      `${name}: warm-up 1 s each, then ${rounds} x (portal ${seconds} s, bare ${seconds} s), ${window} queries in flight`,
    );
    for (const address of Object.values(targets)) await udpLoad(address, 1, window);
    const runs: Record<'portal' | 'bare', UdpLoad[]> = { portal: [], bare: [] };
    for (let round = 1; round <= rounds; round += 1)
      for (const target of ['portal', 'bare'] as const) {
        const load = await udpLoad(targets[target], seconds, window);
        runs[target].push(load);
        log(
          `  round ${round} ${target}: ${Math.round(load.answersPerSecond)} answers/s ` +
            `(${load.answers} answers, ${load.lost} lost, ${load.wrong} wrong)`,
        );
      }
    const value = median(runs.portal.map((r) => r.answersPerSecond));
    const reference = median(runs.bare.map((r) => r.answersPerSecond));
    const ratio = value / reference;
    const wrong = [...runs.portal, ...runs.bare].reduce((sum, r) => sum + r.wrong, 0);
    const checkFailures = wrong > 0 ? [`${wrong} answers were not NOERROR with the published value`] : [];
    const lost = [...runs.portal, ...runs.bare].reduce((sum, r) => sum + r.lost, 0);
    const status = checkFailures.length === 0 ? 'PASS' : 'FAIL';
    return {
      name,
      status,
      value,
      reference,
      ratio,
      unit: 'answers/s',
      target: TARGET,
      line:
        `${name}: ${Math.round(value)} answers/s vs bare dns2 responder ${Math.round(reference)} answers/s = ` +
        `ratio ${fixed(ratio)} (${lost} queries lost and sent again; ${TARGET}) ${status}`,
      details: { runs, window, seconds, rounds },
      ...(checkFailures.length > 0 ? { checkFailures } : {}),
    };
  } finally {
    await portal?.close();
    await bare?.close();
    await handle.close();
  }
}
