import { ORDER_STATUS } from '@portal/contract';

/**
 * The instruction panel's text for an order: what its status means and what to do next. `allAutomatic`: every name
 * validates by itself (delegation or DNS connector), so there is nothing to publish.
 */
export function instructionKey(
  order: {
    status: number;
    authMethod: string;
    paid: boolean;
    freeTrial: boolean;
  },
  allAutomatic = false,
): string {
  if (order.status === ORDER_STATUS.waitingSubmit) return order.paid || order.freeTrial ? 'submit' : 'pay';
  if (order.status === ORDER_STATUS.needAuth)
    return allAutomatic ? 'validate.automatic' : `validate.${order.authMethod}`;
  return `status${order.status}`;
}
