import { PAYOUT_MIN_CENTS, toCents, type CommissionStatus, type PayoutStatus } from '@portal/contract';

/** The share link of spec 001 section 2: `{host}/?id={uid}`. */
export function shareLink(origin: string, uid: string): string {
  return `${origin.replace(/\/+$/, '')}/?id=${encodeURIComponent(uid)}`;
}

/** Tag colours of a commission row's state (awaiting grey-blue, cleared green, requested gold, paid blue). */
export const COMMISSION_COLORS: Record<CommissionStatus, string> = {
  awaiting: 'default',
  cleared: 'green',
  requested: 'gold',
  paid: 'blue',
  cancelled: 'red',
};

export const PAYOUT_COLORS: Record<PayoutStatus, string> = {
  requested: 'gold',
  processing: 'processing',
  paid: 'green',
  rejected: 'red',
  failed: 'red',
};

/** Whether the cleared amount (USD) reaches the minimum payout: the request form is offered only then. */
export function canRequest(extractAmount: number): boolean {
  return toCents(extractAmount) >= PAYOUT_MIN_CENTS;
}
