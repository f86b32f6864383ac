import type { SubAccountUpdateBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { subUsersKey } from './listSubUsers';

/** PUT sub-accounts/{uid} (form subUID plus the fields and the status). */
export function updateSubUser(uid: string, body: SubAccountUpdateBody) {
  return call(ROUTES.subAccountUpdate, { params: { uid }, body }, { silent: true, bodyType: 'form' });
}

export function useUpdateSubUser(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubAccountUpdateBody) => updateSubUser(uid, body),
    onSuccess: () => client.invalidateQueries({ queryKey: subUsersKey }),
  });
}
