import { MAX_PAGE_SIZE } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { wizardProductOf } from '../logic/wizardStart';

/**
 * The product the wizard's address names (`?product=`), from the catalogue (GET products, every product on one
 * page: about 70); null when the catalogue has no such product.
 */
export async function getAddressProduct(shortName: string) {
  const { list } = await call(ROUTES.products, { query: { page: 1, pageSize: MAX_PAGE_SIZE } });
  const row = list.find((product) => product.shortName === shortName);
  return row ? wizardProductOf(row) : null;
}

export function useAddressProduct(shortName: string | undefined) {
  return useQuery({
    queryKey: ['purchase', 'address-product', shortName],
    queryFn: () => getAddressProduct(shortName!),
    enabled: shortName !== undefined,
  });
}
