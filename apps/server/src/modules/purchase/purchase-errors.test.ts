import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { okMsg } from '../../test/purchase.js';

let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(join(tmpdir(), 'csr-'));
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A CSR made by openssl, as a customer would bring it. */
function opensslCsr(name: string, keyArgs: string[], subject: string, san?: string): string {
  const key = join(dir, `${name}.key`);
  const csr = join(dir, `${name}.csr`);
  execFileSync('openssl', ['genpkey', ...keyArgs, '-out', key], { stdio: 'ignore' });
  execFileSync(
    'openssl',
    [
      'req',
      '-new',
      '-key',
      key,
      '-subj',
      subject,
      '-out',
      csr,
      ...(san ? ['-addext', `subjectAltName=${san}`] : []),
    ],
    { stdio: 'ignore' },
  );
  return readFileSync(csr, 'utf8');
}

async function startPurchase(shortName: string): Promise<TestClient> {
  const { client } = await signedInClient(ctx);
  okMsg(await client.post('/api/event/create', { form: { shortName } }));
  okMsg(
    await client.post('/api/event/contact_info/save', {
      json: { firstName: 'A', lastName: 'B', telephone: '12345678' },
    }),
  );
  return client;
}

const upload = (client: TestClient, csr: string, domains = '') =>
  client.post('/api/event/csr_info/save', {
    json: { csrFrom: 'newCSR', csr, domains, postalCode: '10115', streetAddress: 'Street 1' },
  });

