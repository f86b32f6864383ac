import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../lib/api';

/** GET products/select: the brands and each brand's products, for the brand and certificate selects. */
export function getProductsSelect() {
  return call(ROUTES.productsSelect);
}

export function useProductsSelect() {
  return useQuery({ queryKey: ['products', 'select'], queryFn: getProductsSelect, staleTime: 5 * 60_000 });
}
