export { createPaymentRepository, type PaymentRepository, type RefundRow } from './repository.ts';
export { paymentRoutes, type PaymentRoutesOptions } from './routes.ts';
