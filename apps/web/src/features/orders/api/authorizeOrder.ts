export { authorizeOrder, useAuthorizeOrder } from '../../../lib/queries/orderCalls';
