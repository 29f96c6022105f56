export { createOrderService, DELIVERY_RETRY_EVENT, isOrderId, type OrderService, type Result } from './service.ts';
export { createOrderStatusKeeper, ORDER_CHANGES_CHANNEL, orderIdsOf, type OrderStatusKeeper, type OrderWork, type TransitionResult } from './status.ts';
export { createOrderRepository, type OrderRow } from './repository.ts';
export { orderRoutes, type OrderRoutesOptions } from './routes.ts';
export { graphqlRoutes } from './graphql.ts';
