// The names and CSR of a reissue: the order's own CSR, one made online with a new key, or one pasted or uploaded.
import type { KeyAlgorithm } from '@portal/contract';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import {
  CsrProblem,
  keyUseOf,
  messageKeyOf as csrMessageKey,
  parseCsr,
  type PrivateKeyBox,
} from '../../lib/pki/index.js';
import type { ServiceDeps } from '../../services.js';
import {
  checkCertificateNames,
  DomainProblem,
  messageKeyOf as domainMessageKey,
  parseDomainInput,
  type NameRules,
} from '../../lib/domain-rules.js';
import { assertPortalMayMakeKey, makeKeyAndCsr, storeGeneratedKey } from '../keys/csr-intake.js';

export interface ReissueInput {
  csrFrom: 'online' | 'newCSR' | 'oldCSR';
  csr?: string | undefined;
  csrFile?: string | Uint8Array | undefined;
  domains?: string | undefined;
  signAlgo?: number | undefined;
  keyAlgorithm?: KeyAlgorithm | undefined;
}

export const rulesOf = (order: OrderRow, maxNames: number): NameRules => ({
  domainType: order.domainType,
  auditType: order.auditType,
  productType: order.productType,
  productTag: null,
  maxNames,
});

/** The reissue's CSR and names, checked against the order's product rules; refusals name their field. */
export async function reissueNamesAndCsr(
  deps: Pick<ServiceDeps, 'db'>,
  keyBox: PrivateKeyBox,
  order: OrderRow,
  input: ReissueInput,
  maxNames: number,
) {
  const rules = rulesOf(order, maxNames);
  try {
    if (input.csrFrom === 'oldCSR') {
      return {
        csr: order.csr,
        names: order.dnsNames,
        commonName: order.commonName,
        keyId: order.privateKeyId,
        algorithm: null,
      };
    }
    if (input.csrFrom === 'online') {
      assertPortalMayMakeKey(order.productType, input.csrFrom);
      const checked = checkCertificateNames(parseDomainInput(input.domains ?? ''), rules);
      const algorithm: KeyAlgorithm = input.keyAlgorithm ?? 'RSA2048';
      const generated = await makeKeyAndCsr({
        algorithm,
        names: checked,
        auditType: order.auditType,
        organization: order.organization,
      });
      const keyId = await storeGeneratedKey(deps.db, keyBox, {
        accountId: order.accountId,
        algorithm,
        privateKeyPem: generated.privateKeyPem,
      });
      return {
        csr: generated.csrPem,
        names: checked.names,
        commonName: checked.commonName,
        keyId,
        algorithm,
      };
    }
    const source = input.csr?.trim() ? input.csr : input.csrFile;
    if (source === undefined || (typeof source === 'string' && !source.trim()))
      throw new AppError('invalidParams', 'validation.csrRequired', {}, [
        { field: 'csr', message: 'validation.csrRequired' },
      ]);
    const parsed = await parseCsr(source, keyUseOf(order.productType));
    if (order.productType === 'CodeSign')
      return {
        csr: parsed.pem,
        names: order.dnsNames,
        commonName: order.commonName,
        keyId: null,
        algorithm: null,
      };
    const csrNames = [
      ...new Set([
        ...(parsed.commonName ? [parsed.commonName] : []),
        ...parsed.dnsNames,
        ...parsed.ipAddresses,
      ]),
    ];
    const checked = checkCertificateNames(csrNames, rules);
    return {
      csr: parsed.pem,
      names: checked.names,
      commonName: checked.commonName,
      keyId: null,
      algorithm: null,
    };
  } catch (error) {
    if (error instanceof DomainProblem)
      throw new AppError('domainInvalid', domainMessageKey(error), error.vars, [
        { field: 'domains', message: domainMessageKey(error) },
      ]);
    if (error instanceof CsrProblem)
      throw new AppError('csrInvalid', csrMessageKey(error), error.vars, [
        { field: 'csr', message: csrMessageKey(error) },
      ]);
    throw error;
  }
}
