// The console's letters, advertisements, settings and skins (issue 18): each change through the command line's
// service with its operator audit row (before / after), bad input a localised 400 with nothing written, and the
// customers' calls showing the change. PGlite and, with PORTAL_TEST_DB=postgres, PostgreSQL.
import type {
  AdminSetting,
  LetterRow,
  ListAnswer,
  OpsAdRow,
  OpsLetterRow,
  OpsSettings,
  OpsSkinRow,
} from '@portal/contract';
import { translate } from '@portal/i18n';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letters, operatorAudit } from '../../db/schema/index.js';
import { testDatabaseKind } from '../../test/database.js';
import { createTestContext, signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { auditOf, signedInOperator } from '../../test/ops.js';
import { okMsg } from '../../test/purchase.js';
import { createOperatorCommands, runOperatorCommand } from '../operator/commands.js';

let ctx: TestContext;
let operator: TestClient;
let operatorEmail: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ client: operator, email: operatorEmail } = await signedInOperator(ctx));
}, 60_000);
afterAll(() => ctx?.close());

/** This file's operator's audit rows (test files share the PostgreSQL database and run side by side). */
const auditTotal = async () =>
  (
    await ctx.handle.db
      .select({ n: count() })
      .from(operatorAudit)
      .where(eq(operatorAudit.operatorEmail, operatorEmail))
  )[0]!.n;

async function skinTitleAt(host: string): Promise<string> {
  const answer = await ctx.app.inject({ url: '/api/admin-setting', headers: { host } });
  return answer.json<{ msg: AdminSetting }>().msg.skin.title;
}

