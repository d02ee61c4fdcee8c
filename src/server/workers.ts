import type { DatabaseHandle } from '#server/db/client.ts';
import type { AppDeps } from '#server/app-deps.ts';
import type { AppEnv } from '#server/env.ts';
import type { GenerationContext } from '#server/features/generation/index.ts';
import { startGenerationWorker } from '#server/features/generation/index.ts';
import { startPushWorker } from '#server/features/integrations/index.ts';
import { startWebhookWorker } from '#server/features/webhooks/index.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { Resolver } from '#server/lib/ssrf.ts';
import { createJobQueue, type JobQueue } from './jobs/queue.ts';

/**
 * Starts the job queue and every worker of this process (DESIGN.md §3) — generation and integration
 * pushes: `npm start` runs them beside
 * the web server, `npm run worker` alone. `stop()` stops taking jobs, waits up to `graceMs` for the
 * running ones (an e-mail cut off mid-call is retried by another worker, see queue.ts), then closes
 * the queue's connections.
 */
export type Workers = { jobs: JobQueue; stop(graceMs?: number): Promise<void> };

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
}): Promise<Workers> {
  const { database, env, logger, encryptionKey, subscribers } = options;
  const jobs = await createJobQueue(database, logger);
  await jobs.start();
  const generation = await startGenerationWorker({
    db: database.db,
    env,
    logger,
    encryptionKey,
    subscribers,
    jobs,
    call: options.call,
  });
  const pushes = await startPushWorker({ db: database.db, env, logger, encryptionKey, jobs });
  const webhooks = await startWebhookWorker({
    db: database.db,
    env,
    logger,
    encryptionKey,
    jobs,
    resolver: options.resolver,
  });
  return {
    jobs,
    async stop(graceMs = 8_000) {
      generation.stop();
      pushes.stop();
      webhooks.stop();
      await jobs.stop(graceMs);
    },
  };
}
