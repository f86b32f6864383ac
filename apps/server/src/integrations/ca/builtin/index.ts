/** The built-in issuing CA: the embedded default CertificateAuthority. */
export { createBuiltinCa, type BuiltinCaOptions } from './builtin-ca.js';
export {
  CaStoreError,
  loadOrCreateCa,
  loadOrCreateCaInVault,
  type CaMaterial,
  type CaVault,
  type SealedCa,
} from './ca-store.js';
export {
  issueCertificate,
  type IssueOptions,
  type IssueRequest,
  type IssuedCertificateData,
} from './issue.js';
export { maxCodeSigningLifetimeDays, maxTlsLifetimeDays } from './lifetime.js';
