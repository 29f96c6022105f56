export { createPaymentService, type PaymentService, type ReceivedPaymentEvent } from './service.ts';
export type { RefundRow } from './repository.ts';
export { paymentRoutes, type PaymentRoutesOptions } from './routes.ts';
