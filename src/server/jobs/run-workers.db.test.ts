import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestQueue, type TestQueue } from '#tests/setup/test-queue.ts';
import { until } from '#tests/support/until.ts';
import { defineWorker, type WorkerDefinition } from './define-worker.ts';
import { QUEUES } from './queue.ts';
import { runWorkers, type WorkerDeps } from './run-workers.ts';

/**
 * The runner on the real pg-boss (PGlite here, PostgreSQL in CI), with probe definitions on the
 * generate-email queue and no feature's worker: how each fetched job is settled, what is logged, and
 * the wake-up's timer.
 */
let q: TestQueue;
beforeEach(async () => {
  q = await createTestQueue();
});
afterEach(() => q.close());

const queue = QUEUES.generateEmail;
const payload = z.object({ emailId: z.guid() });
/** A probe definition's data; each test adds its handler (and figures). */
const probe = { name: 'probe', queue, payload, batch: 10, concurrency: 1 } as const;
const emailId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const deps = (): WorkerDeps => ({ jobs: q.jobs, logger: q.logger });

/**
 * Sends these jobs in one insert (so one poll fetches them together), each with its own singleton key
 * as the app's are (the queue's `exclusive` policy holds one job per key), and answers their ids in order.
 */
async function send(...data: object[]): Promise<string[]> {
  const ids = await q.jobs.boss.insert(
    queue,
    data.map((d, i) => ({ data: d, singletonKey: `probe-${i}-${JSON.stringify(d)}` })),
    { returnId: true },
  );
  expect(ids).toHaveLength(data.length);
  return ids!;
}

/** The job once it reaches `state` (`completed`, `failed`, or `retry`: failed with retries left). */
const jobIn = async (id: string, state: string) =>
  (await until(
    () => q.jobs.boss.getJobById<object>(queue, id),
    (job) => job?.state === state,
    `job ${id} ${state}`,
    10_000,
  ))!;

const errorLines = () => q.logs.filter((line) => line.level === 50);

