import type { EnterpriseFields } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { enterprisesKey } from './listEnterprises';

export type EnterpriseUpdate = EnterpriseFields & { enterpriseID: number };

/** PUT enterprise with enterpriseID plus the business fields. */
export function updateEnterprise(body: EnterpriseUpdate): Promise<unknown> {
  return api.put<unknown>('enterprise', body, { silent: true });
}

export function useUpdateEnterprise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEnterprise,
    onSuccess: () => client.invalidateQueries({ queryKey: enterprisesKey }),
  });
}
