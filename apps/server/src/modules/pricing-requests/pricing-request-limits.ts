import { HOUR } from '../../lib/clock.js';

/** Requests one signed-in person and one address may send per window (docs/domain/pricing-requests.md). */
export interface PricingRequestLimits {
  perAccount: number;
  perIp: number;
  windowMs: number;
}

export const DEFAULT_PRICING_REQUEST_LIMITS: PricingRequestLimits = {
  perAccount: 10,
  perIp: 30,
  windowMs: HOUR,
};
