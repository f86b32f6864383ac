import {
  dcvMethodsForNames,
  eventContactBody,
  STOREFRONT_VALIDITY,
  VISITOR_PURCHASE_TTL_DAYS,
  type CsrInfoAnswer,
  type CsrInfoBody,
  type EventInfo,
  type DcvMethod,
  type Language,
  type PurchaseIntent,
} from '@portal/contract';
import type { FieldError } from '@portal/contract';
import { createPrivateKeyBox } from '../../lib/pki/index.js';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import type { CatalogueService, ProductRef } from '../catalogue/catalogue.service.js';
import type { ProductWithPrices } from '../catalogue/catalogue.service.js';
import type { CouponService } from '../coupons/coupon.service.js';
import type { AuditService } from '../audit/audit.service.js';
import { assertPortalMayMakeKey } from '../keys/csr-intake.js';
import { insertPricedOrder } from '../orders/order-creation.js';
import { newestOrderContact } from '../orders/order-records.js';
import { findAccount, findAccountByEmail } from '../account/account-records.js';
import { createAccount } from '../account/create-account.js';
import { issueSetPasswordToken } from '../auth/set-password-links.js';
import { DAY } from '../../lib/clock.js';
import { randomToken } from '../../lib/crypto.js';
import { sendVisitorAccountMail } from './visitor-account-mail.js';
import { isStoredCsrInfo, type StoredCsrInfo } from './csr-info.js';
import { approverEmailsFor } from '../../lib/domain-rules.js';
import { eventInfoOf } from './event-info.js';
import { rulesOf, saveOnlineCsr, saveUploadedCsr, type ReusableKey } from './purchase-csr.js';
import { createPurchaseEventsRepository } from './purchase-events.repository.js';
import { orderOf, type OpenPurchase, type OrderCreateInput } from './purchase-order.js';
import {
  assignPrivateKeyOwner,
  findOwnedPrivateKey,
  findUnownedPrivateKey,
  markPrivateKeyDownloaded,
} from '../keys/private-key-records.js';

/** Who works on a purchase: a member's session, or a visitor holding the code of its storefront purchase. */
export type Purchaser = { session: SessionContext } | { visitorCode: string };

/** What the e-mail step of the storefront sends: the product, the visitor's address, Buy or Free trial. */
export interface VisitorStart {
  product?: string | undefined;
  email?: string | undefined;
  trial?: boolean | undefined;
  /** The term chosen on the storefront's product page (months); default STOREFRONT_VALIDITY. */
  validity?: number | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  telephone?: string | undefined;
}

/** How long the set-password link of an account made for a visitor's order stays valid (as an invitation). */
export const VISITOR_ACCOUNT_LINK_DAYS = 7;

const linkInvalid = () => new AppError('visitorLinkInvalid', 'errors.visitorLinkInvalid');
const emailRegistered = () =>
  new AppError('emailTaken', 'errors.visitorEmailRegistered', {}, [
    { field: 'email', message: 'errors.visitorEmailRegistered' },
  ]);

