import { centsToAmount, paymentIdOfReference } from '@portal/contract';
import { translate } from '@portal/i18n';
import { AppError } from '../../lib/errors.js';
import { COMMAND_LINE_ACTOR } from '../operator-audit/operator-audit.js';
import { OperatorError, parseFlags, requireFlag } from './args.js';
import type { OperatorCommand, OperatorContext } from './operator-types.js';

/** Money received outside the portal for an open payment (bank transfer, cheque). */
export function paymentCommands(ctx: OperatorContext): Record<string, OperatorCommand> {
  return {
    'payment:offline': {
      usage: 'payment:offline --payment ID|TOPUP-ID --reference TEXT',
      async run(args) {
        const flags = parseFlags(args);
        // The payment number, or the reference a bank-transfer top-up showed the customer (TOPUP-17).
        const id = paymentIdOfReference(requireFlag(flags, 'payment'));
        if (id === undefined)
          throw new OperatorError(
            '--payment: a payment number (or its reference TOPUP-<number>) is required',
          );
        const reference = requireFlag(flags, 'reference').trim().slice(0, 200);
        if (!ctx.offlinePayments)
          throw new OperatorError('offline payments are not available in this process');
        try {
          const { payment, already, balanceCents } = await ctx.offlinePayments.markPaid(
            id,
            reference,
            COMMAND_LINE_ACTOR,
          );
          // A second run is not an error: the money was booked once, and the answer says so.
          if (already)
            return translate('en', 'wallet.offline.already', { id, channel: payment.channel ?? 'fund' });
          const done = translate('en', 'wallet.offline.done', { id, reference });
          const what =
            payment.type === 'addFunds'
              ? `${centsToAmount(payment.totalCents)} USD credited; balance ${centsToAmount(balanceCents ?? 0)} USD`
              : `orders ${[...payment.ordersId, ...payment.reissueIds].join(', ')} paid`;
          return `${done}: ${what}`;
        } catch (error) {
          if (error instanceof AppError)
            throw new OperatorError(`payment ${id}: ${translate('en', error.messageKey, error.vars)}`);
          throw error;
        }
      },
    },
  };
}
