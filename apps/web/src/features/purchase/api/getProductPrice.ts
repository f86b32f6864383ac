import type { ProductPrice } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface PriceArgs {
  shortName: string;
  validity: number;
  /** Display currency code; the answer's amounts are in it (`uint` is its symbol). */
  currency: string;
}

/** GET product/price?currency&validity&shortName */
export function getProductPrice(args: PriceArgs): Promise<ProductPrice> {
  return api.get<ProductPrice>('product/price', { ...args }, { silent: true });
}

export function useProductPrice(args: PriceArgs | undefined) {
  return useQuery({
    queryKey: ['purchase', 'price', args],
    queryFn: () => getProductPrice(args!),
    enabled: args !== undefined,
    placeholderData: keepPreviousData,
  });
}
