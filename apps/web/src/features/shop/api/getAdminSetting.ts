import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** GET admin-setting -> {productCategory (the product list's tabs), website, chatJS} */
export function getAdminSetting() {
  return call(ROUTES.adminSetting);
}

export const adminSettingKey = ['admin-setting'] as const;

export function useAdminSetting() {
  return useQuery({ queryKey: adminSettingKey, queryFn: getAdminSetting, staleTime: 5 * 60_000 });
}
