/** The ACME certificate authority (RFC 8555, with External Account Binding). */
export { createAcmeCa, type AcmeCaOptions } from './acme-ca.js';
export { createAcmeAccountKey } from './acme-account.js';
