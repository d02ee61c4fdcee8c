/**
 * The generation feature's public entry: the batch routes, the worker, the request's generation
 * context, and the wake-up that re-queues unfinished e-mails (review's regenerate uses it).
 */
export { generationContext, type GenerationContext } from './generation-deps.ts';
export { startGenerationWorker } from './worker.ts';
export { wakeUnfinished } from './wake.ts';
