import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@portal/contract';
import { createTestContext, PASSWORD, signedInClient, type TestContext } from '../../test/harness.js';
import { signedInOperator } from '../../test/ops.js';
import { okMsg } from '../../test/purchase.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('account/profile', () => {
  it('answers the fields of the spec for a main account', async () => {
    const { client, email } = await signedInClient(ctx);
    const res = await client.get<Record<string, unknown>>('/api/account/profile');
    expect(res.body.code).toBe(0);
    expect(res.body.msg).toMatchObject({
      email,
      role: 'admin',
      level: 0,
      funds: '0.00',
      fundsCents: 0,
      isOperator: false,
      contactInfo: { email },
      enterpriseInfo: { telephone: '' },
      displayKeyManagerIcon: false,
    });
    expect(res.body.msg.uid).toMatch(/^\d{8}$/);
    expect(res.body.msg.menu).toEqual([
      { key: 'dashboard', path: '/admin/dashboard' },
      { key: 'getCert', path: '/admin/get-cert' },
      { key: 'orderList', path: '/admin/order/list' },
      { key: 'coupons', path: '/admin/coupons' },
      {
        key: 'pricing',
        children: [
          { key: 'myPricing', path: '/admin/price/product' },
          { key: 'priceMatch', path: '/admin/price/feedback' },
          { key: 'unlistedProduct', path: '/admin/price/unlisted' },
          { key: 'bulkBuys', path: '/admin/price/bulkbuys' },
          { key: 'guarantee', path: '/admin/price/guarantee' },
        ],
      },
      {
        key: 'certificates',
        children: [
          { key: 'certList', path: '/admin/cert' },
          { key: 'expiredCerts', path: '/admin/order/expired-cert' },
        ],
      },
      { key: 'domains', path: '/admin/domains' },
      {
        key: 'billing',
        children: [
          { key: 'invoicing', path: '/admin/invoice/billing' },
          { key: 'accountActivity', path: '/admin/invoice/account-activity' },
          { key: 'accountStatement', path: '/admin/invoice/account-statement' },
        ],
      },
      {
        key: 'affiliate',
        children: [
          { key: 'affiliateProgramme', path: '/admin/affiliate' },
          { key: 'commissionOrders', path: '/admin/commission/order' },
          { key: 'commissionExtract', path: '/admin/commission/extract' },
        ],
      },
      {
        key: 'account',
        children: [
          { key: 'profile', path: '/admin/profile' },
          { key: 'subUsers', path: '/admin/account/manage' },
          { key: 'auditLogs', path: '/admin/account/logs' },
          { key: 'apiKeys', path: '/admin/integration/api' },
        ],
      },
      { key: 'storefrontOffer', path: '/admin/manage-introduce' },
    ]);
    expect(res.body.msg.capabilities).toEqual(
      expect.arrayContaining(['pay', 'team.manage', 'apiKeys.manage']),
    );
    expect(res.body.msg.capabilities).not.toContain('ops');
  });

  it("links operators (only) to the console: the menu's last entry, decided by the capability ops", async () => {
    const { client } = await signedInOperator(ctx);
    const profile = okMsg<Profile>(await client.get('/api/account/profile'));
    expect(profile.isOperator).toBe(true);
    expect(profile.menu.at(-1)).toEqual({ key: 'console', path: '/ops' });
    // The console's own door answers the same caller.
    expect((await client.get('/api/ops/overview')).status).toBe(200);

    const customer = await signedInClient(ctx);
    const theirs = okMsg<Profile>(await customer.client.get('/api/account/profile'));
    expect(JSON.stringify(theirs.menu)).not.toContain('/ops');
    expect((await customer.client.get('/api/ops/overview')).status).toBe(403);
  });

  it('answers contact_info with the stored purchase contact', async () => {
    const { client } = await signedInClient(ctx);
    const res = await client.get('/api/account/contact_info');
    expect(res.body).toEqual({ code: 0, msg: { firstName: '', lastName: '', telephone: '' } });
  });
});

describe('password/modify', () => {
  const change = (old_password: string, new_password: string, confirm = new_password) => ({
    json: { old_password, new_password, confirm },
  });

  it('applies the spec rules with their texts', async () => {
    const { client } = await signedInClient(ctx);
    const same = await client.put('/api/password/modify', change(PASSWORD, PASSWORD));
    expect(same.body.errors).toEqual([
      { field: 'new_password', message: 'The old and new passwords are the same' },
    ]);
    const inconsistent = await client.put(
      '/api/password/modify',
      change(PASSWORD, 'new password 1', 'new password 2'),
    );
    expect(inconsistent.body.errors).toEqual([
      { field: 'confirm', message: 'Two passwords that you enter is inconsistent' },
    ]);
    const wrongOld = await client.put('/api/password/modify', change('not my password', 'new password 1'));
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.code).toBe(1013);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { client, email } = await signedInClient(ctx);
    const other = ctx.client();
    await other.post('/api/login', { form: { email, password: PASSWORD } });
    const res = await client.put('/api/password/modify', change(PASSWORD, 'new password 1'));
    expect(res.body).toEqual({ code: 0, msg: true });
    expect((await client.get('/api/islogin')).body.msg).toBe(true);
    expect((await other.get('/api/islogin')).body.msg).toBe(false);
    expect(
      (await ctx.client().post('/api/login', { form: { email, password: 'new password 1' } })).body.code,
    ).toBe(0);
  });
});

describe('i18n', () => {
  it('defaults to en and USD, follows Accept-Language for visitors', async () => {
    const res = await ctx.client().get('/api/i18n/current');
    expect(res.body).toEqual({
      code: 0,
      msg: { lang: { key: 'en' }, currency: { code: 'USD', symbol: '$', rate: 1, rateDate: '' } },
    });
    const zh = await ctx.client().get('/api/i18n/current', { headers: { 'accept-language': 'zh-TW' } });
    expect(zh.body.msg).toMatchObject({ lang: { key: 'zh-tw' } });
  });

  it('stores the choice on the account and in a cookie', async () => {
    const { client, email } = await signedInClient(ctx);
    expect((await client.put('/api/i18n/language', { json: { lang: 'zh-CN' } })).body).toEqual({
      code: 0,
      msg: { lang: 'zh-cn' },
    });
    expect((await client.put('/api/i18n/currency', { form: { currency: 'eur' } })).body).toEqual({
      code: 0,
      msg: { currency: 'EUR' },
    });
    expect((await client.get('/api/i18n/current')).body.msg).toMatchObject({
      lang: { key: 'zh-cn' },
      currency: {
        code: 'EUR',
        symbol: '€',
        rateDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
      },
    });
    // Another browser of the same account gets the account's choice and answers in it.
    const other = ctx.client();
    await other.post('/api/login', { form: { email, password: PASSWORD } });
    expect((await other.get('/api/i18n/current')).body.msg).toMatchObject({ lang: { key: 'zh-cn' } });
    const err = await other.post('/api/contact', {
      json: { firstName: '', lastName: 'x', telephone: '123456' },
    });
    expect(err.body.msg).toBe('请输入名字');
  });

  it('refuses languages and currencies it does not offer', async () => {
    const lang = await ctx.client().put('/api/i18n/language', { json: { lang: 'fr' } });
    expect(lang.status).toBe(400);
    expect(lang.body.errors).toEqual([{ field: 'lang', message: 'This language is not offered' }]);
    const currency = await ctx.client().put('/api/i18n/currency', { json: { currency: 'XXX' } });
    expect(currency.body.errors).toEqual([{ field: 'currency', message: 'This currency is not offered' }]);
  });
});
