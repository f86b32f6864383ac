import {
  DCV_METHODS,
  isCountryCode,
  type CsrInfoAnswer,
  type CsrInfoBody,
  type EventInfo,
  type KeyAlgorithm,
  type DcvMethod,
} from '@portal/contract';
import type { FieldError } from '@portal/contract';
import {
  createPrivateKeyBox,
  CsrProblem,
  messageKeyOf as csrMessageKey,
  parseCsr,
} from '../../lib/pki/index.js';
import type { PurchaseEventRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import type { CatalogueService, ProductRef } from '../catalogue/catalogue.service.js';
import type { ProductWithPrices } from '../catalogue/catalogue.service.js';
import type { CouponService } from '../coupons/coupon.service.js';
import type { AuditService } from '../audit/audit.service.js';
import { insertPricedOrder } from '../orders/order-creation.js';
import { findAccount } from '../account/account-records.js';
import { isStoredCsrInfo, ORGANIZATION_FIELDS, type StoredCsrInfo } from './csr-info.js';
import {
  approverEmailsFor,
  checkCertificateNames,
  dcvMethodsFor,
  DomainProblem,
  messageKeyOf as domainMessageKey,
  parseDomainInput,
  type CheckedNames,
  type NameRules,
} from '../../lib/domain-rules.js';
import { createPurchaseEventsRepository } from './purchase-events.repository.js';
import { makeKeyAndCsr, storeGeneratedKey } from '../keys/csr-intake.js';
import { findOwnedPrivateKey, markPrivateKeyDownloaded } from '../keys/private-key-records.js';

function rulesOf(product: ProductWithPrices): NameRules {
  return {
    domainType: product.domainType,
    auditType: product.auditType,
    productType: product.productType,
    productTag: product.productTag,
    maxNames: product.maxNames,
  };
}

function domainError(problem: DomainProblem): AppError {
  const key = domainMessageKey(problem);
  return new AppError('domainInvalid', key, problem.vars, [{ field: 'domains', message: key }]);
}

function csrError(problem: CsrProblem): AppError {
  const key = csrMessageKey(problem);
  return new AppError('csrInvalid', key, problem.vars, [{ field: 'csr', message: key }]);
}

async function withProblems<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainProblem) throw domainError(error);
    if (error instanceof CsrProblem) throw csrError(error);
    throw error;
  }
}

function required(fields: FieldError[], field: string, value: string | undefined, key: string): string {
  const text = (value ?? '').trim();
  if (!text) fields.push({ field, message: key });
  return text;
}

function csrFileText(file: string | Uint8Array | undefined): string | Uint8Array | undefined {
  if (file === undefined) return undefined;
  if (typeof file === 'string') return file.trim() ? file : undefined;
  return file.byteLength > 0 ? file : undefined;
}

/** A CSR checked and ready to store: its names, PEM, organisation fields and the generated key, if any. */
interface SavedCsr {
  checked: CheckedNames;
  csr: string;
  org: Record<string, string>;
  keyAlgorithm: KeyAlgorithm | null;
  keyId: number | null;
}

/** The purchase's earlier generated key, opened, for signing a new CSR with it. */
interface ReusableKey {
  id: number;
  pem: string;
  downloaded: boolean;
}

export interface PurchaseServiceDeps {
  catalogue: CatalogueService;
  coupons: CouponService;
  secretKey: string;
  audit: AuditService;
}

