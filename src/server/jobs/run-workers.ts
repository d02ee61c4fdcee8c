import pLimit from 'p-limit';
import type { Logger } from '#server/lib/logger.ts';
import type { SettleEach, WorkerDefinition } from './define-worker.ts';
import { WORKER_POLLING, type Job, type JobQueue, type JobResult } from './queue.ts';

/** What the runner itself needs from the deps it hands every worker: the queue to work on, and a logger. */
export type WorkerDeps = { jobs: JobQueue; logger: Logger };

/** The started workers; `stop()` ends their wake-up timers (the queue itself is stopped by its owner). */
export type RunningWorkers = { stop(): void };

/**
 * Starts each definition on `deps.jobs`, in order (decision 014, "Workers as definitions"): its
 * `setup`, then `boss.work` with the definition's batch and concurrency, pg-boss's LISTEN/NOTIFY
 * polling (queue.ts WORKER_POLLING) and per-job results, then its wake-up, awaited once and repeated
 * every `wake.everyMs` on an unref'd timer (it never holds the process open).
 *
 * Every fetched job is settled on its own: data its `payload` schema refuses fails at once, without
 * retries (`deadletter`), with the schema's message; an error from `handle` (or inside `settleEach`)
 * fails that job, to be retried by the queue; an error from a batch step fails each job of the batch.
 * All are logged, none reaches the process.
 * @throws whatever a definition's `setup` or `boss.work` throws (start-up fails loudly)
 */
export async function runWorkers<Deps extends WorkerDeps>(
  deps: Deps,
  definitions: readonly WorkerDefinition<NoInfer<Deps>>[],
): Promise<RunningWorkers> {
  const timers: NodeJS.Timeout[] = [];
  for (const definition of definitions) {
    const timer = await startWorker(deps, definition);
    if (timer) timers.push(timer);
  }
  return { stop: () => timers.forEach((timer) => clearInterval(timer)) };
}

async function startWorker<Deps extends WorkerDeps>(
  deps: Deps,
  definition: WorkerDefinition<Deps>,
): Promise<NodeJS.Timeout | undefined> {
  const { name, queue, wake } = definition;
  if (!definition.handle === !definition.handleBatch)
    throw new Error(`the ${name} worker needs exactly one of handle and handleBatch`);
  const ctx = definition.setup ? definition.setup(deps) : deps;
  const log = deps.logger;
  const limit = definition.jobsInFlight ? pLimit(definition.jobsInFlight) : undefined;

  const settle = async <P extends object>(job: Job<P>, work: (job: Job<P>) => Promise<unknown>): Promise<JobResult> => {
    try {
      await work(job);
      return { id: job.id, status: 'completed' };
    } catch (err) {
      // The job's data ({emailId}, {pushId}…) as fields of the line, as the features logged them.
      const fields: Record<string, unknown> = { ...job.data, err, queue, jobId: job.id };
      log.error(fields, `${name} job failed; it will be retried`);
      return { id: job.id, status: 'failed', output: { message: messageOf(err) } };
    }
  };
  const settleEach: SettleEach = (jobs, work) =>
    Promise.all(jobs.map((job) => (limit ? limit(() => settle(job, work)) : settle(job, work))));

  await deps.jobs.boss.work(
    queue,
    {
      batchSize: figure(definition.batch, deps),
      localConcurrency: figure(definition.concurrency, deps),
      ...WORKER_POLLING,
      burstWhenBatchFull: definition.burstWhenBatchFull ?? false,
      perJobResults: true,
    },
    async (fetched: Job<unknown>[]): Promise<JobResult[]> => {
      const { valid, refused } = parseAll(definition, fetched, log);
      if (valid.length === 0) return refused;
      try {
        const results = definition.handleBatch
          ? await definition.handleBatch(ctx, valid, settleEach)
          : await settleEach(valid, (job) => definition.handle!(ctx, job));
        return [...refused, ...results];
      } catch (err) {
        log.error({ err, queue, jobs: valid.length }, `${name} batch failed; its jobs will be retried`);
        return [
          ...refused,
          ...valid.map((job): JobResult => ({ id: job.id, status: 'failed', output: { message: messageOf(err) } })),
        ];
      }
    },
  );

  if (!wake) return undefined;
  const run = () =>
    wake.run(ctx).catch((err: unknown) => log.error({ err, queue }, `waking unfinished ${name} work failed`));
  await run();
  const timer = setInterval(run, wake.everyMs);
  timer.unref();
  return timer;
}

/** Splits a fetched batch into the jobs whose data the payload schema accepts (parsed) and the refused ones' results. */
function parseAll(definition: WorkerDefinition<never>, fetched: Job<unknown>[], log: Logger) {
  const valid: Job<object>[] = [];
  const refused: JobResult[] = [];
  for (const job of fetched) {
    const parsed = definition.payload.safeParse(job.data);
    if (parsed.success) {
      valid.push({ ...job, data: parsed.data });
      continue;
    }
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'data'}: ${issue.message}`);
    const message = `job data does not match the ${definition.queue} payload: ${issues.join('; ')}`;
    log.error({ queue: definition.queue, jobId: job.id, data: job.data }, `${definition.name} job refused; ${message}`);
    refused.push({ id: job.id, status: 'deadletter', output: { message } });
  }
  return { valid, refused };
}

const figure = <Deps>(value: number | ((deps: Deps) => number), deps: Deps) =>
  typeof value === 'function' ? value(deps) : value;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
