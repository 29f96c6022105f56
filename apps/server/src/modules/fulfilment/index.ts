export { createFulfilmentService, type FulfilmentService } from './service.ts';
export type { DeliveryRow } from './repository.ts';
