export { Tracking, type TrackingHandle } from './tracking.tsx';
export { campaignRecords, currentClickId } from './storage.ts';
