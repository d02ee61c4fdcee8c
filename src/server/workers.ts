import type { DatabaseHandle } from '#server/db/client.ts';
import type { AppDeps } from '#server/app-deps.ts';
import type { AppEnv } from '#server/env.ts';
import { batchWorker, generationWorker, type GenerationContext } from '#server/features/generation/index.ts';
import { pushWorker } from '#server/features/integrations/index.ts';
import { researchWorker } from '#server/features/research/index.ts';
import { webhookWorker } from '#server/features/webhooks/index.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { Resolver } from '#server/lib/ssrf.ts';
import { createJobQueue, type JobQueue } from './jobs/queue.ts';
import { runWorkers } from './jobs/run-workers.ts';

/**
 * Every queue worker of the app, started in this order by `npm start` (beside the web server) and by
 * `npm run worker` (alone), DESIGN.md §3. Each is a feature's definition (jobs/define-worker.ts,
 * decision 014): batch generation, integration pushes, webhook deliveries, prospect research, provider
 * batches (overnight mode, decision 038). To add
 * one, append it here.
 */
export const queueWorkers = [generationWorker, pushWorker, webhookWorker, researchWorker, batchWorker] as const;

/**
 * The job queue and the workers of this process. `stop()` stops the wake-up timers and taking jobs,
 * waits up to `graceMs` (ms, default 8,000) for the running ones (an e-mail cut off mid-call is
 * retried by another worker, see queue.ts), then closes the queue's connections.
 */
export type Workers = { jobs: JobQueue; stop(graceMs?: number): Promise<void> };

/**
 * Starts the job queue (creating or updating its queues) and every worker of `queueWorkers` on it.
 * @throws when the queue cannot start (database unreachable) or a worker's setup fails
 */
export async function startWorkers(options: {
  database: DatabaseHandle;
  env: AppEnv;
  logger: Logger;
  encryptionKey: Buffer;
  /** Who hears the events the workers publish (`campaign.completed`…): the root's list, event-subscribers.ts. */
  subscribers: AppDeps['subscribers'];
  /** Engine retry/timeout overrides (tests). */
  call?: GenerationContext['call'];
  /** The SSRF guard's DNS resolver for webhook deliveries (tests); default the OS resolver. */
  resolver?: Resolver;
  /** Threads that compose, check and score drafts (engine/threads/draft-pool.ts); 0 keeps that work on the event loop. */
  engineThreads?: number;
}): Promise<Workers> {
  const { database, env, logger, encryptionKey, subscribers, call, resolver, engineThreads } = options;
  const jobs = await createJobQueue(database, logger);
  await jobs.start();
  const running = await runWorkers(
    { db: database.db, env, logger, encryptionKey, jobs, subscribers, call, resolver, engineThreads },
    queueWorkers,
  );
  return {
    jobs,
    async stop(graceMs = 8_000) {
      running.stop();
      await jobs.stop(graceMs);
    },
  };
}
