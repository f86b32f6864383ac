// The storefront purchase of a visitor (spec 001 section 4; docs/domain/purchase.md, "Visitors"): the flow kept on
// the server under its code, the account made with the order, the refusals of bad, expired and foreign codes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ErrorCode,
  VISITOR_CODE_HEADER,
  type CsrInfoAnswer,
  type EventInfo,
  type OrderPaymentDetail,
} from '@portal/contract';
import { and, count, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditEvents, orders, privateKeys, purchaseEvents } from '../../db/schema/index.js';
import { DAY } from '../../lib/clock.js';
import {
  createTestContext,
  PASSWORD,
  signedInClient,
  uniqueEmail,
  type CallOptions,
  type TestClient,
  type TestContext,
} from '../../test/harness.js';
import { okMsg } from '../../test/purchase.js';
import { purgeExpiredVisitorPurchases } from './expired-visitor-purchases.js';
import { VISITOR_STARTS_PER_HOUR } from './purchase.routes.js';

let ctx: TestContext;
let dir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(join(tmpdir(), 'visitor-csr-'));
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

const CONTACT = { firstName: 'Ada', lastName: 'Lovelace', telephone: '+44 20 7946 0000' };

/** A visitor's browser on the storefront: it carries the code in the URL and repeats it in the header. */
class Visitor {
  code = '';
  constructor(
    readonly client: TestClient,
    readonly email: string,
  ) {}

  private withCode(path: string) {
    return `${path}${path.includes('?') ? '&' : '?'}code=${encodeURIComponent(this.code)}`;
  }
  private options(options: CallOptions = {}): CallOptions {
    return { ...options, headers: { ...options.headers, [VISITOR_CODE_HEADER]: this.code } };
  }
  get(path: string, options?: CallOptions) {
    return this.client.get(this.withCode(path), this.options(options));
  }
  post(path: string, options?: CallOptions) {
    return this.client.post(this.withCode(path), this.options(options));
  }
}

