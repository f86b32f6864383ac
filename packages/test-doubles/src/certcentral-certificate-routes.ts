// The CertCentral emulator's certificate calls (certcentral-emulator.ts lists DigiCert's pages): download a
// certificate in one of its formats, revoke it.
import type { Answer, EmulatedCertificate } from './certcentral-routes.js';

type Body = Record<string, unknown>;
const errors = (status: number, code: string, message: string): Answer => ({
  status,
  body: { errors: [{ code, message }] },
});

export function download(certificate: EmulatedCertificate | undefined, format: string | undefined): Answer {
  if (!certificate?.issued)
    return errors(404, 'not_found', 'The certificate was not found or is not issued yet.');
  const [leaf, ...rest] = certificate.issued.pemAll.split(/(?<=-----END CERTIFICATE-----\n)/);
  const bodies: Record<string, string> = {
    pem_all: certificate.issued.pemAll,
    pem_noroot: [leaf, rest[0]].join(''),
    pem_nointermediate: [leaf, rest[1]].join(''),
  };
  const text = bodies[format ?? ''];
  if (!text) return errors(404, 'not_found|route', 'The endpoint does not exist.');
  return { status: 200, body: text, contentType: 'application/x-pem-file' };
}

export function revoke(certificate: EmulatedCertificate | undefined, body: Body): Answer {
  if (!certificate?.issued) return errors(404, 'not_found', 'The certificate was not found.');
  if (body.skip_approval === true) {
    certificate.revoked = true;
    return { status: 204, body: '' };
  }
  certificate.revokeRequested = true;
  return {
    status: 201,
    body: {
      id: certificate.id + 900_000,
      date: new Date().toISOString(),
      type: 'revoke',
      status: 'pending',
      comments: typeof body.comments === 'string' ? body.comments : '',
    },
  };
}
