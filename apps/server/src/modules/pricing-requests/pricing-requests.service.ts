import {
  PRICING_REQUEST_FIELDS,
  type GuaranteeFields,
  type Language,
  type PricingRequestKind,
  type PricingRequestTable,
  type VoucherMediaType,
} from '@portal/contract';
import { parseMessageKey } from '@portal/i18n';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { MINUTE } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { confirmationMail, salesMail } from './pricing-request-mail.js';
import { createPricingRequestsRepository, type InboxRow } from './pricing-requests.repository.js';
import { voucherTypeOf } from './voucher-image.js';

/** The inbox's rows, for the operator command line. */
export type { InboxRow } from './pricing-requests.repository.js';

/** A request checked and ready to be stored (nothing is written before every check passed). */
export interface CheckedRequest {
  kind: PricingRequestKind;
  email: string;
  details: Record<string, string | number>;
  voucher?: { bytes: Buffer; type: VoucherMediaType };
}

/** A delivery try holds the request this long; the job tries again after it (every 5 minutes). */
const MAIL_LEASE_MS = 5 * MINUTE;
/** Tries per request (about an hour of retries at the job's pace); the inbox shows what was never mailed. */
export const MAIL_MAX_ATTEMPTS = 12;
/** Requests one job run delivers at most. */
const MAIL_BATCH = 50;

const V = 'pricingRequests.validation';

/** A zod failure as the envelope's 400: the first message, and one per field. */
function invalid(error: z.ZodError): AppError {
  const fields: { field: string; message: string }[] = [];
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (!fields.some((f) => f.field === field)) fields.push({ field, message: issue.message });
  }
  // "validation.maxLength:64": the main message is the key with its argument as {{n}}.
  const first = parseMessageKey(fields[0]?.message ?? '') ?? { key: 'errors.invalidParams', vars: {} };
  return new AppError('invalidParams', first.key, first.vars, fields);
}

const fieldError = (field: string, message: string) =>
  new AppError('invalidParams', message, {}, [{ field, message }]);

/** Drops the fields the form left out, so the stored details hold only what was sent. */
const present = (values: Record<string, unknown>): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
  );

/** The operators' inbox, newest first (also `portal requests:list`). */
export async function listPricingRequests(
  db: Database,
  query: { page: number; pageSize: number },
): Promise<{ list: InboxRow[]; total: number }> {
  const repo = createPricingRequestsRepository(db);
  const { limit, offset } = pageWindow(query);
  const [list, total] = await Promise.all([repo.inboxPage(limit, offset), repo.total()]);
  return { list, total };
}

/** The receipt image of a guarantee request (`portal requests:voucher`); undefined when it has none. */
export function pricingRequestVoucher(db: Database, id: number) {
  return createPricingRequestsRepository(db).voucher(id);
}

/**
 * Pricing requests (issue 15): the price match, unlisted product, bulk buys and switch-and-match forms. A request
 * is checked completely (fields, catalogue, receipt image by its bytes), stored in one insert, and then mailed
 * twice — a confirmation to the requester and a notice to the sales address — after the answer, so a mail server
 * that is slow or down neither delays nor undoes the request; the `pricing-request-mail` job sends what failed.
 */
