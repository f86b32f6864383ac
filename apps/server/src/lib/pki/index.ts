/** Keys, CSRs and the encryption of stored private keys. */
export {
  generateKeyAndCsr,
  type CsrSubject,
  type GenerateCsrInput,
  type GeneratedCsr,
} from './csr-generate.js';
export { parseCsr, type ParsedCsr } from './csr-parse.js';
export { keyUseOf, MIN_RSA_BITS, portalMayMakeKey, type KeyUse } from './key-policy.js';
export { CsrProblem, messageKeyOf, type CsrProblemReason } from './csr-problem.js';
export { createPrivateKeyBox, type PrivateKeyBox } from './private-key-box.js';
