import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const business = {
  organizationName: 'Example Trading Ltd',
  organizationUnit: 'IT',
  organizationPhone: '+852 2123 4567',
  country: 'hk',
  city: 'Hong Kong',
  zip: '999077',
  address: '1 Queen’s Road Central',
};

describe('enterprises', () => {
  it('creates, lists (newest first, paged) and edits business information', async () => {
    const { client } = await signedInClient(ctx);
    const created = await client.post<{ id: number; country: string }>('/api/enterprise', { form: business });
    expect(created.body.code).toBe(0);
    expect(created.body.msg).toMatchObject({ ...business, country: 'HK' });
    await client.post('/api/enterprise', { json: { ...business, organizationName: 'Second Ltd' } });
    const page = await client.get<{ list: { organizationName: string }[]; total: number }>(
      '/api/enterprises?page=1&pageSize=1',
    );
    expect(page.body.msg.total).toBe(2);
    expect(page.body.msg.list.map((e) => e.organizationName)).toEqual(['Second Ltd']);
    const edited = await client.put('/api/enterprise', {
      form: { ...business, enterpriseID: String(created.body.msg.id), city: 'Kowloon' },
    });
    expect(edited.body.msg).toMatchObject({ id: created.body.msg.id, city: 'Kowloon' });
  });

  it('requires every field and limits name and address to 64 characters', async () => {
    const { client } = await signedInClient(ctx);
    const res = await client.post('/api/enterprise', {
      json: {
        ...business,
        organizationName: 'x'.repeat(65),
        address: 'y'.repeat(65),
        zip: '',
        country: 'ZZ',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'organizationName', message: 'At most 64 characters' },
      { field: 'country', message: 'Please select a country from the list' },
      { field: 'zip', message: 'Please enter the postal code' },
      { field: 'address', message: 'At most 64 characters' },
    ]);
    expect((await client.get<{ total: number }>('/api/enterprises')).body.msg.total).toBe(0);
  });
});

describe('contacts', () => {
  it('keeps each account to its own contacts: another account gets 404, not 403', async () => {
    const owner = await signedInClient(ctx);
    const stranger = await signedInClient(ctx);
    const created = await owner.client.post<{ id: number }>('/api/contact', {
      form: { firstName: 'Ada', lastName: 'Lovelace', telephone: '+44 20 7946 0000' },
    });
    expect(created.body.code).toBe(0);
    const id = created.body.msg.id;

    const theirs = await stranger.client.get<{ list: unknown[]; total: number }>('/api/contacts');
    expect(theirs.body.msg).toEqual({ list: [], total: 0 });
    const hijack = await stranger.client.put('/api/contact', {
      json: { contactID: id, firstName: 'Eve', lastName: 'Mallory', telephone: '123456' },
    });
    expect(hijack.status).toBe(404);
    expect(hijack.body).toEqual({ code: 1004, msg: 'The record does not exist' });

    const mine = await owner.client.get<{ list: { firstName: string }[] }>('/api/contacts');
    expect(mine.body.msg.list.map((c) => c.firstName)).toEqual(['Ada']);
    const edit = await owner.client.put('/api/contact', {
      json: { contactID: id, firstName: 'Augusta Ada', lastName: 'King', telephone: '+44 20 7946 0001' },
    });
    expect(edit.body.msg).toMatchObject({ id, firstName: 'Augusta Ada', lastName: 'King' });
  });

  it('requires firstName, lastName and telephone', async () => {
    const { client } = await signedInClient(ctx);
    const res = await client.post('/api/contact', { json: {} });
    expect(res.body.errors).toEqual([
      { field: 'firstName', message: 'Please enter the first name' },
      { field: 'lastName', message: 'Please enter the last name' },
      { field: 'telephone', message: 'Please enter the telephone number' },
    ]);
  });
});
