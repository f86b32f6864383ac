import type { ProductTag } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** One tab's products: by brand, or by tag (SSL_IP, CodeSign). */
export interface ProductsArgs {
  page: number;
  pageSize: number;
  brand?: string;
  productTag?: ProductTag;
}

/** GET products?page&pageSize&brand|productTag -> {list, total}; prices in the session's display currency. */
export function listProducts(args: ProductsArgs) {
  return call(ROUTES.products, {
    query: { page: args.page, pageSize: args.pageSize, brand: args.brand, productTag: args.productTag },
  });
}

export const productsKey = ['products'] as const;

export function useProducts(args: ProductsArgs) {
  return useQuery({
    queryKey: [...productsKey, args],
    queryFn: () => listProducts(args),
    placeholderData: keepPreviousData,
  });
}
