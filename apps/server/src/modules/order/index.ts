export {
  checkPlayerInputs,
  createOrderService,
  hashOrderRequest,
  isOrderId,
  type OrderService,
  type Placement,
  type PricedOrder,
} from './service.ts';
export {
  createOrderStatusKeeper,
  ORDER_CHANGES_CHANNEL,
  orderIdsOf,
  type OrderStatusKeeper,
  type OrderWork,
  type TransitionResult,
} from './status.ts';
export { DELIVERY_RETRY_EVENT, ORDER_EXPIRED_EVENT, type OrderRow } from './repository.ts';
export { orderRoutes, type OrderRoutesOptions } from './routes.ts';
export { graphqlRoutes } from './graphql.ts';
