import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyAndCsr } from '../../../lib/pki/index.js';
import { startPebble, type PebbleServer } from '../../../test/pebble.js';
import { CaError, type CertificateRequest } from '../certificate-authority.js';
import { createAcmeAccountKey, createAcmeCa, type AcmeCaOptions } from './index.js';

async function dnsRequest(name: string): Promise<CertificateRequest> {
  const { csrPem } = await generateKeyAndCsr({
    algorithm: 'ECDSAP256',
    subject: { commonName: name },
    dnsNames: [name],
    ipAddresses: [],
  });
  return { reference: `test-${name}`, kind: 'tls', csrPem, dnsNames: [name], ipAddresses: [], method: 'dns' };
}

async function rejection(promise: Promise<unknown>): Promise<CaError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CaError);
  return error as CaError;
}

describe('ACME certificate authority with External Account Binding', { timeout: 120_000 }, () => {
  let pebble: PebbleServer;
  let server: Pick<AcmeCaOptions, 'directoryUrl' | 'caBundlePem' | 'backoffMin'>;

  beforeAll(async () => {
    pebble = await startPebble({ eabRequired: true });
    server = { directoryUrl: pebble.directoryUrl, caBundlePem: pebble.caBundlePem, backoffMin: 50 };
  }, 60_000);
  afterAll(() => pebble?.stop());

  it('is refused without a binding, with the CA’s reason', async () => {
    const ca = createAcmeCa(server);
    const error = await rejection(ca.submit(await dnsRequest('no-eab.example.test')));
    expect(error.kind).toBe('refused');
    expect(error.message).toMatch(
      /^The ACME server refused the account \(no External Account Binding\): .*externalAccountBinding/,
    );
    expect(error.detail).toEqual({ step: 'newAccount' });
  });

  it('is refused with a binding signed by the wrong key', async () => {
    const ca = createAcmeCa({
      ...server,
      eab: { kid: pebble.eab.kid, hmacKey: 'd3Jvbmcta2V5LXdyb25nLWtleS13cm9uZy1rZXk' },
    });
    const error = await rejection(ca.submit(await dnsRequest('bad-eab.example.test')));
    expect(error.kind).toBe('refused');
    expect(error.message).toMatch(
      /^The ACME server refused the account \(External Account Binding portal-test\)/,
    );
  });

  it('issues with the binding, also to a restarted adapter holding the same account key', async () => {
    const accountKeyPem = await createAcmeAccountKey();
    const ca = createAcmeCa({ ...server, eab: pebble.eab, accountKeyPem });
    const request = await dnsRequest('eab.example.test');
    const pending = await ca.submit(request);
    if (pending.status !== 'pending') throw new Error('expected pending');
    await pebble.challtest.publish(pending.instructions);

    const restarted = createAcmeCa({ ...server, eab: pebble.eab, accountKeyPem });
    const issued = await restarted.recheck(pending.caOrderId, request);
    expect(issued).toMatchObject({ status: 'issued' });
  });
});
