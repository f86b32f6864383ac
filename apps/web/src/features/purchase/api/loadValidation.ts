import { ORDER_STATUS, orderAllows, type AuthInfoItem } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { getAuthInfo } from '../../../lib/queries/authInfo';
import { commitOrder } from './commitOrder';
import { getOrderDetail } from './getOrderDetail';

/** What step 2 shows: the order's status and, while it has validation to show (0 or 1), the values per name. */
export interface ValidationLoad {
  status: number;
  items: AuthInfoItem[];
}

/** The three calls step 2 makes (replaced in tests, which count them). */
export interface ValidationCalls {
  status: (id: number) => Promise<number>;
  commit: (id: number) => Promise<{ status: number }>;
  authInfo: (id: number) => Promise<AuthInfoItem[]>;
}

const CALLS: ValidationCalls = {
  status: async (id) => (await getOrderDetail({ id }, { silent: true })).status,
  commit: commitOrder,
  authInfo: getAuthInfo,
};

/**
 * Wizard step 2: an order still waiting submit (status 12) is committed first; its validation values are read
 * only while its status has validation to show (`orderAllows('authInfo')`: 0 or 1). An order that is already
 * validated (issued, complete, under review) or closed answers no values and no order/authInfo call is made (the
 * server would refuse it with 409). Every failure is shown by the step itself ("Try again").
 */
export async function loadValidation(id: number, calls: ValidationCalls = CALLS): Promise<ValidationLoad> {
  let status = await calls.status(id);
  if (status === ORDER_STATUS.waitingSubmit) status = (await calls.commit(id)).status;
  if (!orderAllows('authInfo', status)) return { status, items: [] };
  return { status, items: await calls.authInfo(id) };
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