export function createPurchaseService(deps: ServiceDeps, parts: PurchaseServiceDeps) {
  const events = createPurchaseEventsRepository(deps.db);
  const keyBox = createPrivateKeyBox(parts.secretKey);

  async function requireEvent(session: SessionContext) {
    const event = await events.find(session.accountId);
    if (!event) throw new AppError('purchaseIncomplete', 'errors.noPurchase');
    const product = await parts.catalogue.requireProductById(event.productId);
    return { event, product };
  }

  function csrInfoOf(value: unknown): StoredCsrInfo | null {
    return isStoredCsrInfo(value) ? value : null;
  }

  /** The purchase's earlier key when the new CSR may be signed with it (same algorithm, no new key asked). */
  async function reusableKey(
    event: PurchaseEventRow,
    body: CsrInfoBody,
    ownerId: number,
  ): Promise<ReusableKey | undefined> {
    if (body.newKey || !event.privateKeyId) return undefined;
    const key = await findOwnedPrivateKey(deps.db, event.privateKeyId, ownerId);
    if (!key || key.algorithm !== (body.keyAlgorithm ?? 'RSA2048')) return undefined;
    return { id: key.id, pem: keyBox.open(key.sealed), downloaded: key.downloadedAt !== null };
  }

  async function saveOnline(
    product: ProductWithPrices,
    body: CsrInfoBody,
    ownerId: number,
    earlierKey: ReusableKey | undefined,
  ): Promise<SavedCsr> {
    const fields: FieldError[] = [];
    const names = parseDomainInput(body.domains ?? '');
    if (names.length === 0) fields.push({ field: 'domains', message: 'validation.domainsRequired' });
    const org: Record<string, string> = {};
    if (product.auditType !== 'DV') {
      for (const field of ORGANIZATION_FIELDS)
        org[field] = required(fields, field, body[field], `validation.${field}Required`);
      if (org.country && !isCountryCode(org.country.toUpperCase()))
        fields.push({ field: 'country', message: 'validation.countryInvalid' });
    }
    if (fields.length > 0) throw new AppError('invalidParams', fields[0]!.message, {}, fields);
    const checked = await withProblems(() => checkCertificateNames(names, rulesOf(product)));
    const algorithm: KeyAlgorithm = body.keyAlgorithm ?? 'RSA2048';
    const generated = await makeKeyAndCsr({
      algorithm,
      names: checked,
      auditType: product.auditType,
      organization: org,
      existingKeyPem: earlierKey?.pem,
    });
    const keyId =
      earlierKey?.id ??
      (await storeGeneratedKey(deps.db, keyBox, {
        accountId: ownerId,
        algorithm,
        privateKeyPem: generated.privateKeyPem,
      }));
    return { checked, csr: generated.csrPem, keyAlgorithm: algorithm, keyId, org };
  }

  async function saveUploaded(product: ProductWithPrices, body: CsrInfoBody): Promise<SavedCsr> {
    const pasted = body.csr?.trim() ? body.csr : undefined;
    const input = pasted ?? csrFileText(body.csrFile);
    if (input === undefined)
      throw new AppError('invalidParams', 'validation.csrRequired', {}, [
        { field: 'csr', message: 'validation.csrRequired' },
      ]);
    const fields: FieldError[] = [];
    const org: Record<string, string> = {};
    if (pasted && product.productType !== 'CodeSign') {
      org.postalCode = required(fields, 'postalCode', body.postalCode, 'validation.postalCodeRequired');
      org.streetAddress = required(
        fields,
        'streetAddress',
        body.streetAddress,
        'validation.streetAddressRequired',
      );
    }
    if (fields.length > 0) throw new AppError('invalidParams', fields[0]!.message, {}, fields);
    const parsed = await withProblems(() => parseCsr(input));
    for (const field of [
      'organizationName',
      'organizationUnit',
      'organizationPhone',
      'country',
      'region',
      'city',
    ] as const)
      org[field] = (body[field] ?? '').trim();
    org.organizationName ||= parsed.subject.organizationName ?? '';
    org.organizationUnit ||= parsed.subject.organizationUnit ?? '';
    org.country ||= parsed.subject.country ?? '';
    org.region ||= parsed.subject.state ?? '';
    org.city ||= parsed.subject.locality ?? '';
    const csrNames = [
      ...new Set([
        ...(parsed.commonName ? [parsed.commonName] : []),
        ...parsed.dnsNames,
        ...parsed.ipAddresses,
      ]),
    ];
    if (product.productType === 'CodeSign') {
      // Code Signing BR 6.1.5: RSA keys of at least 3072 bits (EC P-256/P-384 are fine).
      if (parsed.key.algorithm === 'RSA' && parsed.key.bits < 3072)
        throw new AppError('csrInvalid', 'errors.codeSignKeyTooSmall', { bits: parsed.key.bits }, [
          { field: 'csr', message: 'errors.codeSignKeyTooSmall' },
        ]);
      // The certificate names its publisher: the organisation and its country are required.
      const missing: FieldError[] = [];
      if (!org.organizationName)
        missing.push({ field: 'organizationName', message: 'validation.organizationNameRequired' });
      if (!org.country) missing.push({ field: 'country', message: 'validation.countryRequired' });
      if (missing.length > 0) throw new AppError('invalidParams', missing[0]!.message, {}, missing);
      const commonName = org.organizationName || parsed.commonName || '';
      const checked = { commonName, dnsNames: [], ipAddresses: [], names: [commonName], billableNames: 1 };
      return { checked, csr: parsed.pem, org, keyAlgorithm: null, keyId: null };
    }
    const typed = parseDomainInput(body.domains ?? '');
    const missing = typed.find((name) => !csrNames.includes(name));
    if (missing)
      throw new AppError('csrInvalid', 'errors.csrNameMissing', { name: missing }, [
        { field: 'domains', message: 'errors.csrNameMissing' },
      ]);
    const checked = await withProblems(() => checkCertificateNames(csrNames, rulesOf(product)));
    return { checked, csr: parsed.pem, org, keyAlgorithm: null, keyId: null };
  }

  return {
    /** event/create: starts a purchase of a product, forgetting an unfinished one. */
    async start(session: SessionContext, ref: ProductRef): Promise<void> {
      const product = await parts.catalogue.requireProduct(ref);
      await events.start(session.accountId, product.id, deps.clock.now());
    },

    async saveContact(
      session: SessionContext,
      contact: { firstName: string; lastName: string; telephone: string; email?: string | undefined },
    ) {
      await requireEvent(session);
      await events.update(
        session.accountId,
        { contactInfo: { ...contact, email: contact.email || session.email } },
        deps.clock.now(),
      );
    },

    async saveCsr(session: SessionContext, body: CsrInfoBody): Promise<CsrInfoAnswer> {
      const { event, product } = await requireEvent(session);
      if (!event.contactInfo) throw new AppError('purchaseIncomplete', 'errors.contactFirst');
      if (product.productType === 'CodeSign' && body.csrFrom === 'online')
        throw new AppError('csrInvalid', 'errors.codeSignNeedsCsr', {}, [
          { field: 'csrFrom', message: 'errors.codeSignNeedsCsr' },
        ]);
      const earlierKey =
        body.csrFrom === 'online' ? await reusableKey(event, body, session.ownerAccountId) : undefined;
      const result =
        body.csrFrom === 'online'
          ? await saveOnline(product, body, session.ownerAccountId, earlierKey)
          : await saveUploaded(product, body);
      const authMethods =
        product.productType === 'CodeSign'
          ? (['email'] as DcvMethod[])
          : dcvMethodsFor(rulesOf(product), result.checked);
      const verifyEmail = (body.verifyEmail ?? '').trim() || session.email;
      const info: StoredCsrInfo = {
        csrFrom: body.csrFrom,
        domains: body.domains ?? '',
        commonName: result.checked.commonName,
        dnsNames: result.checked.names,
        billableNames: result.checked.billableNames,
        csr: result.csr,
        keyAlgorithm: result.keyAlgorithm,
        organizationName: result.org.organizationName ?? '',
        organizationUnit: result.org.organizationUnit ?? '',
        organizationPhone: result.org.organizationPhone ?? '',
        postalCode: result.org.postalCode ?? '',
        streetAddress: result.org.streetAddress ?? '',
        country: (result.org.country ?? '').toUpperCase(),
        region: result.org.region ?? '',
        city: result.org.city ?? '',
        verifyEmail,
        authMethods,
      };
      await events.update(
        session.accountId,
        { csrInfo: { ...info }, privateKeyId: result.keyId },
        deps.clock.now(),
      );
      return {
        authMethods,
        verifyEmail,
        download: result.keyId !== null,
        keyKept: earlierKey !== undefined,
        keyDownloaded: earlierKey?.downloaded ?? false,
        commonName: info.commonName,
        dnsNames: info.dnsNames,
      };
    },

    async info(session: SessionContext): Promise<EventInfo> {
      const event = await events.find(session.accountId);
      if (!event) return { email: session.email, product: null, ContactInfo: null, CSRInfo: null };
      const product = await parts.catalogue.requireProductById(event.productId);
      const csr = csrInfoOf(event.csrInfo);
      const key = event.privateKeyId
        ? await findOwnedPrivateKey(deps.db, event.privateKeyId, session.ownerAccountId)
        : undefined;
      const contact = event.contactInfo;
      return {
        email: session.email,
        product: {
          shortName: product.shortName,
          name: product.name,
          brand: product.brand,
          productType: product.productType,
          auditType: product.auditType,
          domainType: product.domainType,
          productTag: product.productTag,
          wholesaleCount: product.wholesaleCount,
          maxNames: product.maxNames,
          supportFreeTrial: product.supportFreeTrial,
          validities: [...product.prices.keys()],
        },
        ContactInfo: contact
          ? {
              firstName: contact.firstName ?? '',
              lastName: contact.lastName ?? '',
              telephone: contact.telephone ?? '',
              email: contact.email ?? '',
            }
          : null,
        CSRInfo: csr
          ? {
              csrFrom: csr.csrFrom,
              domains: csr.domains,
              commonName: csr.commonName,
              dnsNames: csr.dnsNames,
              csr: csr.csr,
              keyAlgorithm: csr.keyAlgorithm,
              organizationName: csr.organizationName,
              organizationUnit: csr.organizationUnit,
              organizationPhone: csr.organizationPhone,
              postalCode: csr.postalCode,
              streetAddress: csr.streetAddress,
              country: csr.country,
              region: csr.region,
              city: csr.city,
              verifyEmail: csr.verifyEmail,
              hasPrivateKey: key !== undefined,
              keyDownloaded: Boolean(key?.downloadedAt),
              authMethods: csr.authMethods,
            }
          : null,
      };
    },

    /** event/private_key/download: the generated key of the purchase in progress, as PEM. */
    async privateKey(session: SessionContext, ip: string): Promise<{ pem: string; fileName: string }> {
      const { event } = await requireEvent(session);
      const key = event.privateKeyId
        ? await findOwnedPrivateKey(deps.db, event.privateKeyId, session.ownerAccountId)
        : undefined;
      if (!key) throw new AppError('notFound', 'errors.noPrivateKey');
      await markPrivateKeyDownloaded(deps.db, key.id, deps.clock.now());
      await parts.audit.record(session, ip, 'privateKey.download', { keyId: key.id });
      const info = csrInfoOf(event.csrInfo);
      const base = (info?.commonName ?? 'private')
        .replace(/^\*\./, 'wildcard.')
        .replace(/[^a-z0-9.-]/gi, '_');
      return { pem: keyBox.open(key.sealed), fileName: `${base}.key` };
    },

    async approverEmails(session: SessionContext): Promise<string[]> {
      const { event, product } = await requireEvent(session);
      const info = csrInfoOf(event.csrInfo);
      if (!info) throw new AppError('purchaseIncomplete', 'errors.csrFirst');
      if (product.productType === 'CodeSign') return [info.verifyEmail];
      if (info.authMethods.length > 0 && !info.authMethods.includes('email'))
        throw new AppError('invalidParams', 'errors.emailValidationNotAllowed');
      return approverEmailsFor(info.commonName);
    },

    /** event/order/create: the order, waiting submit and unpaid, priced from the catalogue. */
    async createOrder(
      session: SessionContext,
      body: {
        authMethod: DcvMethod;
        validity: number;
        code?: string | undefined;
        currency?: string | undefined;
        approverEmail?: string | undefined;
        verifyEmail?: string | undefined;
      },
    ): Promise<{ id: number; authMethod: DcvMethod }> {
      const { event, product } = await requireEvent(session);
      const info = csrInfoOf(event.csrInfo);
      if (!event.contactInfo) throw new AppError('purchaseIncomplete', 'errors.contactFirst');
      if (!info) throw new AppError('purchaseIncomplete', 'errors.csrFirst');
      if (event.privateKeyId) {
        const key = await findOwnedPrivateKey(deps.db, event.privateKeyId, session.ownerAccountId);
        if (key && !key.downloadedAt) throw new AppError('purchaseIncomplete', 'errors.downloadKeyFirst');
      }
      if (
        !info.authMethods.includes(body.authMethod) ||
        !(DCV_METHODS as readonly string[]).includes(body.authMethod)
      )
        throw new AppError(
          'invalidParams',
          'errors.dcvMethodNotAllowed',
          { method: body.authMethod, allowed: info.authMethods.join(', ') },
          [{ field: 'authMethod', message: 'errors.dcvMethodNotAllowed' }],
        );
      let approverEmail = '';
      if (body.authMethod === 'email') {
        const allowed =
          product.productType === 'CodeSign' ? [info.verifyEmail] : approverEmailsFor(info.commonName);
        approverEmail = (body.approverEmail ?? '').trim().toLowerCase();
        if (product.productType === 'CodeSign' && !approverEmail) approverEmail = info.verifyEmail;
        if (!allowed.includes(approverEmail))
          throw new AppError(
            'invalidParams',
            'errors.approverEmailNotAllowed',
            { allowed: allowed.join(', ') },
            [{ field: 'approverEmail', message: 'errors.approverEmailNotAllowed' }],
          );
      }
      const account = await findAccount(deps.db, session.accountId);
      const now = deps.clock.now();
      const order = await deps.db.transaction(async (tx) => {
        const created = await insertPricedOrder(tx, parts.catalogue, {
          session,
          product,
          validity: body.validity,
          authMethod: body.authMethod,
          approverEmail,
          verifyEmail: (body.verifyEmail ?? '').trim() || info.verifyEmail,
          commonName: info.commonName,
          dnsNames: info.dnsNames,
          billableNames: info.billableNames,
          csr: info.csr,
          privateKeyId: event.privateKeyId,
          contact: {
            ...event.contactInfo,
            organizationName: info.organizationName,
            country: info.country,
            city: info.city,
            region: info.region,
            zip: info.postalCode,
            address: info.streetAddress,
            organizationUnit: info.organizationUnit,
            organizationPhone: info.organizationPhone,
          },
          organization: {
            organizationName: info.organizationName,
            organizationUnit: info.organizationUnit,
            organizationPhone: info.organizationPhone,
            country: info.country,
            region: info.region,
            city: info.city,
            postalCode: info.postalCode,
            streetAddress: info.streetAddress,
          },
          currency: body.currency ?? account?.currency ?? 'USD',
          couponCode: body.code ?? null,
          now,
        });
        await createPurchaseEventsRepository(tx).remove(session.accountId);
        return created;
      });
      return { id: order.id, authMethod: body.authMethod };
    },
  };
}
export type PurchaseService = ReturnType<typeof createPurchaseService>;
