import { dcvMethodsForNames, type FieldError } from '@portal/contract';
import { AppError } from '../../lib/errors.js';
import { createPrivateKeyBox } from '../../lib/pki/index.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import type { ProductWithPrices } from '../catalogue/catalogue.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import {
  checkCertificateNames,
  DomainProblem,
  messageKeyOf,
  parseDomainInput,
  type CheckedNames,
} from '../../lib/domain-rules.js';
import { makeKeyAndCsr, storeGeneratedKey } from '../keys/csr-intake.js';
import { findOwnedContact, findOwnedEnterprise } from '../records/owned-records.js';
import { insertPricedOrder } from '../orders/order-creation.js';
import { translate } from '@portal/i18n';

export interface BulkLine {
  /** Line number in the form's textarea or the uploaded file (1-based), for error messages. */
  line: number;
  shortNameOrName: string;
  validity: number;
  authMethod: 'dns' | 'http';
  domains: string;
  enterpriseID?: number | undefined;
  contactID: number;
}

const MAX_LINES = 500;

/** The CSV columns of an uploaded bulk file, in order (a header line with these names comes first). */
export const BULK_FILE_COLUMNS = [
  'product',
  'validity',
  'authMethod',
  'domains',
  'enterpriseID',
  'contactID',
] as const;

/** Splits a CSV line with quoted fields ("a, b" keeps its comma). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * Bulk orders: one order per line, every line checked first; either every order is created (in one
 * transaction) or none, and each problem names its line. Keys are made by the portal (ECDSA P-256).
 */
