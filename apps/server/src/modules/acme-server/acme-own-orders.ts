// An account's own ACME orders and authorizations: found only under that account (404 otherwise), an expired
// order marked so, and a `processing` order brought up to date with the reissue that finalizes it.
import { ORDER_STATUS } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { AcmeAccountRow, AcmeOrderRow } from '../../db/schema/index.js';
import { certificatesOfReissue } from '../certificates/certificate-records.js';
import { findReissue } from '../orders/reissue-records.js';
import { notFound, type AcmeContext } from './acme-context.js';

export async function ownOrder(ctx: AcmeContext, account: AcmeAccountRow, id: string): Promise<AcmeOrderRow> {
  let order = await ctx.repo.findOrder(id);
  if (!order || order.acmeAccountId !== account.id) throw notFound(`order ${id}`);
  if (
    (order.status === 'pending' || order.status === 'ready') &&
    order.expiresAt.getTime() <= ctx.now().getTime()
  ) {
    await ctx.repo.expireOrder(order.id, ctx.now());
    order = (await ctx.repo.findOrder(id)) ?? order;
  }
  return followReissue(ctx, order, '');
}

export async function ownAuthorization(ctx: AcmeContext, account: AcmeAccountRow, id: string) {
  const authz = await ctx.repo.findAuthorization(id);
  if (!authz) throw notFound(`authorization ${id}`);
  const order = await ownOrder(ctx, account, authz.acmeOrderId).catch(() => {
    throw notFound(`authorization ${id}`);
  });
  return { authz: (await ctx.repo.findAuthorization(id)) ?? authz, order };
}

/** A `processing` order follows its reissue: issued → valid (with the certificate), closed → invalid. */
export async function followReissue(
  ctx: AcmeContext,
  acmeOrder: AcmeOrderRow,
  ip: string,
): Promise<AcmeOrderRow> {
  const { deps, repo, now } = ctx;
  if (acmeOrder.status !== 'processing' || !acmeOrder.reissueId) return acmeOrder;
  const reissue = await findReissue(deps.db, acmeOrder.reissueId);
  if (!reissue) return acmeOrder;
  if (reissue.status === ORDER_STATUS.complete) {
    const [certificate] = await certificatesOfReissue(deps.db, reissue.id);
    const valid = await repo.moveOrder(
      acmeOrder.id,
      'processing',
      { status: 'valid', certificateId: certificate?.id ?? null },
      now(),
    );
    if (!valid) return (await repo.findOrder(acmeOrder.id)) ?? acmeOrder;
    await ctx.parts.audit.recordFor(
      { ownerAccountId: reissue.accountId, accountId: reissue.accountId },
      ip,
      'acme.certificate',
      { orderId: reissue.orderId, domains: reissue.dnsNames.join(', '), reissueId: reissue.id },
    );
    return valid;
  }
  if (reissue.status === ORDER_STATUS.pending || reissue.status === ORDER_STATUS.needAuth) return acmeOrder;
  const problem = reissue.lastProblem;
  const detail = problem ? translate('en', problem.key, problem.vars) : 'the certificate could not be issued';
  return (
    (await repo.moveOrder(
      acmeOrder.id,
      'processing',
      { status: 'invalid', error: { type: 'serverInternal', detail } },
      now(),
    )) ?? acmeOrder
  );
}
