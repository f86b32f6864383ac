// Removing a delegation or disabling the account stops the zone answering for the account's labels (issue 34:
// "removing the delegation or closing the account stops answering"): the responder answers NXDOMAIN, even for a
// value still published under the label; an account enabled again answers again.
import type { DelegationAnswer } from '@portal/contract';
import dns2 from 'dns2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dcvDelegations, dcvZoneValues } from '../../db/schema/index.js';
import { MINUTE } from '../../lib/clock.js';
import { startDcvTestContext, type DcvTestContext } from '../../test/dcv-context.js';
import { signedInClient } from '../../test/harness.js';
import { okMsg } from '../../test/purchase.js';
import { setAccountStatus } from '../account/account-status.js';
import { COMMAND_LINE_ACTOR } from '../operator-audit/operator-audit.js';

const ZONE = 'dcv.portal.test';

let peers: DcvTestContext;
beforeAll(async () => {
  peers = await startDcvTestContext({ dcvDelegation: { zone: ZONE, host: '127.0.0.1', port: 0 } });
});
afterAll(() => peers.close());

const domainFor = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}.com`;

/** Asks the responder itself for the TXT of `name`: its code and strings. */
async function askZone(name: string): Promise<{ rcode: number; txt: string[] }> {
  const [host, port] = peers.ctx.app.portal.dnsZone.address!.split(':');
  const answer = await dns2.UDPClient({ dns: host!, port: Number(port) })(name, 'TXT');
  return {
    rcode: answer.header.rcode,
    txt: answer.answers.map((record) => [record.data].flat().join('')),
  };
}

/** A customer with a delegation of a domain of its own and one value published under its label. */
async function delegatedWithValue() {
  const { client, email } = await signedInClient(peers.ctx);
  const domain = domainFor('closing');
  const made = okMsg<DelegationAnswer>(await client.post('/api/domains/delegation', { json: { domain } }));
  const [row] = await peers.ctx.handle.db
    .select()
    .from(dcvDelegations)
    .where(eq(dcvDelegations.domain, domain));
  await peers.ctx.handle.db.insert(dcvZoneValues).values({
    delegationId: row!.id,
    label: row!.label,
    value: 'value-under-check',
    owner: 'dcv_challenge:0',
    expiresAt: new Date(peers.ctx.clock.now().getTime() + 10 * MINUTE),
  });
  expect(await askZone(made.target)).toEqual({
    rcode: dns2.Packet.RCODE.NOERROR,
    txt: ['value-under-check'],
  });
  return { client, email, domain, target: made.target };
}

describe('the zone stops answering', () => {
  it('for a disabled account (NXDOMAIN), and answers again once it is enabled', async () => {
    const { email, target } = await delegatedWithValue();
    const now = peers.ctx.clock.now();
    await setAccountStatus(peers.ctx.handle.db, { email }, 'disabled', now, COMMAND_LINE_ACTOR);
    expect(await askZone(target)).toEqual({ rcode: dns2.Packet.RCODE.NXDOMAIN, txt: [] });
    await setAccountStatus(peers.ctx.handle.db, { email }, 'active', now, COMMAND_LINE_ACTOR);
    expect((await askZone(target)).txt).toEqual(['value-under-check']);
  });

  it('for a removed delegation (NXDOMAIN), its values gone with it', async () => {
    const { client, domain, target } = await delegatedWithValue();
    okMsg(await client.call('DELETE', `/api/domains/delegation?domain=${domain}`));
    expect(await askZone(target)).toEqual({ rcode: dns2.Packet.RCODE.NXDOMAIN, txt: [] });
    const label = target.split('.')[0]!;
    expect(
      await peers.ctx.handle.db.select().from(dcvZoneValues).where(eq(dcvZoneValues.label, label)),
    ).toEqual([]);
  });
});
