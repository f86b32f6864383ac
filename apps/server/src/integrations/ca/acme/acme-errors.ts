import type { Authorization, Order } from 'acme-client';
import { CaError } from '../certificate-authority.js';
import { domainOf } from './acme-challenges.js';

/** An RFC 8555 problem document as the CA reports it in an order or challenge. */
interface Problem {
  type?: string;
  detail?: string;
}

const CAA_PROBLEM = 'urn:ietf:params:acme:error:caa';

/** Runs one exchange with the CA and answers its failures as CaErrors. */
export async function withCaErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toCaError(error);
  }
}

/**
 * Outages arrive as CaErrors already (acme-transport); anything else acme-client throws carries the CA's
 * problem detail of a refusal.
 */
export function toCaError(error: unknown): CaError {
  if (error instanceof CaError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new CaError('refused', message || 'The ACME server refused the request');
}

/** Why an order became invalid: the first failed challenge (with the CA's detail), else the order's own error. */
export function failureOf(order: Order, authorizations: Authorization[]): CaError {
  for (const authz of authorizations) {
    if (authz.status !== 'invalid') continue;
    const problem = authz.challenges.map((challenge) => challenge.error as Problem | undefined).find(Boolean);
    const domain = domainOf(authz);
    const detail = problem?.detail ?? 'the CA could not validate this name';
    return new CaError(
      problem?.type === CAA_PROBLEM ? 'caaForbids' : 'validationFailed',
      `${domain}: ${detail}`,
      {
        domain,
        problemType: problem?.type ?? '',
        problemDetail: detail,
      },
    );
  }
  const problem = order.error as Problem | undefined;
  return new CaError('refused', problem?.detail ?? 'The ACME order became invalid', {
    problemType: problem?.type ?? '',
    problemDetail: problem?.detail ?? '',
  });
}
