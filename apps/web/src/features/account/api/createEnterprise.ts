import type { EnterpriseFields } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { enterprisesKey } from './listEnterprises';

/** POST enterprise with the business fields. */
export function createEnterprise(body: EnterpriseFields) {
  return call(ROUTES.enterpriseCreate, { body }, { silent: true });
}

export function useCreateEnterprise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEnterprise,
    onSuccess: () => client.invalidateQueries({ queryKey: enterprisesKey }),
  });
}
