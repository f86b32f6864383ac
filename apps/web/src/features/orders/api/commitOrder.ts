import type { orderStateAnswer } from '@portal/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api';

/** GET order/commit?id (status 12): bulk submit shows each failure in its result list (silent). */
export function commitOrder(id: number) {
  return api.get<z.infer<typeof orderStateAnswer>>('order/commit', { id }, { silent: true });
}
