import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../lib/session-context.js';

/**
 * The books (activity, invoices, statements) are the account's money: sub-users of role finance read their
 * main account's books; role sale never sees money screens (spec 001 section 6 hides its balance dropdown), and
 * the server refuses it whatever the UI shows.
 */
export function assertMayReadBooks(session: SessionContext): void {
  if (session.role === 'sale') throw new AppError('forbidden', 'books.errors.saleNoBooks');
}
