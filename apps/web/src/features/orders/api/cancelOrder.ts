import type { orderStateAnswer } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

/** GET order/cancel/{id} (status 0, 1 or 12). */
export function cancelOrder(id: number) {
  return api.get<z.infer<typeof orderStateAnswer>>(`order/cancel/${id}`);
}

export function useCancelOrder() {
  return useMutation({ mutationFn: cancelOrder });
}
