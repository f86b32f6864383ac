import type { CouponCampaignRow } from '../../db/schema/index.js';
import { DAY } from '../../lib/clock.js';
import type { ServiceDeps } from '../../services.js';
import { appendOperatorAudit, type OperatorActor } from '../operator-audit/operator-audit.js';
import { createCouponsRepository } from './coupons.repository.js';

/** Bounds of a published coupon: a typo guard on the amount, texts that fit a card, at most a year to run. */
export const CAMPAIGN_LIMITS = {
  maxAmountCents: 100_000,
  maxTitle: 60,
  maxDescribe: 200,
  maxDays: 366,
} as const;

export interface CampaignInput {
  amountCents: number;
  title: string;
  describe: string;
  /** Default: now. */
  publishAt?: Date;
  endAt: Date;
}

/** Why a campaign cannot be published (the operator's message), or null when it can. */
export function campaignProblem(input: CampaignInput, now: Date): string | null {
  const publishAt = input.publishAt ?? now;
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
    return 'the amount must be at least 0.01';
  if (input.amountCents > CAMPAIGN_LIMITS.maxAmountCents)
    return `the amount may be at most ${CAMPAIGN_LIMITS.maxAmountCents / 100}.00`;
  if (input.title.trim().length > CAMPAIGN_LIMITS.maxTitle)
    return `the title may have at most ${CAMPAIGN_LIMITS.maxTitle} characters`;
  if (input.describe.trim().length > CAMPAIGN_LIMITS.maxDescribe)
    return `the description may have at most ${CAMPAIGN_LIMITS.maxDescribe} characters`;
  if (Number.isNaN(publishAt.getTime()) || Number.isNaN(input.endAt.getTime())) return 'a date is not valid';
  if (input.endAt.getTime() <= Math.max(publishAt.getTime(), now.getTime()))
    return 'the end must be after the start and in the future';
  if (input.endAt.getTime() - publishAt.getTime() > CAMPAIGN_LIMITS.maxDays * DAY)
    return `a coupon may run at most ${CAMPAIGN_LIMITS.maxDays} days`;
  return null;
}

/**
 * Public coupons (docs/domain/coupons.md): an operator publishes one (`portal coupon:publish`, the console later);
 * each account claims the newest running one once through coupon/latest (coupon.service.ts).
 */
export function createCouponCampaigns(deps: Pick<ServiceDeps, 'db' | 'clock'>) {
  return {
    /**
     * Publishes a checked campaign with its operator audit row (`campaign.publish`) in one transaction; answers the
     * problem instead when it is not valid (nothing stored). `portal coupon:publish` and the console call this.
     */
    async publish(
      input: CampaignInput,
      actor: OperatorActor,
    ): Promise<CouponCampaignRow | { problem: string }> {
      const now = deps.clock.now();
      const problem = campaignProblem(input, now);
      if (problem) return { problem };
      return deps.db.transaction(async (tx) => {
        const row = await createCouponsRepository(tx).insertCampaign({
          amountCents: input.amountCents,
          title: input.title.trim(),
          describe: input.describe.trim(),
          publishAt: input.publishAt ?? now,
          endAt: input.endAt,
        });
        await appendOperatorAudit(tx, actor, {
          action: 'campaign.publish',
          targetType: 'campaign',
          targetId: String(row.id),
          details: {
            before: null,
            after: {
              amountCents: row.amountCents,
              title: row.title,
              publishAt: row.publishAt.toISOString(),
              endAt: row.endAt.toISOString(),
            },
          },
          at: now,
        });
        return row;
      });
    },
  };
}
