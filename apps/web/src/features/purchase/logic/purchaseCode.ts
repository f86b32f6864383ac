import { VISITOR_CODE_HEADER } from '@portal/contract';
import { createContext, useContext } from 'react';

/**
 * The seam between the purchase wizard's steps and the storefront (docs/domain/purchase.md, "Visitors"): the code
 * of a visitor's purchase, or undefined for a member. The step components call the same API functions either way;
 * with a code the calls carry it in the query (`code`) and in the `x-visitor-code` header.
 */
export const PurchaseCodeContext = createContext<string | undefined>(undefined);

export function usePurchaseCode(): string | undefined {
  return useContext(PurchaseCodeContext);
}

/** The query part of a visitor's call. */
export function codeQuery(code: string | undefined): { query?: { code: string } } {
  return code ? { query: { code } } : {};
}

/** The header part of a visitor's call (needed by the calls that write or hand out the key). */
export function codeHeaders(code: string | undefined): { headers?: Record<string, string> } {
  return code ? { headers: { [VISITOR_CODE_HEADER]: code } } : {};
}
