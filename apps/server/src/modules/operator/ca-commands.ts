import { centsToAmount, ORDER_STATUS } from '@portal/contract';
import { translate } from '@portal/i18n';
import { AppError } from '../../lib/errors.js';
import { COMMAND_LINE_ACTOR, type ReviewService } from '../ops/review.service.js';
import { OperatorError, parseFlags, requireFlag } from './args.js';
import type { OperatorCommand, OperatorContext } from './operator-types.js';

function orderIdOf(value: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new OperatorError('--id: an order number is required');
  return id;
}

/**
 * Operator commands of the issuing side: the root to trust, and the review decisions of orders under review
 * (the console's review service: same claim, same audit trail, same letters).
 */
export function caCommands(ctx: OperatorContext): Record<string, OperatorCommand> {
  async function decide<T>(id: number, action: (reviews: ReviewService) => Promise<T>): Promise<T> {
    if (!ctx.reviews) throw new OperatorError('review decisions are not available in this process');
    try {
      return await action(ctx.reviews);
    } catch (error) {
      if (error instanceof AppError)
        throw new OperatorError(`order ${id}: ${translate('en', error.messageKey, error.vars)}`);
      throw error;
    }
  }

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
      usage: 'order:approve --id ID [--note TEXT]',
      async run(args) {
        const flags = parseFlags(args);
        const id = orderIdOf(requireFlag(flags, 'id'));
        const note = typeof flags.note === 'string' ? flags.note.trim().slice(0, 500) : '';
        const order = await decide(id, (reviews) => reviews.approve(id, note, COMMAND_LINE_ACTOR));
        return order.status === ORDER_STATUS.complete
          ? `order ${id} approved and issued`
          : `order ${id} approved; the CA answered pending (status ${order.status})`;
      },
    },
    'order:reject': {
      usage: 'order:reject --id ID --reason TEXT',
      async run(args) {
        const flags = parseFlags(args);
        const id = orderIdOf(requireFlag(flags, 'id'));
        const reason = requireFlag(flags, 'reason').trim().slice(0, 500);
        if (!reason) throw new OperatorError('--reason: the reason of the rejection is required');
        const outcome = await decide(id, (reviews) => reviews.reject(id, reason, COMMAND_LINE_ACTOR));
        return outcome.refundedCents > 0
          ? `order ${id} rejected (status ${outcome.status}); ${centsToAmount(outcome.refundedCents)} USD went back to the balance`
          : `order ${id} rejected (status ${outcome.status})`;
      },
    },
  };
}