describe('bad CSRs and names each get their own message', () => {
  it('explains every refusal precisely', async () => {
    const client = await startPurchase('RapidDV');
    const rsa1024 = opensslCsr(
      'weak',
      ['-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:1024'],
      '/CN=weak.example.com',
    );
    const p521 = opensslCsr(
      'p521',
      ['-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-521'],
      '/CN=curve.example.com',
    );
    const good = opensslCsr(
      'good',
      ['-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256'],
      '/CN=good.example.com',
      'DNS:good.example.com',
    );
    const wildcard = opensslCsr(
      'wild',
      ['-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256'],
      '/CN=*.example.com',
    );
    // Flip the last byte of the DER: it lies inside the signature, so the structure stays readable.
    const der = Buffer.from(good.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64');
    der[der.length - 1]! ^= 0xff;
    const tampered = `-----BEGIN CERTIFICATE REQUEST-----\n${der.toString('base64')}\n-----END CERTIFICATE REQUEST-----\n`;

    const cases: [string, string, string][] = [
      ['garbage', 'not a csr at all', 'csr'],
      ['rsa1024', rsa1024, 'csr'],
      ['p521', p521, 'csr'],
      ['tampered', tampered, 'csr'],
      ['wildcard on a single-domain product', wildcard, 'domains'],
    ];
    const messages = new Set<string>();
    for (const [label, csr, field] of cases) {
      const answer = await upload(client, csr);
      expect(answer.status, label).toBe(422);
      expect([ErrorCode.csrInvalid, ErrorCode.domainInvalid], label).toContain(answer.body.code);
      expect(answer.body.errors?.[0]?.field, label).toBe(field);
      messages.add(answer.body.msg);
    }
    expect(messages.size).toBe(cases.length);
    const weak = await upload(client, rsa1024);
    expect(weak.body.msg).toContain('1024');

    const mismatch = await upload(client, good, 'other.example.com');
    expect(mismatch.body.msg).toBe(
      '“other.example.com” is not in the CSR; enter only names the CSR contains',
    );
    const empty = await client.post('/api/event/csr_info/save', { json: { csrFrom: 'newCSR', domains: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('Please enter your CSR first or upload your CSR file');
    const noAddress = await client.post('/api/event/csr_info/save', {
      json: { csrFrom: 'newCSR', csr: good },
    });
    expect(noAddress.body.errors?.map((e) => e.field)).toEqual(['postalCode', 'streetAddress']);

    // A typed word reads as a name, not as part of the sentence ("not is an internal name…").
    const word = await client.post('/api/event/csr_info/save', {
      json: { csrFrom: 'online', domains: 'not' },
    });
    expect(word.status).toBe(422);
    expect(word.body.msg).toMatch(/^“not” is an internal name/);

    const accepted = okMsg<{ download: boolean; commonName: string }>(
      await upload(client, good, 'good.example.com'),
    );
    expect(accepted).toMatchObject({ download: false, commonName: 'good.example.com' });
  });

  it('refuses public suffixes, private IPs and HTTP validation where it is not allowed', async () => {
    const client = await startPurchase('RapidDV');
    const suffix = await client.post('/api/event/csr_info/save', {
      json: { csrFrom: 'online', domains: 'co.uk' },
    });
    expect(suffix.body.code).toBe(ErrorCode.domainInvalid);
    expect(suffix.body.msg).toContain('co.uk');

    const ip = await startPurchase('PositiveIPSSL');
    const privateIp = await ip.post('/api/event/csr_info/save', {
      json: { csrFrom: 'online', domains: '192.168.1.10' },
    });
    expect(privateIp.body.code).toBe(ErrorCode.domainInvalid);
    const publicIp = okMsg<{ authMethods: string[] }>(
      await ip.post('/api/event/csr_info/save', { json: { csrFrom: 'online', domains: '8.8.8.8' } }),
    );
    expect(publicIp.authMethods).toEqual(['http']);
    expect((await ip.get('/api/event/private_key/download')).status).toBe(200);
    const dns = await ip.post('/api/event/order/create', { json: { authMethod: 'dns', validity: 12 } });
    expect(dns.status).toBe(400);
    expect(dns.body.msg).toBe(
      'The validation method dns is not available for this order; choose one of: http',
    );

    const wild = await startPurchase('PositiveDVWildcard');
    const saved = okMsg<{ authMethods: string[] }>(
      await wild.post('/api/event/csr_info/save', { json: { csrFrom: 'online', domains: '*.example.com' } }),
    );
    expect(saved.authMethods).toEqual(['dns', 'email']);
    const approvers = okMsg<string[]>(await wild.get('/api/event/approver_email'));
    expect(approvers).toEqual([
      'admin@example.com',
      'administrator@example.com',
      'webmaster@example.com',
      'hostmaster@example.com',
      'postmaster@example.com',
    ]);
    expect((await wild.get('/api/event/private_key/download')).status).toBe(200);
    const other = await wild.post('/api/event/order/create', {
      json: { authMethod: 'email', validity: 12, approverEmail: 'ceo@example.com' },
    });
    expect(other.body.errors?.[0]?.field).toBe('approverEmail');
    const order = okMsg<{ id: number; authMethod: string }>(
      await wild.post('/api/event/order/create', {
        json: { authMethod: 'email', validity: 12, approverEmail: 'admin@example.com' },
      }),
    );
    expect(order.authMethod).toBe('email');
  });

  it('never generates a key for code signing', async () => {
    const client = await startPurchase('SectigoCodeSign');
    const online = await client.post('/api/event/csr_info/save', {
      json: { csrFrom: 'online', domains: 'Example Ltd' },
    });
    expect(online.status).toBe(422);
    expect(online.body.msg).toContain('hardware token');
    // Code Signing BR 6.1.5: RSA keys of 3072 bits or more (key-policy.ts, the reissue's rule too).
    const small = opensslCsr(
      'cs-small',
      ['-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048'],
      '/CN=Example Ltd/O=Example Ltd/C=GB',
    );
    const refused = await client.post('/api/event/csr_info/save', {
      json: { csrFrom: 'newCSR', csr: small },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe('The CSR uses an RSA key of 2048 bits; at least 3072 bits are required.');
    const csr = opensslCsr(
      'cs',
      ['-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:3072'],
      '/CN=Example Ltd/O=Example Ltd/C=GB',
    );
    const saved = okMsg<{ download: boolean; authMethods: string[] }>(
      await client.post('/api/event/csr_info/save', { json: { csrFrom: 'newCSR', csr } }),
    );
    expect(saved).toMatchObject({ download: false, authMethods: ['email'] });
    expect((await client.get('/api/event/private_key/download')).status).toBe(404);
    const created = okMsg<{ id: number }>(
      await client.post('/api/event/order/create', { json: { authMethod: 'email', validity: 36 } }),
    );
    expect(created.id).toBeGreaterThan(0);
  });
});
