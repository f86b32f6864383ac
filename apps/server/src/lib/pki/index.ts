/** Keys, CSRs and the encryption of stored private keys. */
export {
  generateKeyAndCsr,
  type CsrSubject,
  type GenerateCsrInput,
  type GeneratedCsr,
} from './csr-generate.js';
export { parseCsr, type ParsedCsr } from './csr-parse.js';
export { CsrProblem, messageKeyOf, type CsrProblemReason } from './csr-problem.js';
export { createPrivateKeyBox, type PrivateKeyBox } from './private-key-box.js';
