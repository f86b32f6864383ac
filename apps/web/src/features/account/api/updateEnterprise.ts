import type { EnterpriseFields } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { enterprisesKey } from './listEnterprises';

export type EnterpriseUpdate = EnterpriseFields & { enterpriseID: number };

/** PUT enterprise with enterpriseID plus the business fields. */
export function updateEnterprise(body: EnterpriseUpdate) {
  return call(ROUTES.enterpriseUpdate, { body }, { silent: true });
}

export function useUpdateEnterprise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEnterprise,
    onSuccess: () => client.invalidateQueries({ queryKey: enterprisesKey }),
  });
}