export function createPricingRequestsService(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'mailer' | 'log'>,
  options: { catalogue: Pick<CatalogueService, 'select' | 'salesEmail'> },
) {
  const repo = createPricingRequestsRepository(deps.db);

  /** Brand and product of the catalogue (GET products/select): the product's own name is kept beside it. */
  async function catalogueProduct(brand: string, shortName: string) {
    const { products } = await options.catalogue.select();
    const ofBrand = Object.entries(products).find(([name]) => name.toLowerCase() === brand.toLowerCase());
    if (!ofBrand) throw fieldError('brand', `${V}.brandUnknown`);
    const product = ofBrand[1].find((p) => p.shortName === shortName || p.name === shortName);
    if (!product) throw fieldError('product', `${V}.productUnknown`);
    return { brand: ofBrand[0], product: product.shortName, productName: product.name };
  }

  /** One delivery try of a request's missing mails; each mail on its own, so one failing does not stop the other. */
  async function deliver(id: number): Promise<boolean> {
    const now = deps.clock.now();
    const request = await repo.claimForMail(
      id,
      now,
      new Date(now.getTime() - MAIL_LEASE_MS),
      MAIL_MAX_ATTEMPTS,
    );
    if (!request) return false;
    let delivered = true;
    const mails = [
      ['confirmation', request.confirmationMailedAt, () => confirmationMail(request)],
      // The sales address in effect when the mail goes out (an operator may change it: `settings:sales`).
      ['sales', request.salesMailedAt, async () => salesMail(request, await options.catalogue.salesEmail())],
    ] as const;
    for (const [which, mailedAt, compose] of mails) {
      if (mailedAt) continue;
      try {
        await deps.mailer.send(await compose());
        await repo.markMailed(id, which, deps.clock.now());
      } catch (error) {
        delivered = false;
        deps.log.error({ err: error, requestId: id, mail: which }, 'pricing request mail failed');
      }
    }
    return delivered;
  }

  return {
    /** promote/create: the object named by `table` checked against that form's rules. */
    async checkTable(table: PricingRequestTable, body: Record<string, unknown>): Promise<CheckedRequest> {
      const wrapped = body[table];
      if (typeof wrapped !== 'object' || wrapped === null || Array.isArray(wrapped))
        throw new AppError('invalidParams', `${V}.wrapperMissing`, { table }, [
          { field: table, message: `${V}.wrapperMissing` },
        ]);
      const parsed = PRICING_REQUEST_FIELDS[table].safeParse(wrapped);
      if (!parsed.success) throw invalid(parsed.error);
      const { email, ...fields } = parsed.data;
      if ('brand' in fields) {
        const named = await catalogueProduct(fields.brand, fields.product);
        return { kind: table, email, details: present({ ...fields, ...named }) };
      }
      return { kind: table, email, details: present(fields) };
    },

    /** promote/email: name and email, and one image recognised by its bytes (never by its name or type). */
    async checkGuarantee(fields: GuaranteeFields, voucher: Uint8Array): Promise<CheckedRequest> {
      const type = await voucherTypeOf(voucher);
      if (!type) throw fieldError('salesVoucher', `${V}.imageOnly`);
      return {
        kind: 'guarantee',
        email: fields.email,
        details: { name: fields.name },
        voucher: { bytes: Buffer.from(voucher), type },
      };
    },

    /** Stores the request (one insert) and starts its mails without waiting for them. */
    async store(
      session: SessionContext,
      meta: { ip: string; lang: Language },
      request: CheckedRequest,
    ): Promise<{ id: number }> {
      const id = await repo.insert({
        accountId: session.accountId,
        kind: request.kind,
        email: request.email,
        details: request.details,
        voucher: request.voucher?.bytes ?? null,
        voucherType: request.voucher?.type ?? null,
        lang: meta.lang,
        ip: meta.ip,
        createdAt: deps.clock.now(),
      });
      void deliver(id).catch((error: unknown) =>
        deps.log.error({ err: error, requestId: id }, 'pricing request mail failed'),
      );
      return { id };
    },

    deliver,

    /** The job: another try for every request whose mail failed and whose last try is over. */
    async deliverPending(): Promise<{ tried: number; delivered: number }> {
      const staleBefore = new Date(deps.clock.now().getTime() - MAIL_LEASE_MS);
      const ids = await repo.pendingMail(staleBefore, MAIL_MAX_ATTEMPTS, MAIL_BATCH);
      let delivered = 0;
      for (const id of ids) if (await deliver(id)) delivered += 1;
      return { tried: ids.length, delivered };
    },
  };
}
export type PricingRequestsService = ReturnType<typeof createPricingRequestsService>;