export function createBulkOrderService(
  deps: ServiceDeps,
  parts: { catalogue: CatalogueService; secretKey: string },
) {
  const keyBox = createPrivateKeyBox(parts.secretKey);

  async function createAll(
    session: SessionContext,
    lines: BulkLine[],
    lang: Parameters<typeof translate>[0],
  ) {
    if (lines.length === 0) throw new AppError('invalidParams', 'validation.domainsRequired');
    if (lines.length > MAX_LINES)
      throw new AppError('invalidParams', 'errors.bulkTooMany', { max: MAX_LINES });
    const problems: FieldError[] = [];
    const fail = (line: number, key: string, vars: Record<string, string | number> = {}) =>
      problems.push({
        field: `line ${line}`,
        message: translate(lang, 'errors.bulkLine', { line, problem: translate(lang, key, vars) }),
      });
    const planned: {
      line: BulkLine;
      product: ProductWithPrices;
      checked: CheckedNames;
      contact: Record<string, string>;
      organization: Record<string, string>;
    }[] = [];
    for (const line of lines) {
      const product = await parts.catalogue
        .requireProduct({ shortName: line.shortNameOrName })
        .catch(() => parts.catalogue.requireProduct({ name: line.shortNameOrName }).catch(() => undefined));
      if (!product) {
        fail(line.line, 'errors.productNotFound', { name: line.shortNameOrName });
        continue;
      }
      if (product.productType === 'CodeSign') {
        fail(line.line, 'errors.bulkNoCodeSign');
        continue;
      }
      if (!product.prices.has(line.validity)) {
        fail(line.line, 'errors.validityNotSold', {
          months: line.validity,
          options: [...product.prices.keys()].join(', '),
        });
        continue;
      }
      let checked: CheckedNames;
      const rules = {
        domainType: product.domainType,
        auditType: product.auditType,
        productType: product.productType,
        productTag: product.productTag,
        maxNames: product.maxNames,
      };
      try {
        checked = checkCertificateNames(parseDomainInput(line.domains), rules);
      } catch (error) {
        if (!(error instanceof DomainProblem)) throw error;
        fail(line.line, messageKeyOf(error), error.vars);
        continue;
      }
      if (!dcvMethodsForNames(checked.names, rules).includes(line.authMethod)) {
        fail(line.line, 'errors.dcvMethodNotAllowed', {
          method: line.authMethod,
          allowed: dcvMethodsForNames(checked.names, rules).join(', '),
        });
        continue;
      }
      const contact = await findOwnedContact(deps.db, line.contactID, session.ownerAccountId);
      if (!contact) {
        fail(line.line, 'validation.contactRequired');
        continue;
      }
      let organization: Record<string, string> = {};
      if (product.auditType !== 'DV') {
        const enterprise = line.enterpriseID
          ? await findOwnedEnterprise(deps.db, line.enterpriseID, session.ownerAccountId)
          : undefined;
        if (!enterprise) {
          fail(line.line, 'validation.enterpriseRequired');
          continue;
        }
        organization = {
          organizationName: enterprise.organizationName,
          organizationUnit: enterprise.organizationUnit,
          organizationPhone: enterprise.organizationPhone,
          country: enterprise.country,
          region: enterprise.city,
          city: enterprise.city,
          postalCode: enterprise.zip,
          streetAddress: enterprise.address,
        };
      }
      planned.push({
        line,
        product,
        checked,
        contact: {
          firstName: contact.firstName,
          lastName: contact.lastName,
          telephone: contact.telephone,
          email: session.email,
        },
        organization,
      });
    }
    if (problems.length > 0)
      throw new AppError(
        'invalidParams',
        'errors.bulkInvalid',
        { count: problems.length, first: problems[0]!.message },
        problems,
      );

    // Keys and CSRs first (no transaction held open while computing), then every order in one transaction.
    const made = await Promise.all(
      planned.map(async (p) => {
        const generated = await makeKeyAndCsr({
          algorithm: 'ECDSAP256',
          names: p.checked,
          auditType: p.product.auditType,
          organization: p.organization,
        });
        return { ...p, csr: generated.csrPem, privateKeyPem: generated.privateKeyPem };
      }),
    );
    const now = deps.clock.now();
    const ids = await deps.db.transaction(async (tx) => {
      const created: number[] = [];
      for (const m of made) {
        const keyId = await storeGeneratedKey(tx, keyBox, {
          accountId: session.ownerAccountId,
          algorithm: 'ECDSAP256',
          privateKeyPem: m.privateKeyPem,
        });
        const order = await insertPricedOrder(tx, parts.catalogue, {
          session,
          product: m.product,
          validity: m.line.validity,
          authMethod: m.line.authMethod,
          verifyEmail: session.email,
          commonName: m.checked.commonName,
          dnsNames: m.checked.names,
          billableNames: m.checked.billableNames,
          csr: m.csr,
          privateKeyId: keyId,
          contact: { ...m.contact, ...m.organization },
          organization: m.organization,
          now,
        });
        created.push(order.id);
      }
      return created;
    });
    return { ids };
  }

  return {
    /** The bulk-order form: the product chosen on the product list, one certificate per line of `domains`. */
    fromForm(
      session: SessionContext,
      body: {
        name: string;
        validity: number;
        authMethod: 'dns' | 'http';
        domains: string;
        enterpriseID?: number | undefined;
        contactID: number;
      },
      lang: Parameters<typeof translate>[0],
    ) {
      const lines = body.domains
        .split(/\r?\n/)
        .map((text, i) => ({ text: text.trim(), line: i + 1 }))
        .filter((l) => l.text !== '')
        .map((l) => ({
          line: l.line,
          shortNameOrName: body.name,
          validity: body.validity,
          authMethod: body.authMethod,
          domains: l.text,
          enterpriseID: body.enterpriseID,
          contactID: body.contactID,
        }));
      return createAll(session, lines, lang);
    },

    /** An uploaded CSV (orderFile): header line, then product,validity,authMethod,domains,enterpriseID,contactID. */
    fromFile(session: SessionContext, file: Uint8Array | string, lang: Parameters<typeof translate>[0]) {
      const text = typeof file === 'string' ? file : new TextDecoder('utf-8', { fatal: false }).decode(file);
      const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
      const header = csvCells(rows[0] ?? '').map((c) => c.toLowerCase());
      if (BULK_FILE_COLUMNS.some((c, i) => header[i] !== c.toLowerCase()))
        throw new AppError('invalidParams', 'errors.bulkHeader', { columns: BULK_FILE_COLUMNS.join(',') }, [
          { field: 'orderFile', message: 'errors.bulkHeader' },
        ]);
      const lines: BulkLine[] = [];
      rows.slice(1).forEach((raw, i) => {
        if (raw.trim() === '') return;
        const [
          product = '',
          validity = '',
          authMethod = '',
          domains = '',
          enterpriseID = '',
          contactID = '',
        ] = csvCells(raw);
        lines.push({
          line: i + 2,
          shortNameOrName: product,
          validity: Number(validity),
          authMethod: authMethod === 'http' ? 'http' : authMethod === 'dns' ? 'dns' : ('' as 'dns'),
          domains: domains.replace(/;/g, ','),
          enterpriseID: enterpriseID ? Number(enterpriseID) : undefined,
          contactID: Number(contactID),
        });
      });
      return createAll(session, lines, lang);
    },
  };
}
export type BulkOrderService = ReturnType<typeof createBulkOrderService>;
