import { ErrorCode } from '@portal/contract';
import { isApiError } from './api';

/** What the last "Submit validation" found: per name the problem, and the first problem when no name has one. */
export interface ValidationProblems {
  problems: Record<string, string>;
  summary: string;
}

/**
 * Reads order/authz's "not yet" answer (code 1024, `errors` per domain); undefined for any other failure, which
 * the caller shows as a plain error.
 */
export function validationProblemsOf(error: unknown): ValidationProblems | undefined {
  if (!isApiError(error) || error.code !== ErrorCode.validationPending) return undefined;
  return { problems: Object.fromEntries(error.errors.map((e) => [e.field, e.message])), summary: error.msg };
}
