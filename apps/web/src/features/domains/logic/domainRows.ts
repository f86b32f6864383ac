import { ErrorCode, type DelegationState, type DomainValidationMode } from '@portal/contract';
import { isApiError } from '../../../lib/api';

/** The tag of a validation mode: its colour and the catalog keys of its label and explanation. */
export function modeTag(mode: DomainValidationMode) {
  const color = mode === 'delegated' ? 'green' : mode === 'connector' ? 'blue' : 'default';
  return { color, labelKey: `domains.page.modes.${mode}`, hintKey: `domains.page.modeHints.${mode}` };
}

export function stateColor(state: DelegationState) {
  return state === 'active' ? 'green' : 'gold';
}

/**
 * The domain a row delegates: its covering delegation's when it has one, else the name itself without the
 * wildcard label (`*.example.com` is validated through `example.com`'s CNAME).
 */
export function delegationDomainOf(row: { domain: string; delegation: { domain: string } | null }): string {
  if (row.delegation) return row.delegation.domain;
  return row.domain.startsWith('*.') ? row.domain.slice(2) : row.domain;
}

/** Whether a failed call says DCV delegation is not enabled on this portal (409, code 1060). */
export function isDelegationOff(error: unknown): boolean {
  return isApiError(error) && error.code === ErrorCode.delegationDisabled;
}
