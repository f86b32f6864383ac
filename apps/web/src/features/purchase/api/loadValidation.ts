import { ORDER_STATUS, type AuthInfoItem } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { getAuthInfo } from '../../../lib/queries/authInfo';
import { commitOrder } from './commitOrder';
import { getOrderDetail } from './getOrderDetail';

/**
 * Wizard step 2: an order still waiting submit (status 12) is committed first, then its validation values
 * are read. Every failure is shown by the step itself ("Try again").
 */
export async function loadValidation(id: number): Promise<AuthInfoItem[]> {
  const detail = await getOrderDetail({ id }, { silent: true });
  if (detail.status === ORDER_STATUS.waitingSubmit) await commitOrder(id);
  return getAuthInfo(id);
}

export const validationKey = (id: number) => ['purchase', 'validation', id] as const;

export function useValidation(id: number | undefined) {
  return useQuery({
    queryKey: validationKey(id ?? 0),
    queryFn: () => loadValidation(id!),
    enabled: id !== undefined,
    gcTime: 0,
  });
}
