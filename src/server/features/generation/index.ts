/**
 * The generation feature's public entry: the worker's definition (the root lists it, workers.ts), the
 * request's generation context, and the wake-up that re-queues unfinished e-mails (review's regenerate
 * uses it).
 */
export { earlierSteps } from './earlier-steps.ts';
export { generationContext, type GenerationContext } from './generation-deps.ts';
export { generationWorker } from './worker.ts';
export { batchWorker } from './batch/index.ts';
export { wakeUnfinished } from './wake.ts';
