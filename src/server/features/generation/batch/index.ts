/**
 * Overnight mode (decision 038): a campaign's e-mails through the provider's batch API at its batch price.
 * Generation's own files use it; nothing outside the feature does.
 */
export { batchAvailability, EXPECTED_BATCH_WAIT_SEC, MAX_BATCH_WAIT_SEC } from './availability.ts';
export { batchWorker } from './batch-worker.ts';
export { sendBatchJobs } from './batch-jobs.ts';
export { latestBatch } from './latest-batch.ts';
export { markBatch } from './queue-batch.ts';
