import type { SubAccountBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { subUsersKey } from './listSubUsers';

/** POST sub-account (form): adds the sub-user and mails its invitation. */
export function createSubUser(body: SubAccountBody) {
  return call(ROUTES.subAccountCreate, { body }, { silent: true, bodyType: 'form' });
}

export function useCreateSubUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSubUser,
    onSuccess: () => client.invalidateQueries({ queryKey: subUsersKey }),
  });
}
