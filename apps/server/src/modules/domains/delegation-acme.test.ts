// DCV delegation for ACME upstreams (issue 34): orders go to a named upstream (`portal upstream:set --type acme`,
// routed by brand) that is Debian's Pebble; the customer's `_acme-challenge` CNAME leads into the portal's zone, the
// portal publishes the CA's dns-01 value under the label, and Pebble — its validation authority asking the
// test DNS server (`-dnsserver`), which holds the customer's CNAMEs and forwards the delegation zone to the
// portal's responder — follows the CNAME and validates. Nothing is published by hand anywhere.
import type { AuthInfoItem, DelegationAnswer } from '@portal/contract';
import { startDnsServer, type DnsServer } from '@portal/test-doubles/dns-server';
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { dcvZoneValues } from '../../db/schema/index.js';
import { seedDatabase } from '../../db/seed/seed.js';
import { x509 } from '../../lib/pki/crypto-provider.js';
import { openFreshDatabase } from '../../test/database.js';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness.js';
import { startPebble, type PebbleServer } from '../../test/pebble.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';
import { createOperatorCommands, runOperatorCommand } from '../operator/commands.js';
import { findOrder } from '../orders/order-records.js';
import { createDcvChecker } from '../validation/create-dcv-checker.js';

const ZONE = 'dcv.portal.test';

let dns: DnsServer;
let pebble: PebbleServer;
let ctx: TestContext;
let fresh: DatabaseHandle;
let dir: string;
beforeAll(async () => {
  dns = await startDnsServer();
  pebble = await startPebble({ dnsServer: dns.address });
  // Routes are per database: a database of its own keeps them from other test files' orders.
  fresh = await openFreshDatabase();
  await seedDatabase(fresh.db);
  ctx = await createTestContext(
    {
      upstreams: { acmeBackoffMin: 50 },
      // The portal's look-ups (pre-checks, the CNAME check) ask the same DNS server as Pebble's VA.
      dcvChecker: createDcvChecker({
        dnsServers: [dns.address],
        httpPort: pebble.httpPort,
        allowPrivateAddresses: true,
        caaIssuerDomains: ['portal.test'],
      }),
      dcvDelegation: { zone: ZONE, host: '127.0.0.1', port: 0 },
    },
    fresh,
  );
  const responder = ctx.app.portal.dnsZone.address;
  if (!responder) throw new Error('the zone responder did not start');
  dns.forwardZone(ZONE, responder);
  // The operator's upstream and its routes: the two brands these tests order go to Pebble.
  dir = mkdtempSync(join(tmpdir(), 'delegation-acme-'));
  writeFileSync(join(dir, 'pebble.pem'), pebble.caBundlePem);
  const commands = createOperatorCommands({
    db: ctx.handle.db,
    clock: ctx.clock,
    migrate: async () => {},
    upstreams: ctx.app.portal.upstreams,
  });
  for (const args of [
    [
      'upstream:set',
      '--name',
      'pebble',
      '--type',
      'acme',
      '--directory',
      pebble.directoryUrl,
      '--ca-bundle',
      join(dir, 'pebble.pem'),
    ],
    ['upstream:route', '--brand', 'Positive', '--upstream', 'pebble'],
    ['upstream:route', '--brand', 'RapidSSL', '--upstream', 'pebble'],
  ]) {
    const answer = await runOperatorCommand(commands, args[0]!, args.slice(1));
    expect(answer, answer.output).toMatchObject({ ok: true });
  }
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await fresh?.close();
  await pebble?.stop();
  await dns?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** What the zone holds under a delegation's label (its target's first label). */
const valuesUnder = (target: string) =>
  ctx.handle.db
    .select()
    .from(dcvZoneValues)
    .where(eq(dcvZoneValues.label, target.split('.')[0]!));

const domainFor = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}.com`;

describe('an ACME upstream validates dns-01 through the delegation (Pebble)', () => {
  it('issues a name and its wildcard with only the two CNAMEs made once, and empties the zone after', async () => {
    const domain = domainFor('acme-delegated');
    const { client, email } = await signedInClient(ctx);
    const made = okMsg<DelegationAnswer>(await client.post('/api/domains/delegation', { json: { domain } }));
    expect(made).toMatchObject({ name: `_dnsauth.${domain}`, acmeName: `_acme-challenge.${domain}` });
    // The customer's two CNAMEs, once, to the same target.
    dns.setRecords(made.name, { cname: made.target });
    dns.setRecords(made.acmeName, { cname: made.target });

    const id = await placeOrder(client, {
      shortName: 'PositiveDVWildcard',
      domains: `*.${domain}, ${domain}`,
      keyAlgorithm: 'ECDSAP256',
    });
    await creditFunds(ctx, email, '500.00');
    okMsg(await payByBalance(client, id));
    okMsg(await client.get(`/api/order/commit?id=${id}`));
    expect((await findOrder(ctx.handle.db, id))?.caName).toBe('pebble');
    const values = okMsg<AuthInfoItem[]>(await client.get(`/api/order/authInfo/${id}`));
    // Both names are proved at `_acme-challenge.<domain>`: the CA's own record rule, two values at one name.
    expect(values.map((v) => v.authKey)).toEqual([`_acme-challenge.${domain}`, `_acme-challenge.${domain}`]);

    const done = okMsg<{ status: number; domains: { validated: number }[] }>(
      await client.get(`/api/order/authz/${id}`),
    );
    expect(done.status).toBe(3);
    const { cert } = okMsg<{ cert: string }>(await client.get(`/api/order/cert/${id}`));
    const leaf = new x509.X509Certificate(cert);
    const names = leaf
      .getExtension(x509.SubjectAlternativeNameExtension)!
      .names.toJSON()
      .map((n) => n.value);
    expect(names.sort()).toEqual([`*.${domain}`, domain].sort());
    // Issued under Pebble's root: the CA validated, not only the portal's pre-check.
    expect(await pebble.certificateStatus(leaf.serialNumber)).toBe('Valid');
    // The values were published for the CA and removed once it had looked.
    expect(await valuesUnder(made.target)).toEqual([]);
  }, 120_000);

  it('without the `_acme-challenge` CNAME the value is not found, and nothing stays published', async () => {
    const domain = domainFor('acme-no-cname');
    const { client, email } = await signedInClient(ctx);
    const made = okMsg<DelegationAnswer>(await client.post('/api/domains/delegation', { json: { domain } }));
    dns.setRecords(made.name, { cname: made.target }); // only `_dnsauth`
    const id = await placeOrder(client, { domains: domain, keyAlgorithm: 'ECDSAP256' });
    await creditFunds(ctx, email, '500.00');
    okMsg(await payByBalance(client, id));
    okMsg(await client.get(`/api/order/commit?id=${id}`));
    const early = await client.get(`/api/order/authz/${id}`);
    expect(early.body.msg).toContain(`No TXT record at _acme-challenge.${domain}`);
    expect(await valuesUnder(made.target)).toEqual([]);
  }, 60_000);
});
