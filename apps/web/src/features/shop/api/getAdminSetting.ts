import type { AdminSetting } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET admin-setting -> {productCategory (the product list's tabs), website, chatJS} */
export function getAdminSetting(): Promise<AdminSetting> {
  return api.get<AdminSetting>('admin-setting');
}

export const adminSettingKey = ['admin-setting'] as const;

export function useAdminSetting() {
  return useQuery({ queryKey: adminSettingKey, queryFn: getAdminSetting, staleTime: 5 * 60_000 });
}
