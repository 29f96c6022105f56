export { createFulfilmentRepository, type DeliveryRow, type FulfilmentRepository } from './repository.ts';
