// One value for one fact (issue 31): the contact person saved in the purchase wizard is what account/contact_info
// answers, and an order's CA reference is the same on order/info and order/caOrderID.
import type { OrderInfo } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDcvTestContext, submittedOrder, type DcvTestContext } from '../../test/dcv-context.js';
import { signedInClient, type TestClient } from '../../test/harness.js';
import { okMsg } from '../../test/purchase.js';

let peers: DcvTestContext;
beforeAll(async () => {
  peers = await startDcvTestContext();
});
afterAll(() => peers?.close());

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
    const ada = { firstName: 'Ada', lastName: 'Lovelace', telephone: '+44 20 7946 0000' };
    okMsg(await client.post('/api/event/contact_info/save', { json: ada }));
    expect(await contactInfo(client)).toEqual(ada);
    // The profile's telephone (the refund form's default) is the same fact.
    const profile = okMsg<{ enterpriseInfo: { telephone: string } }>(
      await client.get('/api/account/profile'),
    );
    expect(profile.enterpriseInfo.telephone).toBe(ada.telephone);

    // Saved again (Back, another purchase): the latest contact, form-encoded as the spec may send it.
    const grace = { firstName: 'Grace', lastName: 'Hopper', telephone: '+1 202 555 0100' };
    okMsg(await client.post('/api/event/contact_info/save', { form: grace }));
    expect(await contactInfo(client)).toEqual(grace);
    // The purchase keeps the same contact for its order.
    const event = okMsg<{ ContactInfo: { firstName: string; telephone: string } }>(
      await client.get('/api/event/info'),
    );
    expect(event.ContactInfo).toMatchObject({ firstName: 'Grace', telephone: grace.telephone });
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
