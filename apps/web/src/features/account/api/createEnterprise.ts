import type { EnterpriseFields } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { enterprisesKey } from './listEnterprises';

/** POST enterprise with the business fields. */
export function createEnterprise(body: EnterpriseFields): Promise<unknown> {
  return api.post<unknown>('enterprise', body, { silent: true });
}

export function useCreateEnterprise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEnterprise,
    onSuccess: () => client.invalidateQueries({ queryKey: enterprisesKey }),
  });
}