/** The e-mail step: starts a visitor's purchase and keeps its code. */
async function startVisitor(options: { product?: string; trial?: boolean; email?: string } = {}) {
  const visitor = new Visitor(ctx.client(), options.email ?? uniqueEmail('visitor'));
  const started = okMsg<{ code: string }>(
    await visitor.client.post('/api/event/contact_info/save', {
      json: { product: options.product ?? 'RapidDV', email: visitor.email, trial: options.trial ?? false },
    }),
  );
  expect(started.code.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
  visitor.code = started.code;
  return visitor;
}

/** Contact → online CSR → key download: the steps before the validation method. */
async function walkToMethod(visitor: Visitor, domains = 'shop.example.com') {
  okMsg(await visitor.post('/api/event/contact_info/save', { json: CONTACT }));
  const saved = okMsg<CsrInfoAnswer>(
    await visitor.post('/api/event/csr_info/save', {
      json: { csrFrom: 'online', domains, keyAlgorithm: 'ECDSAP256' },
    }),
  );
  expect(saved.download).toBe(true);
  const key = await visitor.get('/api/event/private_key/download');
  expect(key.status).toBe(200);
  expect(key.text).toContain('PRIVATE KEY');
  return { saved, keyPem: key.text };
}

function createOrder(visitor: Visitor, body: Record<string, unknown> = {}) {
  return visitor.post('/api/event/order/create', {
    json: { authMethod: 'dns', validity: 12, currency: 'USD', ...body },
  });
}

async function mailsTo(email: string) {
  const raws = ctx.outbox().filter((raw) => raw.includes(email));
  return Promise.all(raws.map((raw) => simpleParser(raw)));
}

function opensslCsr(name: string, subject: string, san: string): string {
  const key = join(dir, `${name}.key`);
  const csr = join(dir, `${name}.csr`);
  execFileSync(
    'openssl',
    ['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', key],
    {
      stdio: 'ignore',
    },
  );
  execFileSync('openssl', ['req', '-new', '-key', key, '-subj', subject, '-out', csr, '-addext', san], {
    stdio: 'ignore',
  });
  return readFileSync(csr, 'utf8');
}

/** The visitor's purchase as stored (other test files share the PostgreSQL database: only this one is compared). */
async function eventRows(email: string) {
  return ctx.handle.db.select().from(purchaseEvents).where(eq(purchaseEvents.visitorEmail, email));
}

describe('a visitor buying from the storefront', () => {
  it('goes from the e-mail step to an account that owns the order and the key, and can take the trial', async () => {
    const visitor = await startVisitor();
    const { keyPem } = await walkToMethod(visitor);
    const approvers = okMsg<string[]>(await visitor.get('/api/event/approver_email'));
    expect(approvers).toEqual([
      'admin@example.com',
      'administrator@example.com',
      'webmaster@example.com',
      'hostmaster@example.com',
      'postmaster@example.com',
    ]);
    const info = okMsg<EventInfo>(await visitor.get('/api/event/info'));
    expect(info).toMatchObject({ email: visitor.email, intent: 'buy', product: { validities: [24] } });

    // The page sends 12 months: a storefront purchase is 24 months whatever it sends.
    const created = okMsg<{ id: number }>(await createOrder(visitor));
    const [account] = await ctx.handle.db.select().from(accounts).where(eq(accounts.email, visitor.email));
    expect(account).toMatchObject({ registerFrom: 'storefront', passwordChangedAt: null });
    const [order] = await ctx.handle.db.select().from(orders).where(eq(orders.id, created.id));
    expect(order).toMatchObject({ accountId: account!.id, status: 12, validity: 24, paid: false });
    expect(order!.totalCents).toBeGreaterThan(0);
    const [key] = await ctx.handle.db
      .select()
      .from(privateKeys)
      .where(eq(privateKeys.id, order!.privateKeyId!));
    expect(key!.accountId).toBe(account!.id);
    const audit = await ctx.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, account!.id), eq(auditEvents.activity, 'order.create')));
    expect(audit).toHaveLength(1);
    // The purchase is gone with its code.
    expect((await visitor.get('/api/event/info')).body).toMatchObject({
      code: 0,
      msg: { email: visitor.email },
    });

    // Signed in: buy-details, the trial, the validation values.
    const detail = okMsg<OrderPaymentDetail>(await visitor.client.get(`/api/order/detail/${created.id}`));
    expect(detail).toMatchObject({ paid: false, freeTrial: true });
    // The contact person the visitor saved is the new account's contact (account/contact_info, issue 31).
    expect(okMsg(await visitor.client.get('/api/account/contact_info'))).toEqual(CONTACT);
    okMsg(await visitor.client.put(`/api/order/free_trial/${created.id}`));
    okMsg(await visitor.client.get(`/api/order/commit?id=${created.id}`));
    const authInfo = okMsg<{ domain: string; authKey?: string }[]>(
      await visitor.client.get(`/api/order/authInfo/${created.id}`),
    );
    expect(authInfo[0]).toMatchObject({ domain: 'shop.example.com' });
    // The key the visitor downloaded is the order's key, now downloadable from the account only.
    expect(keyPem).toContain('BEGIN PRIVATE KEY');

    // The mail says why the account exists and how to set the password.
    const [mail] = await mailsTo(visitor.email);
    expect(mail!.subject).toBe(`Your account for order ${created.id}`);
    expect(mail!.text).toContain(`with the order ${created.id}`);
    const token = /manage-reset\?token=([\w-]+)/.exec(mail!.text ?? '')![1]!;
    okMsg(
      await ctx.client().post(`/api/reset/${token}`, { form: { password: PASSWORD, confirm: PASSWORD } }),
    );
    const later = ctx.client();
    okMsg(await later.post('/api/login', { form: { email: visitor.email, password: PASSWORD } }));
    const list = okMsg<{ list: { id: number }[] }>(await later.get('/api/orders?page=1&pageSize=10'));
    expect(list.list.map((o) => o.id)).toEqual([created.id]);
  });

  it('takes a pasted CSR (no key to download) and a Free trial start', async () => {
    const visitor = await startVisitor({ trial: true });
    okMsg(await visitor.post('/api/event/contact_info/save', { json: CONTACT }));
    const csr = opensslCsr('pasted', '/CN=pasted.example.org', 'subjectAltName=DNS:pasted.example.org');
    const saved = okMsg<CsrInfoAnswer>(
      await visitor.post('/api/event/csr_info/save', {
        json: { csrFrom: 'newCSR', csr, postalCode: '10115', streetAddress: 'Street 1' },
      }),
    );
    expect(saved).toMatchObject({ download: false, commonName: 'pasted.example.org' });
    expect((await visitor.get('/api/event/private_key/download')).status).toBe(404);
    const info = okMsg<EventInfo>(await visitor.get('/api/event/info'));
    expect(info.intent).toBe('trial');
    const created = okMsg<{ id: number }>(await createOrder(visitor, { authMethod: 'http', validity: 48 }));
    const [order] = await ctx.handle.db.select().from(orders).where(eq(orders.id, created.id));
    expect(order).toMatchObject({ validity: 24, privateKeyId: null, authMethod: 'http' });
  });

  it('restores everything from the code alone (another browser, later)', async () => {
    const visitor = await startVisitor();
    await walkToMethod(visitor, 'back.example.com');
    ctx.clock.advance(6 * DAY);
    const elsewhere = new Visitor(ctx.client(), visitor.email);
    elsewhere.code = visitor.code;
    const info = okMsg<EventInfo>(await elsewhere.get('/api/event/info'));
    expect(info).toMatchObject({
      email: visitor.email,
      ContactInfo: { ...CONTACT, email: visitor.email },
      CSRInfo: { csrFrom: 'online', domains: 'back.example.com', hasPrivateKey: true, keyDownloaded: true },
    });
    ctx.clock.advance(-6 * DAY);
  });

  it('answers a bad, an expired and a foreign code with a clear 4xx and changes nothing', async () => {
    const visitor = await startVisitor();
    await walkToMethod(visitor, 'kept.example.com');
    const before = JSON.stringify(await eventRows(visitor.email));

    const stranger = new Visitor(ctx.client(), 'x@example.com');
    stranger.code = 'A'.repeat(32);
    for (const call of [
      stranger.get('/api/event/info'),
      stranger.post('/api/event/contact_info/save', { json: CONTACT }),
      stranger.get('/api/event/private_key/download'),
      createOrder(stranger),
    ]) {
      const answer = await call;
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        code: ErrorCode.visitorLinkInvalid,
        msg: 'This purchase link is invalid or has expired. Please start again from the product page',
      });
    }

    // A member's session works on its own purchase: a visitor's code in its URL reaches nothing.
    const { client: member } = await signedInClient(ctx);
    const aimed = await member.get(`/api/event/private_key/download?code=${visitor.code}`);
    expect(aimed.status).toBe(409);
    expect(aimed.text).not.toContain('PRIVATE KEY');
    expect(
      (
        await member.post(`/api/event/order/create?code=${visitor.code}`, {
          json: { authMethod: 'dns', validity: 24 },
        })
      ).status,
    ).toBe(409);

    // The code without its header (a form or link of another site) is refused.
    const noHeader = await visitor.client.get(`/api/event/private_key/download?code=${visitor.code}`);
    expect(noHeader.status).toBe(403);
    expect(noHeader.text).not.toContain('PRIVATE KEY');
    const formPost = await visitor.client.post(`/api/event/order/create?code=${visitor.code}`, {
      form: { authMethod: 'dns', validity: '24' },
    });
    expect(formPost.status).toBe(403);

    ctx.clock.advance(7 * DAY + 1);
    try {
      const expired = await visitor.get('/api/event/info');
      expect(expired.status).toBe(410);
      expect(expired.body.code).toBe(ErrorCode.visitorLinkExpired);
      expect((await createOrder(visitor)).status).toBe(410);
    } finally {
      ctx.clock.advance(-(7 * DAY + 1));
    }
    expect(JSON.stringify(await eventRows(visitor.email))).toBe(before);
    const [made] = await ctx.handle.db
      .select({ n: count() })
      .from(accounts)
      .where(eq(accounts.email, visitor.email));
    expect(made!.n).toBe(0);
  });

  it('forgets an expired purchase and the key made for it (housekeeping), not the live ones', async () => {
    const expiring = await startVisitor();
    await walkToMethod(expiring, 'gone.example.com');
    const [row] = await ctx.handle.db
      .select()
      .from(purchaseEvents)
      .where(eq(purchaseEvents.visitorEmail, expiring.email));
    ctx.clock.advance(3 * DAY);
    const live = await startVisitor();
    ctx.clock.advance(4 * DAY + 1);
    try {
      expect(await purgeExpiredVisitorPurchases(ctx.handle.db, ctx.clock.now())).toBeGreaterThanOrEqual(1);
      const left = await ctx.handle.db.select().from(purchaseEvents).where(eq(purchaseEvents.id, row!.id));
      expect(left).toEqual([]);
      const keys = await ctx.handle.db
        .select()
        .from(privateKeys)
        .where(eq(privateKeys.id, row!.privateKeyId!));
      expect(keys).toEqual([]);
      expect((await live.get('/api/event/info')).body.code).toBe(0);
    } finally {
      ctx.clock.advance(-(7 * DAY + 1));
    }
  });

  it('refuses an e-mail that has an account, with the hint to log in', async () => {
    const { email } = await signedInClient(ctx);
    const answer = await ctx.client().post('/api/event/contact_info/save', {
      json: { product: 'RapidDV', email },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: ErrorCode.emailTaken,
      msg: 'This email address already has an account. Please log in to continue your purchase',
      errors: [{ field: 'email' }],
    });
  });

  it('makes one account and one order from a double order call', async () => {
    const visitor = await startVisitor();
    await walkToMethod(visitor);
    const answers = await Promise.all([createOrder(visitor), createOrder(visitor)]);
    const [first, second] = answers.map((a) => a.status).sort();
    expect(first).toBe(200);
    // The second finds the purchase gone (404) or, when it read it first, loses the race in the transaction (409).
    expect([404, 409]).toContain(second);
    const [made] = await ctx.handle.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, visitor.email));
    const [placed] = await ctx.handle.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.accountId, made!.id));
    expect(placed!.n).toBe(1);
    expect(await mailsTo(visitor.email)).toHaveLength(1);
  });

  it('sells the term chosen on the product page (issue 31), whatever a later page sends; refuses a term not sold', async () => {
    const visitor = new Visitor(ctx.client(), uniqueEmail('term'));
    visitor.code = okMsg<{ code: string }>(
      await visitor.client.post('/api/event/contact_info/save', {
        json: { product: 'RapidDV', email: visitor.email, validity: 12 },
      }),
    ).code;
    const info = okMsg<EventInfo>(await visitor.get('/api/event/info'));
    expect(info).toMatchObject({ intent: 'buy', product: { shortName: 'RapidDV', validities: [12] } });
    await walkToMethod(visitor);
    const created = okMsg<{ id: number }>(await createOrder(visitor, { validity: 24 }));
    const [order] = await ctx.handle.db.select().from(orders).where(eq(orders.id, created.id));
    expect(order).toMatchObject({ validity: 12 });
    const price = okMsg<{ price: number }>(
      await ctx.client().get('/api/product/price?shortName=RapidDV&validity=12&currency=USD'),
    );
    expect(order!.totalCents).toBe(Math.round(price.price * 100));

    const refused = await ctx.client().post('/api/event/contact_info/save', {
      json: { product: 'RapidDV', email: uniqueEmail('term'), validity: 7 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'validity', message: expect.stringContaining('7 months') },
    ]);
  });

  it('limits how many purchases one address starts', async () => {
    const client = ctx.client();
    const start = () =>
      client.post('/api/event/contact_info/save', {
        json: { product: 'RapidDV', email: uniqueEmail('many') },
      });
    for (let i = 0; i < VISITOR_STARTS_PER_HOUR; i++) okMsg(await start());
    const limited = await start();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ErrorCode.tooManyRequests);
  });

  it('needs product and e-mail to start, and a product that offers a trial for Free trial', async () => {
    const missing = await ctx.client().post('/api/event/contact_info/save', { json: { product: 'RapidDV' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'email', message: 'Please enter email address' }]);
    const unknown = await ctx.client().post('/api/event/contact_info/save', {
      json: { product: 'NoSuchProduct', email: uniqueEmail() },
    });
    expect(unknown.status).toBe(404);
    // Without a session and without a code, the other calls ask to log in as before.
    expect((await ctx.client().get('/api/event/info')).body.code).toBe(ErrorCode.notLoggedIn);
  });
});

