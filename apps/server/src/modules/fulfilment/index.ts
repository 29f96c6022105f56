export { createFulfilmentService, type FulfilmentService } from './service.ts';
