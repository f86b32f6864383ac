import { ORDER_STATUS } from '@portal/contract';
import { translate } from '@portal/i18n';
import { AppError } from '../../lib/errors.js';
import { OperatorError, parseFlags, requireFlag } from './args.js';
import type { OperatorCommand, OperatorContext } from './operator-types.js';

/** Operator commands of the issuing side: the root to trust, and approval of orders under review. */
export function caCommands(ctx: OperatorContext): Record<string, OperatorCommand> {
  return {
    'ca:root': {
      usage: 'ca:root',
      async run() {
        if (!ctx.ca) throw new OperatorError('no certificate authority is configured');
        const root = await ctx.ca.rootPem();
        if (!root) throw new OperatorError(`the ${ctx.ca.name} CA has no root of its own to show`);
        return root.trim();
      },
    },
    'order:approve': {
      usage: 'order:approve --id ID',
      async run(args) {
        const id = Number(requireFlag(parseFlags(args), 'id'));
        if (!Number.isSafeInteger(id) || id <= 0)
          throw new OperatorError('--id: an order number is required');
        if (!ctx.issuance) throw new OperatorError('issuance is not available in this process');
        try {
          const order = await ctx.issuance.approve(id);
          return order.status === ORDER_STATUS.complete
            ? `order ${id} approved and issued`
            : `order ${id} approved; the CA answered pending (status ${order.status})`;
        } catch (error) {
          if (error instanceof AppError)
            throw new OperatorError(`order ${id}: ${translate('en', error.messageKey, error.vars)}`);
          throw error;
        }
      },
    },
  };
}