describe(`console letters (${testDatabaseKind})`, () => {
  it('previews the sanitised HTML, sends a private letter the customer reads, lists it, with its audit row', async () => {
    const customer = await signedInClient(ctx);
    const html = '<p onclick="x()">Hello <b>there</b></p><script>alert(1)</script>';
    const preview = okMsg<{ html: string }>(
      await operator.post('/api/ops/letters/preview', { json: { html } }),
    );
    expect(preview.html).not.toContain('script');
    expect(preview.html).not.toContain('onclick');
    expect(preview.html).toContain('<b>there</b>');

    const sent = okMsg<{ id: number; to: string }>(
      await operator.post('/api/ops/letters', { json: { email: customer.email, title: 'Welcome', html } }),
    );
    expect(sent.to).toBe(customer.email);
    const inbox = okMsg<ListAnswer<LetterRow>>(await customer.client.get('/api/letters?tag=private'));
    expect(inbox.list[0]).toMatchObject({ id: sent.id, title: 'Welcome', content: preview.html });
    expect(okMsg<number>(await customer.client.get('/api/letters/unread'))).toBeGreaterThan(0);

    const list = okMsg<ListAnswer<OpsLetterRow>>(await operator.get('/api/ops/letters?pageSize=100'));
    expect(list.list.find((row) => row.id === sent.id)).toMatchObject({
      to: customer.email,
      title: 'Welcome',
    });
    const [audit] = await auditOf(ctx, 'letter', String(sent.id));
    expect(audit).toMatchObject({ action: 'letter.send', operatorEmail });
    expect(audit!.details).toMatchObject({
      before: null,
      after: { to: customer.email, content: preview.html },
    });
  });

  it('answers an unknown address 404 and a letter to both or neither 400, writing nothing', async () => {
    const marker = `never sent ${process.pid}`;
    const stored = () => ctx.handle.db.select({ n: count() }).from(letters).where(eq(letters.title, marker));
    const audits = await auditTotal();
    const unknown = await operator.post('/api/ops/letters', {
      json: { email: 'nobody-here@example.com', title: marker, html: 'x' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(
      translate('en-US', 'opsContent.errors.noAccount', { email: 'nobody-here@example.com' }),
    );
    for (const json of [
      { public: true, email: 'a@example.com', title: marker, html: 'x' },
      { title: marker, html: 'x' },
      { public: true, title: '', html: 'x' },
    ])
      expect((await operator.post('/api/ops/letters', { json })).status).toBe(400);
    expect((await stored())[0]!.n).toBe(0);
    expect(await auditTotal()).toBe(audits);
  });

  it('records the command line letter:send as a command line audit row', async () => {
    const commands = createOperatorCommands({ db: ctx.handle.db, clock: ctx.clock, migrate: async () => {} });
    const answer = await runOperatorCommand(commands, 'letter:send', [
      '--public',
      '--title',
      'All',
      '--html',
      'x',
    ]);
    expect(answer.ok).toBe(true);
    const id = /letter (\d+)/.exec(answer.output)![1]!;
    const [audit] = await auditOf(ctx, 'letter', id);
    expect(audit).toMatchObject({
      action: 'letter.send',
      operatorEmail: 'command line',
      operatorAccountId: null,
    });
  });
});

describe(`console advertisements (${testDatabaseKind})`, () => {
  const body = {
    location: 'homePage',
    imageLink: '/static/ad.png',
    contentLink: 'https://example.com/offer',
    description: 'Winter offer',
    popCountdown: 5,
  };

  it('adds, lists, changes and takes down an advertisement, each with its audit row; customers see it at once', async () => {
    const added = okMsg<OpsAdRow>(await operator.post('/api/ops/ads', { json: body }));
    expect(added).toMatchObject({ ...body, state: 'running', removedAt: null });
    const running = await ctx.app.inject({ url: '/api/advertisements' });
    expect(running.json<{ msg: { list: { id: number }[] } }>().msg.list.map((ad) => ad.id)).toContain(
      added.id,
    );

    const changed = okMsg<OpsAdRow>(
      await operator.call('PUT', `/api/ops/ads/${added.id}`, {
        json: { ...body, description: 'Spring offer' },
      }),
    );
    expect(changed).toMatchObject({ description: 'Spring offer', startsAt: added.startsAt });
    const list = okMsg<{ list: OpsAdRow[] }>(await operator.get('/api/ops/ads'));
    expect(list.list.find((ad) => ad.id === added.id)?.description).toBe('Spring offer');

    const removed = okMsg<OpsAdRow>(await operator.post(`/api/ops/ads/${added.id}/remove`));
    expect(removed.state).toBe('removed');
    const after = await ctx.app.inject({ url: '/api/advertisements' });
    expect(after.json<{ msg: { list: { id: number }[] } }>().msg.list.map((ad) => ad.id)).not.toContain(
      added.id,
    );
    expect((await operator.post(`/api/ops/ads/${added.id}/remove`)).status).toBe(409);

    const audits = await auditOf(ctx, 'advertisement', String(added.id));
    expect(audits.map((row) => row.action)).toEqual([
      'advertisement.remove',
      'advertisement.update',
      'advertisement.add',
    ]);
    expect(audits[1]!.details).toMatchObject({
      before: { description: 'Winter offer' },
      after: { description: 'Spring offer' },
    });
  });

  it('refuses the links ad:set refuses with a localised 400 and writes nothing', async () => {
    const audits = await auditTotal();
    const answer = await operator.post('/api/ops/ads', {
      json: { ...body, contentLink: 'javascript:alert(1)' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBeDefined();
    expect((await operator.post('/api/ops/ads', { json: { ...body, location: 'nowhere' } })).status).toBe(
      400,
    );
    expect(await auditTotal()).toBe(audits);
  });
});

describe(`console settings (${testDatabaseKind})`, () => {
  it('reads and changes the website title, chat script and offline texts, one audit row per change', async () => {
    const start = okMsg<OpsSettings>(await operator.get('/api/ops/settings'));
    // A name of this run (the PostgreSQL database keeps what an earlier run stored).
    const stamp = Date.now().toString(36);
    const name = `Console Certs ${stamp}`;
    const chat = `https://chat.example.com/widget-${stamp}.js`;
    expect(start.salesEmailDefault).toContain('@');
    expect(start.affiliate.commissionPercent).toBeGreaterThan(0);
    const saved = okMsg<OpsSettings>(
      await operator.put('/api/ops/settings', {
        json: {
          website: name,
          chatScript: chat,
          offlineInstructions: { 'en-US': `Pay to IBAN ${stamp}\r\nref: TOPUP`, 'zh-CN': null },
        },
      }),
    );
    expect(saved).toMatchObject({
      website: name,
      chatScript: chat,
      offlineInstructions: { 'en-US': `Pay to IBAN ${stamp}\nref: TOPUP`, 'zh-CN': null },
    });
    // This operator's rows (the skins tests of another file set the website from the command line meanwhile).
    const mine = async (key: string) =>
      (await auditOf(ctx, 'setting', key)).filter((row) => row.operatorEmail === operatorEmail);
    const [website] = await mine('website');
    expect(website).toMatchObject({ action: 'settings.website', operatorEmail });
    expect(website!.details).toMatchObject({ after: name });
    expect(typeof (website!.details as { before: unknown }).before).toBe('string');
    expect((await mine('chatJS'))[0]?.action).toBe('settings.chat');
    expect((await mine('offlineInstructions'))[0]?.action).toBe('settings.offline');

    // Saving the values stored now again changes and records nothing.
    const now = okMsg<OpsSettings>(await operator.get('/api/ops/settings'));
    const audits = await auditTotal();
    okMsg(
      await operator.put('/api/ops/settings', {
        json: {
          website: now.website,
          chatScript: now.chatScript,
          offlineInstructions: now.offlineInstructions,
        },
      }),
    );
    expect(await auditTotal()).toBe(audits);

    // The shared PostgreSQL database: the settings as they were for the other test files.
    okMsg(
      await operator.put('/api/ops/settings', {
        json: {
          website: start.website,
          chatScript: start.chatScript,
          offlineInstructions: start.offlineInstructions,
        },
      }),
    );
  });

  it('refuses a bad chat address before writing anything (the title given with it stays as it was)', async () => {
    const audits = await auditTotal();
    const answer = await operator.put('/api/ops/settings', {
      json: { website: 'Never Stored', chatScript: 'http://chat.example.com/w.js' },
    });
    expect(answer.status).toBe(400);
    expect(okMsg<OpsSettings>(await operator.get('/api/ops/settings')).website).not.toBe('Never Stored');
    expect(await auditTotal()).toBe(audits);
    const markup = await operator.put('/api/ops/settings', { json: { website: '<b>x</b>' } });
    expect(markup.status).toBe(400);
    expect(markup.body.msg).toBe(translate('en-US', 'whiteLabel.errors.titleMarkup'));
  });
});

describe(`console skins (${testDatabaseKind})`, () => {
  it('sets, lists and removes a host skin through the skin:set service, with audit rows', async () => {
    const host = `ops-${process.pid}.example.com`;
    const saved = okMsg<OpsSkinRow>(
      await operator.put(`/api/ops/skins/${host}`, {
        json: { title: 'Reseller Certs', logo: '/static/r.png' },
      }),
    );
    expect(saved).toMatchObject({ host, title: 'Reseller Certs', logo: '/static/r.png' });
    expect(saved.effective.title).toBe('Reseller Certs');
    expect(await skinTitleAt(host)).toBe('Reseller Certs');
    const list = okMsg<{ list: OpsSkinRow[] }>(await operator.get('/api/ops/skins'));
    expect(list.list.map((row) => row.host)).toContain(host);

    // An omitted field keeps its value; an empty one clears it.
    const changed = okMsg<OpsSkinRow>(await operator.put(`/api/ops/skins/${host}`, { json: { logo: '' } }));
    expect(changed).toMatchObject({ title: 'Reseller Certs', logo: null });

    okMsg(await operator.call('DELETE', `/api/ops/skins/${host}`));
    expect(await skinTitleAt(host)).not.toBe('Reseller Certs');
    expect((await operator.call('DELETE', `/api/ops/skins/${host}`)).status).toBe(404);
    const audits = await auditOf(ctx, 'skin', host);
    expect(audits.map((row) => row.action)).toEqual(['skin.remove', 'skin.set', 'skin.set']);
    expect(audits[1]!.details).toMatchObject({ before: { logo: '/static/r.png' }, after: { logo: null } });
  });

  it('refuses a bad host or markup in the title with a 400, writing nothing', async () => {
    const audits = await auditTotal();
    expect((await operator.put('/api/ops/skins/not%20a%20host', { json: { title: 'x' } })).status).toBe(400);
    expect(
      (await operator.put('/api/ops/skins/fine.example.com', { json: { title: '<script>' } })).status,
    ).toBe(400);
    expect(await auditTotal()).toBe(audits);
  });
});

describe(`console content: customers (${testDatabaseKind})`, () => {
  it('answers a customer 403 on every call of this slice', async () => {
    const { client } = await signedInClient(ctx);
    for (const [method, url] of [
      ['GET', '/api/ops/letters'],
      ['POST', '/api/ops/letters/preview'],
      ['GET', '/api/ops/settings'],
      ['GET', '/api/ops/skins'],
      ['GET', '/api/ops/ads'],
    ] as const)
      expect((await client.call(method, url, method === 'POST' ? { json: { html: 'x' } } : {})).status).toBe(
        403,
      );
    // The audit rows' operator is the signed-in one, never a customer.
    expect(
      (await ctx.handle.db.select().from(operatorAudit).where(eq(operatorAudit.operatorEmail, operatorEmail)))
        .length,
    ).toBeGreaterThan(0);
  });
});
