import { centsToAmount } from '@portal/contract';
import { translate } from '@portal/i18n';
import { AppError } from '../../lib/errors.js';
import { COMMAND_LINE_ACTOR } from '../operator-audit/operator-audit.js';
import { OperatorError, parseFlags, requireFlag } from './args.js';
import type { OperatorCommand, OperatorContext } from './operator-types.js';

const orderIdOf = (flags: Record<string, string | true>) => {
  const id = Number(requireFlag(flags, 'id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw new OperatorError('--id: an order number is required');
  return id;
};

const explained = async <T>(id: number, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError)
      throw new OperatorError(`order ${id}: ${translate('en', error.messageKey, error.vars)}`);
    throw error;
  }
};

/** Operator decisions on refund applications (by order number: one open application per order); the console's refunds queue calls the same service. */
export function refundCommands(ctx: OperatorContext): Record<string, OperatorCommand> {
  return {
    'refund:approve': {
      usage: 'refund:approve --id ORDER_ID',
      async run(args) {
        const id = orderIdOf(parseFlags(args));
        if (!ctx.refunds) throw new OperatorError('refunds are not available in this process');
        const { creditedCents } = await explained(id, () => ctx.refunds!.approve(id, COMMAND_LINE_ACTOR));
        return `order ${id} refunded: ${centsToAmount(creditedCents)} USD credited to the balance`;
      },
    },
    'refund:reject': {
      usage: 'refund:reject --id ORDER_ID --reason TEXT',
      async run(args) {
        const flags = parseFlags(args);
        const id = orderIdOf(flags);
        const reason = requireFlag(flags, 'reason').trim().slice(0, 1000);
        if (!ctx.refunds) throw new OperatorError('refunds are not available in this process');
        await explained(id, () => ctx.refunds!.reject(id, reason, COMMAND_LINE_ACTOR));
        return `refund of order ${id} rejected`;
      },
    },
  };
}
