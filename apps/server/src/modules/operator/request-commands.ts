import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { translate } from '@portal/i18n';
import {
  listPricingRequests,
  MAIL_MAX_ATTEMPTS,
  pricingRequestVoucher,
  type InboxRow,
} from '../pricing-requests/pricing-requests.service.js';
import { OperatorError, parseFlags, requireFlag } from './args.js';
import type { OperatorCommand, OperatorContext } from './operator-types.js';

const utc = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

function positive(flags: Record<string, string | true>, name: string, fallback: number, max: number): number {
  const value = flags[name];
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new OperatorError(`--${name}: a whole number from 1 to ${max}`);
  return n;
}

function mailState(row: InboxRow): string {
  const one = (name: string, at: Date | null) =>
    at
      ? `${name} sent`
      : `${name} NOT sent (${row.mailAttempts} of ${MAIL_MAX_ATTEMPTS} tries${row.mailAttempts >= MAIL_MAX_ATTEMPTS ? ', gave up' : ''})`;
  return `mails: ${one('confirmation', row.confirmationMailedAt)}, ${one('sales', row.salesMailedAt)}`;
}

/** One request as a few lines: what, when, who, the fields, the mails and the receipt. */
function describe(row: InboxRow): string {
  const fields = Object.entries(row.details)
    .map(([name, value]) => `${name}: ${value}`)
    .join(' | ');
  const lines = [
    `#${row.id}  ${utc(row.createdAt)}  ${translate('en', `pricingRequests.kinds.${row.kind}`)}`,
    `    from ${row.accountEmail} (uid ${row.accountUid}, ip ${row.ip}), answer to ${row.email}`,
    `    ${fields}`,
    `    ${mailState(row)}`,
  ];
  if (row.voucherType)
    lines.push(
      `    receipt: ${row.voucherType}, ${row.voucherBytes} bytes (portal requests:voucher --id ${row.id} --out FILE)`,
    );
  return lines.join('\n');
}

/** The pricing requests inbox for operators, until the operator console shows it (docs/domain/pricing-requests.md). */
export function requestCommands(ctx: OperatorContext): Record<string, OperatorCommand> {
  return {
    'requests:list': {
      usage: 'requests:list [--page N] [--size N]   (newest first, 20 a page)',
      async run(args) {
        const flags = parseFlags(args);
        const page = positive(flags, 'page', 1, 1_000_000);
        const pageSize = positive(flags, 'size', 20, 500);
        const { list, total } = await listPricingRequests(ctx.db, { page, pageSize });
        if (total === 0) return 'no pricing requests yet';
        if (list.length === 0) return `page ${page} is empty: there are ${total} requests`;
        const first = (page - 1) * pageSize + 1;
        return `${list.map(describe).join('\n')}\n${first}-${first + list.length - 1} of ${total} requests`;
      },
    },
    'requests:voucher': {
      usage: 'requests:voucher --id ID --out FILE',
      async run(args) {
        const flags = parseFlags(args);
        requireFlag(flags, 'id');
        const id = positive(flags, 'id', 0, Number.MAX_SAFE_INTEGER);
        const out = resolve(requireFlag(flags, 'out'));
        const voucher = await pricingRequestVoucher(ctx.db, id);
        if (!voucher) throw new OperatorError(`request ${id} has no receipt image (or does not exist)`);
        writeFileSync(out, voucher.bytes, { mode: 0o600 });
        return `wrote the receipt of request ${id} (${voucher.type}, ${voucher.bytes.byteLength} bytes) to ${out}`;
      },
    },
  };
}
