import { amountToCents, centsToAmount } from '@portal/contract';
import { DAY } from '../../lib/clock.js';
import { createCouponCampaigns } from '../coupons/coupon-campaigns.js';
import { COMMAND_LINE_ACTOR } from '../operator-audit/operator-audit.js';
import { OperatorError, parseFlags, requireFlag } from './args.js';
import type { OperatorCommand, OperatorContext } from './operator-types.js';

const USAGE =
  'coupon:publish --amount 20.00 [--title T] [--describe D] [--from 2026-12-01T00:00Z] (--until 2026-12-31T23:59Z | --days N)';

function dateFlag(value: string | true | undefined, name: string): Date | undefined {
  if (value === undefined) return undefined;
  const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw new OperatorError(`--${name}: an ISO date and time is required`);
  return date;
}

/** Public coupons every account claims once through coupon/latest (docs/domain/coupons.md). */
export function couponCommands(ctx: OperatorContext): Record<string, OperatorCommand> {
  const campaigns = createCouponCampaigns(ctx);
  return {
    'coupon:publish': {
      usage: USAGE,
      async run(args) {
        const flags = parseFlags(args);
        const amountCents = amountToCents(requireFlag(flags, 'amount'));
        if (amountCents === undefined)
          throw new OperatorError('--amount: an amount with at most two decimals is required');
        const publishAt = dateFlag(flags.from, 'from');
        let endAt = dateFlag(flags.until, 'until');
        if (flags.days !== undefined) {
          const days = Number(flags.days);
          if (endAt || !Number.isInteger(days) || days <= 0)
            throw new OperatorError('give either --until DATE or --days N (a whole number of days)');
          endAt = new Date((publishAt ?? ctx.clock.now()).getTime() + days * DAY);
        }
        if (!endAt) throw new OperatorError('--until DATE or --days N is required');
        const text = (name: string) => (typeof flags[name] === 'string' ? flags[name] : '');
        const published = await campaigns.publish(
          {
            amountCents,
            title: text('title'),
            describe: text('describe'),
            publishAt,
            endAt,
          },
          COMMAND_LINE_ACTOR,
        );
        if ('problem' in published) throw new OperatorError(published.problem);
        return `coupon ${published.id} of ${centsToAmount(published.amountCents)} USD published: every account may claim it once from ${published.publishAt.toISOString()} until ${published.endAt.toISOString()}`;
      },
    },
  };
}