describe('a member starting from the storefront', () => {
  it('creates an event first, then uses the same calls without a code, at 24 months', async () => {
    const { client, email } = await signedInClient(ctx);
    okMsg(await client.post('/api/event/create', { json: { shortName: 'RapidDV', intent: 'trial' } }));
    okMsg(await client.post('/api/event/contact_info/save', { json: CONTACT }));
    okMsg(
      await client.post('/api/event/csr_info/save', {
        json: { csrFrom: 'online', domains: 'member.example.com', keyAlgorithm: 'ECDSAP256' },
      }),
    );
    expect((await client.get('/api/event/private_key/download')).status).toBe(200);
    const info = okMsg<EventInfo>(await client.get('/api/event/info'));
    expect(info).toMatchObject({ email, intent: 'trial', product: { validities: [24] } });
    const created = okMsg<{ id: number }>(
      await client.post('/api/event/order/create', { json: { authMethod: 'dns', validity: 12 } }),
    );
    const [order] = await ctx.handle.db.select().from(orders).where(eq(orders.id, created.id));
    expect(order!.validity).toBe(24);
    // The term chosen on the product page (issue 31): Buy for 12 months.
    okMsg(
      await client.post('/api/event/create', { json: { shortName: 'RapidDV', intent: 'buy', validity: 12 } }),
    );
    expect(okMsg<EventInfo>(await client.get('/api/event/info')).product?.validities).toEqual([12]);
    // The member wizard (no intent) keeps the chosen term.
    okMsg(await client.post('/api/event/create', { json: { shortName: 'RapidDV' } }));
    expect(okMsg<EventInfo>(await client.get('/api/event/info')).intent).toBeNull();
  });
});
