import { ORDER_STATUS } from '@portal/contract';

/** The instruction panel's text for an order: what its status means and what to do next. */
export function instructionKey(order: {
  status: number;
  authMethod: string;
  paid: boolean;
  freeTrial: boolean;
}): string {
  if (order.status === ORDER_STATUS.waitingSubmit) return order.paid || order.freeTrial ? 'submit' : 'pay';
  if (order.status === ORDER_STATUS.needAuth) return `validate.${order.authMethod}`;
  return `status${order.status}`;
}
