// The affiliate calls' rows (commission/orders, commission/extracts) and the payout plan over cleared rows: pure.
import { centsToNumber, type CommissionRow, type ExtractRow, type Language } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { CommissionDbRow, PayoutRow } from '../../db/schema/index.js';
import { type ListedCommission } from './commissions.repository.js';
import { maskEmail } from './masked-email.js';

function describe(lang: Language, row: ListedCommission): string {
  if (row.kind === 'bonus') return translate(lang, 'affiliate.describe.bonus');
  if (row.kind === 'reversal')
    return translate(lang, 'affiliate.describe.reversal', { orderId: row.orderId });
  if (row.productName === null)
    return translate(lang, 'affiliate.describe.unknown', { orderId: row.orderId });
  return row.item.includes('_')
    ? translate(lang, 'affiliate.describe.reissue', { product: row.productName })
    : translate(lang, 'affiliate.describe.order', { product: row.productName, months: row.validity ?? 0 });
}

export const commissionRow = (lang: Language, row: ListedCommission): CommissionRow => ({
  ID: row.id,
  order_id: row.item,
  account_email: maskEmail(row.customerEmail),
  commission: centsToNumber(row.amountCents),
  describe: describe(lang, row),
  status: row.status,
  kind: row.kind,
  total_amount: centsToNumber(row.baseCents),
  paid_at: row.paidAt ? row.paidAt.toISOString() : null,
  created_at: row.createdAt.toISOString(),
  clears_at: row.clearsAt.toISOString(),
});

export const extractRowOf = (uid: string, payout: PayoutRow): ExtractRow => ({
  ID: payout.id,
  AccountUID: uid,
  Status: payout.status,
  Comment: payout.status === 'paid' ? payout.reference : payout.reason,
  TotalAmount: centsToNumber(payout.amountCents),
  CreatedAt: payout.createdAt.toISOString(),
  PayPalID: payout.payPalId,
  PaidAt: payout.paidAt ? payout.paidAt.toISOString() : null,
});

/**
 * Which cleared rows a payout of `amountCents` takes: every reversal waiting (they must be), then commission
 * oldest-cleared first; the last one is split when the amount ends inside it.
 */
export function plan(cleared: CommissionDbRow[], amountCents: number) {
  const take = cleared.filter((r) => r.amountCents < 0).map((r) => r.id);
  let taken = cleared.filter((r) => r.amountCents < 0).reduce((sum, r) => sum + r.amountCents, 0);
  const positives = cleared
    .filter((r) => r.amountCents > 0)
    .sort((a, b) => (a.clearedAt?.getTime() ?? 0) - (b.clearedAt?.getTime() ?? 0) || a.id - b.id);
  let split: { row: CommissionDbRow; partCents: number } | undefined;
  for (const row of positives) {
    if (taken >= amountCents) break;
    const room = amountCents - taken;
    if (row.amountCents <= room) {
      take.push(row.id);
      taken += row.amountCents;
    } else {
      split = { row, partCents: room };
      taken += room;
    }
  }
  return { take, split };
}
