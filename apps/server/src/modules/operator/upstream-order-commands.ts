import { centsToAmount } from '@portal/contract';
import { translate } from '@portal/i18n';
import { AppError } from '../../lib/errors.js';
import { COMMAND_LINE_ACTOR } from '../operator-audit/operator-audit.js';
import type { StuckOrderOutcome, UpstreamStuckService } from '../ops/upstream-stuck.service.js';
import { OperatorError, parseFlags, requireFlag } from './args.js';
import type { OperatorCommand, OperatorContext } from './operator-types.js';

const problemOf = (outcome: StuckOrderOutcome) =>
  outcome.lastProblem ? `; ${translate('en', outcome.lastProblem.key, outcome.lastProblem.vars)}` : '';

/**
 * An order stuck on its upstream CA (docs/domain/upstreams.md): the console's service (`POST ops/orders/{id}/
 * upstream-retry | upstream-refund`), same rules, same audit trail.
 */
export function upstreamOrderCommands(ctx: OperatorContext): Record<string, OperatorCommand> {
  async function act(
    args: readonly string[],
    action: (
      stuck: UpstreamStuckService,
      id: number,
      flags: Record<string, string | true>,
    ) => Promise<StuckOrderOutcome>,
  ): Promise<StuckOrderOutcome> {
    if (!ctx.upstreamStuck)
      throw new OperatorError('upstream order actions are not available in this process');
    const flags = parseFlags(args);
    const id = Number(requireFlag(flags, 'id'));
    if (!Number.isSafeInteger(id) || id <= 0) throw new OperatorError('--id: an order number is required');
    try {
      return await action(ctx.upstreamStuck, id, flags);
    } catch (error) {
      if (error instanceof AppError)
        throw new OperatorError(`order ${id}: ${translate('en', error.messageKey, error.vars)}`);
      throw error;
    }
  }
  return {
    'order:upstream-retry': {
      usage: 'order:upstream-retry --id ID',
      async run(args) {
        const outcome = await act(args, (stuck, id) => stuck.retry(id, COMMAND_LINE_ACTOR));
        return `order ${outcome.id}: the certificate authority was asked again (status ${outcome.status})${problemOf(outcome)}`;
      },
    },
    'order:upstream-refund': {
      usage: 'order:upstream-refund --id ID --reason TEXT',
      async run(args) {
        const outcome = await act(args, (stuck, id, flags) => {
          const reason = requireFlag(flags, 'reason').trim().slice(0, 500);
          if (!reason) throw new OperatorError('--reason: the reason of the refund is required');
          return stuck.refund(id, reason, COMMAND_LINE_ACTOR);
        });
        return `order ${outcome.id} refunded (status ${outcome.status}); ${centsToAmount(outcome.refundedCents)} USD went back to the balance`;
      },
    },
  };
}
