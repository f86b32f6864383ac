// One value for one fact (issue 31): the contact person saved in the purchase wizard is what account/contact_info
// answers, and an order's CA reference is the same on order/info and order/caOrderID.
import type { OrderInfo } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDcvTestContext, submittedOrder, type DcvTestContext } from '../../test/dcv-context.js';
import { accounts } from '../../db/schema/index.js';
import { makeSubUser } from '../../test/books.js';
import { signedInClient, type TestClient } from '../../test/harness.js';
import { okMsg, placeOrder } from '../../test/purchase.js';

let peers: DcvTestContext;
beforeAll(async () => {
  peers = await startDcvTestContext();
});
afterAll(() => peers?.close());

/** The contact person placeOrder saves. */
const ADA = { firstName: 'Ada', lastName: 'Lovelace', telephone: '+44 20 7946 0000' };

const contactInfo = async (client: TestClient) =>
  okMsg<{ firstName: string; lastName: string; telephone: string }>(
    await client.get('/api/account/contact_info'),
  );

describe('account/contact_info', () => {
  it('answers the contact person saved by the purchase wizard, right after it was saved', async () => {
    const { client } = await signedInClient(peers.ctx);
    expect(await contactInfo(client)).toEqual({ firstName: '', lastName: '', telephone: '' });

    okMsg(
      await client.post('/api/event/create', {
        form: { shortName: 'RapidDV', productType: 'SSL', domainType: '1' },
      }),
    );
    okMsg(await client.post('/api/event/contact_info/save', { json: ADA }));
    expect(await contactInfo(client)).toEqual(ADA);
    // Saved again (Back, another purchase): the latest contact, form-encoded as the spec may send it.
    const grace = { firstName: 'Grace', lastName: 'Hopper', telephone: '+1 202 555 0100' };
    okMsg(await client.post('/api/event/contact_info/save', { form: grace }));
    expect(await contactInfo(client)).toEqual(grace);
    // The purchase keeps the same contact for its order.
    const event = okMsg<{ ContactInfo: { firstName: string; telephone: string } }>(
      await client.get('/api/event/info'),
    );
    expect(event.ContactInfo).toMatchObject({ firstName: 'Grace', telephone: grace.telephone });

    // The order takes it; afterwards (the purchase is done, a new one started) the last contact is still answered.
    const ordered = await placeOrder(client, { domains: 'contact.one-value-test.com' });
    const orderContact = okMsg<OrderInfo>(await client.get(`/api/order/info/${ordered}`)).contactDetail;
    expect(await contactInfo(client)).toEqual({
      firstName: orderContact.firstName,
      lastName: orderContact.lastName,
      telephone: orderContact.telephone,
    });
    okMsg(await client.post('/api/event/create', { json: { shortName: 'RapidDV' } }));
    expect(await contactInfo(client)).toEqual(ADA);
  });

  it("answers a sub-user's own purchase contact, and its invitation details before any", async () => {
    const main = await signedInClient(peers.ctx);
    const sub = await signedInClient(peers.ctx);
    await makeSubUser(peers.ctx, sub.client, sub.email, main.email, 'sale');
    // Invited with its own details (the team's add-user form writes these columns).
    await peers.ctx.handle.db
      .update(accounts)
      .set({ contactFirstName: 'Sam', contactLastName: 'Seller', contactTelephone: '+1 202 555 0199' })
      .where(eq(accounts.email, sub.email));
    const before = await contactInfo(sub.client);
    expect(before).toEqual({ firstName: 'Sam', lastName: 'Seller', telephone: '+1 202 555 0199' });
    okMsg(await sub.client.post('/api/event/create', { json: { shortName: 'RapidDV' } }));
    const grace = { firstName: 'Grace', lastName: 'Hopper', telephone: '+1 202 555 0100' };
    okMsg(await sub.client.post('/api/event/contact_info/save', { json: grace }));
    expect(await contactInfo(sub.client)).toEqual(grace);
    // The main account's own answer is not the sub-user's purchase.
    expect(await contactInfo(main.client)).toEqual({ firstName: '', lastName: '', telephone: '' });
    // The sub-user's name in the team is its own, not the contact person's.
    const team = okMsg<{ list: { email: string; firstName: string }[] }>(
      await main.client.get('/api/sub-accounts?page=1&pageSize=10'),
    );
    expect(team.list.find((row) => row.email === sub.email)?.firstName).toBe('Sam');
  });

  it("leaves another account's contact alone", async () => {
    const { client: one } = await signedInClient(peers.ctx);
    const { client: other } = await signedInClient(peers.ctx);
    okMsg(await one.post('/api/event/create', { json: { shortName: 'RapidDV' } }));
    okMsg(
      await one.post('/api/event/contact_info/save', {
        json: { firstName: 'Ada', lastName: 'Lovelace', telephone: '+44 20 7946 0000' },
      }),
    );
    expect(await contactInfo(other)).toEqual({ firstName: '', lastName: '', telephone: '' });
  });
});

describe('caOrderID', () => {
  it('answers the same value on order/info and order/caOrderID for an issued built-in order', async () => {
    const { client, id, info } = await submittedOrder(peers.ctx, { domains: 'ca.one-value-test.com' });
    const before = okMsg<OrderInfo>(await client.get(`/api/order/info/${id}`)).orderDetail.caOrderID;
    expect(before).toBe(okMsg<string>(await client.get(`/api/order/caOrderID/${id}`)));

    for (const item of info) peers.dns.setRecords(item.authKey, { txt: [[item.authValue]] });
    expect(okMsg<{ status: number }>(await client.get(`/api/order/authz/${id}`)).status).toBe(3);
    const fromInfo = okMsg<OrderInfo>(await client.get(`/api/order/info/${id}`)).orderDetail.caOrderID;
    const fromCall = okMsg<string>(await client.get(`/api/order/caOrderID/${id}`));
    expect(fromCall).toBe(`builtin-${id}`);
    expect(fromInfo).toBe(fromCall);
  });
});
