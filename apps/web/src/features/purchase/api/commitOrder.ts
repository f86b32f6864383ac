export { commitOrder } from '../../../lib/queries/orderCalls';
