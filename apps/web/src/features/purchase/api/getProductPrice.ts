import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

export interface PriceArgs {
  shortName: string;
  validity: number;
  /** Display currency code; the answer's amounts are in it (`uint` is its symbol). */
  currency: string;
}

/** GET product/price?currency&validity&shortName */
export function getProductPrice(args: PriceArgs) {
  return call(ROUTES.productPrice, { query: { ...args } }, { silent: true });
}

export function useProductPrice(args: PriceArgs | undefined) {
  return useQuery({
    queryKey: ['purchase', 'price', args],
    queryFn: () => getProductPrice(args!),
    enabled: args !== undefined,
    placeholderData: keepPreviousData,
  });
}
