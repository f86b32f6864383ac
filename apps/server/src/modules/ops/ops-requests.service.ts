import type { OpsRequestDetail, OpsRequestRow } from '@portal/contract';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { createPricingRequestInbox } from '../pricing-requests/pricing-request-replies.js';
import type { InboxRow } from '../pricing-requests/pricing-requests.service.js';
import { actorOf } from './ops.service.js';

const rowOf = (row: InboxRow): OpsRequestRow => ({
  id: row.id,
  kind: row.kind,
  email: row.email,
  details: row.details,
  accountEmail: row.accountEmail,
  accountUid: row.accountUid,
  ip: row.ip,
  createdAt: row.createdAt.toISOString(),
  voucherType: row.voucherType,
  voucherBytes: row.voucherBytes,
  confirmationMailed: row.confirmationMailedAt !== null,
  salesMailed: row.salesMailedAt !== null,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  answeredBy: row.answeredBy,
  answer: row.answer,
});

/** The console's pricing-request inbox: the pricing-requests module's inbox with the signed-in operator as actor. */
export function createOpsRequestsService(deps: ServiceDeps) {
  const inbox = createPricingRequestInbox(deps);
  return {
    async list(query: { state: 'new' | 'answered'; page: number; pageSize: number }) {
      const { list, total } = await inbox.list(query);
      return { list: list.map(rowOf), total };
    },
    async view(id: number): Promise<OpsRequestDetail> {
      const row = await inbox.view(id);
      return { ...rowOf(row), voucher: row.voucher };
    },
    reply: async (session: SessionContext, id: number, message: string, ip: string) =>
      rowOf(await inbox.reply(id, message, actorOf(session, ip))),
  };
}
export type OpsRequestsService = ReturnType<typeof createOpsRequestsService>;
