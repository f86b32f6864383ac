import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../api';
import { QUERY_KEYS } from '../queryKeys';

/** GET admin-setting -> {productCategory (the product list's tabs), website, chatJS, skin, salesEmail} */
export function getAdminSetting() {
  return call(ROUTES.adminSetting);
}

/** Read by the product list and the storefront offer (its sales address); it changes rarely. */
export function useAdminSetting() {
  return useQuery({ queryKey: QUERY_KEYS.adminSetting, queryFn: getAdminSetting, staleTime: 5 * 60_000 });
}
