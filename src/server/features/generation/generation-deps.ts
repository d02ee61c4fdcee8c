import type { Context } from 'hono';
import type { AppBindings, AppDeps } from '#server/app-deps.ts';
import type { GenerateDraftInput } from '#server/engine/index.ts';
import type { JobQueue } from '#server/jobs/queue.ts';

/**
 * What batch generation needs: the app's deps (`subscribers` hear the campaign's end, announce.ts)
 * plus the job queue. `call` passes retry and timeout settings through to the engine (tests shorten
 * the provider's backoff with it).
 */
export type GenerationContext = Pick<AppDeps, 'db' | 'env' | 'encryptionKey' | 'logger' | 'subscribers'> & {
  jobs: JobQueue | undefined;
  call?: GenerateDraftInput['call'];
  /**
   * Threads for composing, checking and scoring drafts (engine/threads/draft-pool.ts); default one
   * fewer than the cores. `npm run worker` passes 0: it serves no requests, so a thread would only add
   * the copy to it and back (pipeline bench, PostgreSQL with 2 worker processes: 91 → 83 % of the
   * bare-call ceiling with a thread each).
   */
  engineThreads?: number | undefined;
};

/**
 * The generation context of a request: its app deps, with the queue of this process. Generic, so a
 * route's context with more variables (`user`, after `requireUser`) is taken as it is.
 */
export const generationContext = <E extends AppBindings>(c: Context<E>): GenerationContext => {
  const deps = c.get('deps');
  return {
    db: deps.db,
    env: deps.env,
    encryptionKey: deps.encryptionKey,
    logger: deps.logger,
    subscribers: deps.subscribers,
    jobs: deps.jobs,
  };
};
