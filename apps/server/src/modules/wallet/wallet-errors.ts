import { CardWalletError } from '../../integrations/payments/card-wallet.js';
import { AppError } from '../../lib/errors.js';

/** A provider failure as the customer should read it: 409 refusals, or "try again later". */
export function walletFailure(error: unknown): Error {
  if (!(error instanceof CardWalletError)) return error as Error;
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