/** The contact fields of event/contact_info/save, checked as the member call always checked them. */
function parseContact(body: unknown) {
  const parsed = eventContactBody.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: FieldError[] = parsed.error.issues.map((issue) => ({
    field: String(issue.path[0] ?? ''),
    message: issue.message,
  }));
  throw new AppError('invalidParams', fields[0]!.message, {}, fields);
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

  /** The purchase of the caller: the session's account's, else the one the visitor's code names (if not expired). */
  async function requireEvent(purchaser: Purchaser): Promise<OpenPurchase> {
    if ('session' in purchaser) {
      const { session } = purchaser;
      const event = await events.findByAccount(session.accountId);
      if (!event) throw new AppError('purchaseIncomplete', 'errors.noPurchase');
      const product = await parts.catalogue.requireProductById(event.productId);
      return { event, product, email: session.email, keyOwner: session.ownerAccountId };
    }
    const event = await events.findByCodeHash(deps.hashToken(purchaser.visitorCode));
    if (!event) throw linkInvalid();
    if (!event.expiresAt || event.expiresAt.getTime() <= deps.clock.now().getTime())
      throw new AppError('visitorLinkExpired', 'errors.visitorLinkExpired', {
        days: VISITOR_PURCHASE_TTL_DAYS,
      });
    const product = await parts.catalogue.requireProductById(event.productId);
    return { event, product, email: event.visitorEmail ?? '', keyOwner: null };
  }

  /** The purchase's generated key, looked up only where its purchaser may see it. */
  function keyOf(open: OpenPurchase, id: number) {
    return open.keyOwner === null
      ? findUnownedPrivateKey(deps.db, id)
      : findOwnedPrivateKey(deps.db, id, open.keyOwner);
  }

  function csrInfoOf(value: unknown): StoredCsrInfo | null {
    return isStoredCsrInfo(value) ? value : null;
  }

  /** The purchase's earlier key when the new CSR may be signed with it (same algorithm, no new key asked). */
  async function reusableKey(open: OpenPurchase, body: CsrInfoBody): Promise<ReusableKey | undefined> {
    const { event } = open;
    if (body.newKey || !event.privateKeyId) return undefined;
    const key = await keyOf(open, event.privateKeyId);
    if (!key || key.algorithm !== (body.keyAlgorithm ?? 'RSA2048')) return undefined;
    return { id: key.id, pem: keyBox.open(key.sealed), downloaded: key.downloadedAt !== null };
  }

  /** The order cannot be created before a generated key was downloaded once. */
  async function requireKeyDownloaded(open: OpenPurchase): Promise<void> {
    if (!open.event.privateKeyId) return;
    const key = await keyOf(open, open.event.privateKeyId);
    if (key && !key.downloadedAt) throw new AppError('purchaseIncomplete', 'errors.downloadKeyFirst');
  }

  const orderDone = () => new AppError('conflict', 'errors.visitorOrderCreated');

  /**
   * A storefront purchase's term (issue 31): the one chosen on the product page, else STOREFRONT_VALIDITY; a term
   * the product does not sell is refused (the catalogue's validityNotSold, naming the terms it sells).
   */
  const storefrontTerm = (product: ProductWithPrices, validity: number | undefined): number => {
    const term = validity ?? STOREFRONT_VALIDITY;
    parts.catalogue.optionPrice(product, term);
    return term;
  };

  return {
    /** event/create: starts a purchase of a product, forgetting an unfinished one. */
    async start(
      session: SessionContext,
      ref: ProductRef & { intent?: PurchaseIntent | undefined; validity?: number | undefined },
    ): Promise<void> {
      const product = await parts.catalogue.requireProduct(ref);
      if (ref.intent === 'trial' && !product.supportFreeTrial)
        throw new AppError('trialNotAllowed', 'errors.trialNotOffered');
      const validity = ref.intent ? storefrontTerm(product, ref.validity) : null;
      await events.start(session.accountId, product.id, ref.intent ?? null, deps.clock.now(), validity);
    },

    /**
     * The storefront's e-mail step for a visitor (no session, no code yet): starts a purchase named by a new code
     * (≥ 128 random bits; only its keyed hash is stored) that works for VISITOR_PURCHASE_TTL_DAYS. An address that
     * already has an account is refused with the hint to log in (the page links to the login).
     */
    async startVisitor(input: VisitorStart): Promise<{ code: string }> {
      const fields: FieldError[] = [];
      if (!input.product) fields.push({ field: 'product', message: 'validation.productRequired' });
      if (!input.email) fields.push({ field: 'email', message: 'validation.emailRequired' });
      if (fields.length > 0) throw new AppError('invalidParams', fields[0]!.message, {}, fields);
      const email = input.email!;
      const product = await parts.catalogue.requireProduct({ shortName: input.product });
      if (input.trial && !product.supportFreeTrial)
        throw new AppError('trialNotAllowed', 'errors.trialNotOffered');
      const validity = storefrontTerm(product, input.validity);
      if (await findAccountByEmail(deps.db, email)) throw emailRegistered();
      const hasContact = Boolean(input.firstName || input.lastName || input.telephone);
      const contact = hasContact ? { ...parseContact(input), email } : null;
      const code = randomToken(24);
      const now = deps.clock.now();
      await events.startVisitor({
        codeHash: deps.hashToken(code),
        email,
        productId: product.id,
        intent: input.trial ? 'trial' : 'buy',
        validity,
        contactInfo: contact,
        expiresAt: new Date(now.getTime() + VISITOR_PURCHASE_TTL_DAYS * DAY),
        now,
      });
      return { code };
    },

    /**
     * The member's purchase contact person (account/contact_info): the one saved in the open purchase, else the one
     * of the newest order the member placed; undefined before any. One fact, read where the wizard writes it.
     */
    async contactPerson(
      session: SessionContext,
    ): Promise<{ firstName: string; lastName: string; telephone: string } | undefined> {
      const event = await events.findByAccount(session.accountId);
      const contact =
        event?.contactInfo ?? (await newestOrderContact(deps.db, session.ownerAccountId, session.accountId));
      if (!contact) return undefined;
      return {
        firstName: contact.firstName ?? '',
        lastName: contact.lastName ?? '',
        telephone: contact.telephone ?? '',
      };
    },

    async saveContact(purchaser: Purchaser, body: unknown) {
      const open = await requireEvent(purchaser);
      const contact = parseContact(body);
      await events.update(
        open.event.id,
        { contactInfo: { ...contact, email: contact.email || open.email } },
        deps.clock.now(),
      );
    },

    async saveCsr(purchaser: Purchaser, body: CsrInfoBody): Promise<CsrInfoAnswer> {
      const open = await requireEvent(purchaser);
      const { event, product } = open;
      if (!event.contactInfo) throw new AppError('purchaseIncomplete', 'errors.contactFirst');
      assertPortalMayMakeKey(product.productType, body.csrFrom);
      const earlierKey = body.csrFrom === 'online' ? await reusableKey(open, body) : undefined;
      const result =
        body.csrFrom === 'online'
          ? await saveOnlineCsr(deps, keyBox, product, body, open.keyOwner, earlierKey)
          : await saveUploadedCsr(product, body);
      const authMethods = dcvMethodsForNames(result.checked.names, rulesOf(product));
      const verifyEmail = (body.verifyEmail ?? '').trim() || open.email;
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
      await events.update(event.id, { csrInfo: { ...info }, privateKeyId: result.keyId }, deps.clock.now());
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

    async info(purchaser: Purchaser): Promise<EventInfo> {
      if ('session' in purchaser && !(await events.findByAccount(purchaser.session.accountId)))
        return { email: purchaser.session.email, product: null, ContactInfo: null, CSRInfo: null };
      const open = await requireEvent(purchaser);
      const { event } = open;
      const csr = csrInfoOf(event.csrInfo);
      const key = event.privateKeyId ? await keyOf(open, event.privateKeyId) : undefined;
      return eventInfoOf(open, csr, key);
    },

    /** event/private_key/download: the generated key of the purchase in progress, as PEM. */
    async privateKey(purchaser: Purchaser, ip: string): Promise<{ pem: string; fileName: string }> {
      const open = await requireEvent(purchaser);
      const { event } = open;
      const key = event.privateKeyId ? await keyOf(open, event.privateKeyId) : undefined;
      if (!key) throw new AppError('notFound', 'errors.noPrivateKey');
      await markPrivateKeyDownloaded(deps.db, key.id, deps.clock.now());
      // A visitor has no account (no log) yet: its order's audit entry follows with the account.
      if ('session' in purchaser)
        await parts.audit.record(purchaser.session, ip, 'privateKey.download', { keyId: key.id });
      const info = csrInfoOf(event.csrInfo);
      const base = (info?.commonName ?? 'private')
        .replace(/^\*\./, 'wildcard.')
        .replace(/[^a-z0-9.-]/gi, '_');
      return { pem: keyBox.open(key.sealed), fileName: `${base}.key` };
    },

    async approverEmails(purchaser: Purchaser): Promise<string[]> {
      const { event, product } = await requireEvent(purchaser);
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
      body: OrderCreateInput,
    ): Promise<{ id: number; authMethod: DcvMethod }> {
      const open = await requireEvent({ session });
      await requireKeyDownloaded(open);
      const account = await findAccount(deps.db, session.accountId);
      const order = orderOf(open, body, account?.currency ?? 'USD');
      const now = deps.clock.now();
      const created = await deps.db.transaction(async (tx) => {
        // First: of two concurrent calls only one still finds the purchase (one order).
        if (!(await createPurchaseEventsRepository(tx).remove(open.event.id))) throw orderDone();
        return insertPricedOrder(tx, parts.catalogue, { session, ...order, now });
      });
      return { id: created.id, authMethod: body.authMethod };
    },

    /**
     * event/order/create of a visitor: in one transaction the account (the visitor's e-mail, no password yet), the
     * order owned by it, the generated key moved to it, the audit entry and the set-password link; then the mail
     * that says why the account exists. The caller signs the new account in. A second call finds no purchase.
     */
    async createVisitorOrder(
      visitorCode: string,
      body: OrderCreateInput,
      meta: { ip: string; lang: Language },
    ): Promise<{ id: number; authMethod: DcvMethod; accountId: number }> {
      const open = await requireEvent({ visitorCode });
      await requireKeyDownloaded(open);
      const email = open.email;
      if (await findAccountByEmail(deps.db, email)) throw emailRegistered();
      const order = orderOf(open, body, 'USD');
      const now = deps.clock.now();
      const { created, account, token } = await deps.db.transaction(async (tx) => {
        if (!(await createPurchaseEventsRepository(tx).remove(open.event.id))) throw orderDone();
        const account = await createAccount(tx, now, {
          email,
          registerFrom: 'storefront',
          lang: meta.lang,
        }).catch((error: unknown) => {
          throw error instanceof AppError && error.code === 'emailTaken' ? emailRegistered() : error;
        });
        const owner = { accountId: account.id, ownerAccountId: account.id };
        if (order.privateKeyId && !(await assignPrivateKeyOwner(tx, order.privateKeyId, account.id)))
          throw linkInvalid();
        const created = await insertPricedOrder(tx, parts.catalogue, { session: owner, ...order, now });
        await parts.coupons.grantSignupGift(account.id, tx);
        await parts.audit.recordFor(
          owner,
          meta.ip,
          'order.create',
          { orderId: created.id, storefront: true },
          tx,
        );
        const token = await issueSetPasswordToken(tx, {
          accountId: account.id,
          now,
          ttlMs: VISITOR_ACCOUNT_LINK_DAYS * DAY,
          hashToken: deps.hashToken,
        });
        return { created, account, token };
      });
      // A failed mail leaves the account usable: "Forgot password" on the login page sends a new link.
      await sendVisitorAccountMail(deps, {
        email: account.email,
        orderId: created.id,
        product: order.product.name,
        token,
        lang: meta.lang,
        days: VISITOR_ACCOUNT_LINK_DAYS,
      }).catch((error: unknown) =>
        deps.log.error({ err: error, accountId: account.id }, 'visitor account mail failed'),
      );
      return { id: created.id, authMethod: body.authMethod, accountId: account.id };
    },
  };
}
export type PurchaseService = ReturnType<typeof createPurchaseService>;
