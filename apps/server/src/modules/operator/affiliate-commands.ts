import { centsToAmount, PAYOUT_STATUSES, type PayoutStatus } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { PayoutRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { COMMAND_LINE_ACTOR } from '../operator-audit/operator-audit.js';
import { OperatorError, parseFlags, requireFlag } from './args.js';
import type { OperatorCommand, OperatorContext } from './operator-types.js';

const payoutIdOf = (flags: Record<string, string | true>) => {
  const id = Number(requireFlag(flags, 'id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw new OperatorError('--id: a payout number is required');
  return id;
};

const line = (p: PayoutRow) =>
  `payout ${p.id}: ${centsToAmount(p.amountCents)} USD to ${p.payPalId} (${p.status}, requested ${p.createdAt.toISOString()})`;

/** Operator decisions on affiliate payout requests (docs/domain/affiliate.md). */
export function affiliateCommands(ctx: OperatorContext): Record<string, OperatorCommand> {
  const service = () => {
    if (!ctx.payouts) throw new OperatorError('payouts are not available in this process');
    return ctx.payouts;
  };
  const explained = async <T>(id: number, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError)
        throw new OperatorError(`payout ${id}: ${translate('en', error.messageKey, error.vars)}`);
      throw error;
    }
  };
  return {
    'payout:approve': {
      usage: 'payout:approve --id ID [--manual-reference TEXT]',
      async run(args) {
        const flags = parseFlags(args);
        const id = payoutIdOf(flags);
        const manual = flags['manual-reference'];
        if (manual === true) throw new OperatorError('--manual-reference needs the payment reference');
        const reference = manual?.trim().slice(0, 200);
        if (reference === '') throw new OperatorError('--manual-reference needs the payment reference');
        const payouts = service();
        if (reference === undefined && !payouts.canSend())
          throw new OperatorError(
            'PayPal is not configured (PAYPAL_CLIENT_ID/SECRET): pay by hand and give --manual-reference TEXT',
          );
        const { payout, status } = await explained(id, () =>
          payouts.approve(id, reference, COMMAND_LINE_ACTOR),
        );
        if (status === 'paid')
          return `${line(payout)}: paid${payout.reference ? ` (${payout.reference})` : ''}`;
        if (status === 'failed')
          return `${line(payout)}: PayPal refused it (${payout.reason}); the amount is the affiliate's again`;
        return `${line(payout)}: sent to PayPal; the payout-status job follows it until PayPal finishes`;
      },
    },
    'payout:reject': {
      usage: 'payout:reject --id ID --reason TEXT',
      async run(args) {
        const flags = parseFlags(args);
        const id = payoutIdOf(flags);
        const reason = requireFlag(flags, 'reason').trim().slice(0, 1000);
        const payout = await explained(id, () => service().reject(id, reason, COMMAND_LINE_ACTOR));
        return `${line(payout)}: rejected; ${centsToAmount(payout.amountCents)} USD is the affiliate's to request again`;
      },
    },
    'payouts:list': {
      usage: `payouts:list [--status ${PAYOUT_STATUSES.join('|')}]`,
      async run(args) {
        const flags = parseFlags(args);
        const status = flags.status;
        if (status !== undefined && !PAYOUT_STATUSES.includes(status as PayoutStatus))
          throw new OperatorError(`--status: one of ${PAYOUT_STATUSES.join(', ')}`);
        const rows = await service().list(status ? [status as PayoutStatus] : undefined);
        return rows.length ? rows.map(line).join('\n') : 'no payouts';
      },
    },
  };
}
