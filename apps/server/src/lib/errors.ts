import type { ErrorCodeName, FieldError } from '@portal/contract';
import type { Vars } from '@portal/i18n';

/**
 * The one error type services throw. `code` picks the envelope code and HTTP status (contract httpStatusOf);
 * `messageKey` is translated into the caller's language by the error handler.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeName,
    readonly messageKey: string = `errors.${code}`,
    readonly vars: Vars = {},
    readonly fields: FieldError[] = [],
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError('notFound');
export const forbidden = () => new AppError('forbidden');
