export { createJobQueue, PermanentJobError, type Job, type JobDefinition, type JobQueue, type JobQueueOptions } from './queue.ts';
