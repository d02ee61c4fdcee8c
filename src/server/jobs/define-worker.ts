import type { z } from 'zod';
import type { Job, JobResult, QueueName } from './queue.ts';

/**
 * A queue worker as data (decision 014, "Workers as definitions"): which queue it takes, the zod schema
 * of its jobs' data, how many jobs it fetches and works on at once, what it does with a job (or with a
 * fetched batch), and the wake-up that re-sends jobs for unfinished rows. Each feature exports its
 * definition; the root lists them (workers.ts) and run-workers.ts starts the list on the job queue.
 *
 * Type parameters: `Deps` is what the worker needs from the process (the root passes one deps object
 * to every worker, so it must hold every worker's `Deps`); `Payload` is a job's data once `payload`
 * has parsed it; `Ctx` is what its handlers and wake-up get: `setup(deps)`, or the deps themselves.
 */
export type WorkerDefinition<in Deps, Payload extends object = object, Ctx = unknown> = {
  /** Names the worker in logs: "generation job failed; it will be retried". */
  readonly name: string;
  /** The queue it takes jobs from (queue.ts QUEUES, where that queue's retry and expiry settings live). */
  readonly queue: QueueName;
  /**
   * Validates each job's data before any handler sees it. A job whose data does not parse fails at
   * once, without retries (no retry can mend it), and is logged; the rest of its batch runs on.
   */
  readonly payload: z.ZodType<Payload>;
  /** Jobs fetched per poll (pg-boss `batchSize`): a number, or read from the deps (e.g. `AI_CONCURRENCY`). */
  readonly batch: Figure<Deps>;
  /** Fetched batches worked on at once in this process (pg-boss `localConcurrency`): at most batch × concurrency jobs held. */
  readonly concurrency: Figure<Deps>;
  /** Fetch again at once when a poll came back full (pg-boss `burstWhenBatchFull`); default false. */
  readonly burstWhenBatchFull?: boolean | undefined;
  /** At most this many of its jobs handled at once in this process, across its batches; default no limit beyond batch × concurrency. */
  readonly jobsInFlight?: number | undefined;
  /**
   * Builds, once when the worker starts, what its handlers share for the life of the process (provider
   * slots, an HTTP agent) and does start-up work (loading a model). Without it the handlers get the deps.
   */
  readonly setup?: ((deps: Deps) => Ctx) | undefined;
  /** Does one job; throwing fails that job alone, which the queue retries (queue.ts retry settings). */
  handle?(ctx: Ctx, job: Job<Payload>): Promise<unknown>;
  /**
   * Does one fetched batch, for work that is cheaper per batch than per job (one claim for all): it runs
   * its per-job part through `settleEach(jobs, work)`, which settles each job as `handle` would, and
   * returns those results (a job left out of them fails and is retried). Throwing fails every job of
   * the batch, each to be retried.
   */
  handleBatch?(ctx: Ctx, jobs: Job<Payload>[], settleEach: SettleEach): Promise<JobResult[]>;
  /** Re-sends jobs for unfinished rows: once when the worker starts, then every `everyMs`. */
  readonly wake?: Wake<Ctx> | undefined;
};

/** A figure given as is or read from the worker's deps. */
export type Figure<Deps> = number | ((deps: Deps) => number);

/**
 * Runs `work` on each of `jobs` at once (within the worker's `jobsInFlight`) and settles each on its
 * own: `completed`, or `failed` with the error's message (logged), so one job's error retries that job
 * only. Never rejects.
 */
export type SettleEach = <Payload extends object>(
  jobs: readonly Job<Payload>[],
  work: (job: Job<Payload>) => Promise<unknown>,
) => Promise<JobResult[]>;

/**
 * A worker's wake-up (decision 014: the rows are the truth, a job is a wake-up): sends a job for every
 * unfinished row, which is what resumes work after a crash or a lost job. It must be safe to repeat
 * (one job per row: queue.ts singleton keys). An error is logged and the next run tries again.
 */
export type Wake<Ctx> = {
  /** Milliseconds between runs after the first, which runs when the worker starts. */
  readonly everyMs: number;
  run(ctx: Ctx): Promise<unknown>;
};

type OneHandler<Payload extends object, Ctx> =
  | { handle: NonNullable<WorkerDefinition<never, Payload, Ctx>['handle']>; handleBatch?: undefined }
  | { handleBatch: NonNullable<WorkerDefinition<never, Payload, Ctx>['handleBatch']>; handle?: undefined };

/**
 * Declares a worker (see WorkerDefinition); it only checks the shape, so a feature's definition is a
 * constant the root can list. Exactly one of `handle` and `handleBatch`. With `setup`, the handlers and
 * the wake-up get what it returns; without it, the deps.
 */
export function defineWorker<Deps, Payload extends object, Ctx>(
  definition: WorkerDefinition<Deps, Payload, Ctx> & { setup: (deps: Deps) => Ctx } & OneHandler<Payload, Ctx>,
): WorkerDefinition<Deps, Payload, Ctx>;
export function defineWorker<Deps, Payload extends object>(
  definition: WorkerDefinition<Deps, Payload, Deps> & { setup?: undefined } & OneHandler<Payload, Deps>,
): WorkerDefinition<Deps, Payload, Deps>;
export function defineWorker<Deps, Payload extends object, Ctx>(
  definition: WorkerDefinition<Deps, Payload, Ctx>,
): WorkerDefinition<Deps, Payload, Ctx> {
  return definition;
}
