import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';

/**
 * GET ca/root (public): the built-in CA's root certificate as PEM text; undefined when the CA has none to
 * show (404 with an envelope, e.g. an ACME CA), so the help page hides its button.
 */
export async function getCaRoot(): Promise<string | undefined> {
  try {
    const pem = await api.get<unknown>('ca/root', undefined, { silent: true });
    return typeof pem === 'string' && pem.includes('BEGIN CERTIFICATE') ? pem : undefined;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return undefined;
    throw error;
  }
}

export const caRootKey = ['ca', 'root'] as const;

export function useCaRoot() {
  return useQuery({ queryKey: caRootKey, queryFn: getCaRoot, staleTime: Infinity });
}
