export { commitOrder, useCommitOrder } from '../../../lib/queries/orderCalls';
