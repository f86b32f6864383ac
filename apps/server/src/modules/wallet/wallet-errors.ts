import { CardWalletError } from '../../integrations/payments/card-wallet.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';

/**
 * A provider failure as the customer should read it: 409 refusals, or "try again later". Logged with the
 * provider's debug id (what its support asks for); an outage or a malformed answer at error level.
 */
export function walletFailure(error: unknown, log: ServiceDeps['log']): Error {
  if (!(error instanceof CardWalletError)) return error as Error;
  const context = { kind: error.kind, detail: error.detail, debugId: error.debugId };
  if (error.kind === 'unavailable') log.error(context, 'card wallet unavailable');
  else log.info(context, 'card wallet refused');
  switch (error.kind) {
    case 'notApproved':
      return new AppError('providerRefused', 'wallet.errors.notApproved');
    case 'declined':
      return new AppError('providerRefused', 'wallet.errors.declined');
    case 'notFound':
      return new AppError('providerRefused', 'wallet.errors.voided');
    case 'unavailable':
      return new AppError('paymentUnavailable', 'wallet.errors.unavailable');
    default:
      return new AppError('providerRefused', 'wallet.errors.refused', { detail: error.detail });
  }
}