describe('runWorkers', () => {
  it('fails a job whose data its payload schema refuses, at once and logged, and runs the rest of the batch', async () => {
    const handled: string[] = [];
    const worker = defineWorker({
      ...probe,
      handle: async (_deps, job) => void handled.push(job.data.emailId),
    });
    await q.run(deps(), [worker]);
    const [bad, good] = await send({ emailId: 42 }, { emailId: emailId(1) });

    const refused = await jobIn(bad!, 'failed');
    expect(refused.retryCount).toBe(0); // no retry can mend its data
    expect(refused.output).toEqual({
      message:
        'job data does not match the generate-email payload: emailId: Invalid input: expected string, received number',
    });
    await jobIn(good!, 'completed');
    expect(handled).toEqual([emailId(1)]);
    expect(errorLines()).toEqual([
      expect.objectContaining({
        queue,
        jobId: bad,
        data: { emailId: 42 },
        msg: expect.stringMatching(/^probe job refused; job data does not match/),
      }),
    ]);
  });

  it('settles each job on its own: an error fails that job alone, to be retried, and is logged with its data', async () => {
    const worker = defineWorker({
      ...probe,
      handle: async (_deps, job) => {
        if (job.data.emailId === emailId(2)) throw new Error('the database went away');
      },
    });
    await q.run(deps(), [worker]);
    const [ok, failing] = await send({ emailId: emailId(1) }, { emailId: emailId(2) });

    await jobIn(ok!, 'completed');
    const failed = await jobIn(failing!, 'retry');
    expect(failed.output).toEqual({ message: 'the database went away' });
    expect(errorLines()).toEqual([
      expect.objectContaining({
        emailId: emailId(2),
        jobId: failing,
        queue,
        err: expect.objectContaining({ message: 'the database went away' }),
        msg: 'probe job failed; it will be retried',
      }),
    ]);
  });

  it('runs handleBatch on the whole fetched batch; a batch step that throws fails every job, logged once', async () => {
    const batches: string[][] = [];
    let announce = true;
    const worker = defineWorker({
      ...probe,
      async handleBatch(_deps, jobs, settleEach) {
        batches.push(jobs.map((job) => job.data.emailId).sort());
        const results = await settleEach(jobs, async () => {});
        if (!announce) throw new Error('the end-of-batch check failed');
        return results;
      },
    });
    await q.run(deps(), [worker]);
    const first = await send({ emailId: emailId(1) }, { emailId: emailId(2) });
    for (const id of first) await jobIn(id, 'completed');
    expect(batches).toEqual([[emailId(1), emailId(2)]]);

    announce = false;
    const second = await send({ emailId: emailId(3) }, { emailId: emailId(4) });
    for (const id of second) {
      expect((await jobIn(id, 'retry')).output).toEqual({ message: 'the end-of-batch check failed' });
    }
    expect(errorLines()).toEqual([
      expect.objectContaining({ queue, jobs: 2, msg: 'probe batch failed; its jobs will be retried' }),
    ]);
  });

  it('holds at most jobsInFlight jobs at once, across its batches', async () => {
    let now = 0;
    let most = 0;
    const worker = defineWorker({
      ...probe,
      batch: 3,
      concurrency: 2,
      jobsInFlight: 2,
      handle: async () => {
        most = Math.max(most, ++now);
        await new Promise((resolve) => setTimeout(resolve, 50));
        now -= 1;
      },
    });
    await q.run(deps(), [worker]);
    const ids = await send(...[1, 2, 3, 4, 5, 6].map((n) => ({ emailId: emailId(n) })));
    for (const id of ids) await jobIn(id, 'completed');
    expect(most).toBe(2);
  });

  it('passes pg-boss the figures, read from the deps where given as functions', async () => {
    const work = vi.spyOn(q.jobs.boss, 'work');
    const worker = defineWorker({
      ...probe,
      batch: (d: WorkerDeps & { size: number }) => d.size,
      concurrency: (d: WorkerDeps & { size: number }) => d.size + 1,
      burstWhenBatchFull: true,
      handle: async () => {},
    });
    await q.run({ ...deps(), size: 4 }, [worker]);
    expect(work).toHaveBeenCalledWith(
      queue,
      {
        batchSize: 4,
        localConcurrency: 5,
        pollingIntervalSeconds: 0.5,
        notifyPollingIntervalSeconds: 2,
        burstWhenBatchFull: true,
        perJobResults: true,
      },
      expect.any(Function),
    );
  });

  it('wakes at start and then every everyMs, with what setup built; logs a failed wake; stop() ends it', async () => {
    const runs: string[] = [];
    const worker = defineWorker({
      ...probe,
      setup: (d: WorkerDeps) => ({ ...d, tag: 'built once' }),
      handle: async () => {},
      wake: {
        everyMs: 100,
        run: async (ctx) => {
          runs.push(ctx.tag);
          if (runs.length === 2) throw new Error('the database went away');
        },
      },
    });
    const running = await q.run(deps(), [worker]);
    expect(runs).toEqual(['built once']); // awaited before runWorkers resolves

    await until(
      () => runs.length,
      (n) => n >= 4,
      'three more wakes',
      5_000,
    );
    expect(new Set(runs)).toEqual(new Set(['built once']));
    expect(errorLines()).toEqual([expect.objectContaining({ queue, msg: 'waking unfinished probe work failed' })]);

    running.stop();
    const after = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(runs).toHaveLength(after);
  });

  it('refuses to start a definition with neither handle nor handleBatch (defineWorker would not type it)', async () => {
    const neither: WorkerDefinition<WorkerDeps> = probe;
    await expect(runWorkers(deps(), [neither])).rejects.toThrow(
      'the probe worker needs exactly one of handle and handleBatch',
    );
  });
});
