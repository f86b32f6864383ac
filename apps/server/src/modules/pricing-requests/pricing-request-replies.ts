import { DEFAULT_LANGUAGE, normalizeLanguage } from '@portal/contract';
import { translate } from '@portal/i18n';
import { AppError } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import type { ServiceDeps } from '../../services.js';
import { appendOperatorAudit, type OperatorActor } from '../operator-audit/operator-audit.js';
import {
  createPricingRequestsRepository,
  type InboxRow,
  type InboxState,
} from './pricing-requests.repository.js';

const notFound = (id: number) => new AppError('notFound', 'opsContent.errors.requestNotFound', { id });

/**
 * The operators' inbox of pricing requests (docs/domain/pricing-requests.md "Inbox"): new and answered ones, and
 * the reply. A reply first claims the request (the guarded `answered_at is null` update, with its audit row, in
 * one transaction: of two replies exactly one goes out), then mails the requester outside any transaction; when
 * the mail cannot be sent the claim is released (the request is new again, with an audit row saying so) and the
 * operator is told.
 */
export function createPricingRequestInbox(deps: Pick<ServiceDeps, 'db' | 'clock' | 'mailer'>) {
  const repo = createPricingRequestsRepository(deps.db);

  async function one(id: number): Promise<InboxRow> {
    const [row] = await repo.inboxPage(1, 0, undefined, id);
    if (!row) throw notFound(id);
    return row;
  }

  return {
    async list(query: { state: InboxState; page: number; pageSize: number }) {
      const { limit, offset } = pageWindow(query);
      const [list, total] = await Promise.all([
        repo.inboxPage(limit, offset, query.state),
        repo.total(query.state),
      ]);
      return { list, total };
    },

    /** One request and its receipt image (a data: address; the type was judged from the bytes on upload). */
    async view(id: number): Promise<InboxRow & { voucher: string | null }> {
      const [row, voucher] = await Promise.all([one(id), repo.voucher(id)]);
      return {
        ...row,
        voucher: voucher ? `data:${voucher.type};base64,${voucher.bytes.toString('base64')}` : null,
      };
    },

    async reply(id: number, message: string, actor: OperatorActor): Promise<InboxRow> {
      const request = await one(id);
      const now = deps.clock.now();
      const claimed = await deps.db.transaction(async (tx) => {
        const row = await createPricingRequestsRepository(tx).claimAnswer(id, {
          answeredAt: now,
          answeredByAccountId: actor.accountId,
          answeredBy: actor.email,
          answer: message,
        });
        if (!row)
          throw new AppError('conflict', 'opsContent.errors.answeredAlready', {
            id,
            by: request.answeredBy ?? '',
          });
        await appendOperatorAudit(tx, actor, {
          action: 'request.reply',
          targetType: 'pricingRequest',
          targetId: String(id),
          details: { before: { state: 'new' }, after: { state: 'answered', to: row.email, message } },
          at: now,
        });
        return row;
      });
      const lang = normalizeLanguage(claimed.lang) ?? DEFAULT_LANGUAGE;
      const kind = translate(lang, `pricingRequests.kinds.${claimed.kind}`);
      try {
        await deps.mailer.send({
          to: claimed.email,
          subject: translate(lang, 'opsContent.requests.mailSubject', { id, kind }),
          text: message,
        });
      } catch (error) {
        await deps.db.transaction(async (tx) => {
          await createPricingRequestsRepository(tx).releaseAnswer(id, now);
          await appendOperatorAudit(tx, actor, {
            action: 'request.reply.failed',
            targetType: 'pricingRequest',
            targetId: String(id),
            details: {
              before: { state: 'answered' },
              after: { state: 'new' },
              error: error instanceof Error ? error.message.slice(0, 300) : 'mail not sent',
            },
            at: deps.clock.now(),
          });
        });
        throw new AppError('providerRefused', 'opsContent.errors.replyNotSent', { id, to: claimed.email });
      }
      return one(id);
    },
  };
}
export type PricingRequestInbox = ReturnType<typeof createPricingRequestInbox>;
