import type { orderStateAnswer } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

/** GET order/commit?id (status 12): bulk submit shows each failure in its result list (silent). */
export function commitOrder(id: number) {
  return api.get<z.infer<typeof orderStateAnswer>>('order/commit', { id }, { silent: true });
}

/** The Submit action of the detail page and the row menu: errors are shown by the caller's toast. */
export function useCommitOrder() {
  return useMutation({ mutationFn: commitOrder });
}
