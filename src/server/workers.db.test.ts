import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { eventSubscribers } from '#server/event-subscribers.ts';
import { QUEUES, WORKER_POLLING } from '#server/jobs/queue.ts';
import { createTestQueue, type TestQueue } from '#tests/setup/test-queue.ts';
import { queueWorkers } from './workers.ts';

/**
 * The root's worker list and the figures each worker runs with (decisions 014, 020, 021): what pg-boss
 * is asked for per queue, and each wake-up's interval.
 */
let q: TestQueue;
beforeEach(async () => {
  q = await createTestQueue();
});
afterEach(() => q.close());

describe('queueWorkers', () => {
  it('lists generation, pushes, webhook deliveries, research and provider batches, each woken every minute', () => {
    expect(
      queueWorkers.map((w) => ({ queue: w.queue, wakeEveryMs: w.wake?.everyMs, jobsInFlight: w.jobsInFlight })),
    ).toEqual([
      { queue: QUEUES.generateEmail, wakeEveryMs: 60_000, jobsInFlight: undefined },
      { queue: QUEUES.integrationPush, wakeEveryMs: 60_000, jobsInFlight: undefined },
      { queue: QUEUES.deliverWebhook, wakeEveryMs: 60_000, jobsInFlight: 16 },
      { queue: QUEUES.researchProspect, wakeEveryMs: 60_000, jobsInFlight: 256 },
      { queue: QUEUES.providerBatch, wakeEveryMs: 60_000, jobsInFlight: undefined },
    ]);
  });

  it.each([
    // Two batches while a batch is a round of calls, else three rounds held (generation/worker.ts fetchPollers).
    [1, { batchSize: 1, localConcurrency: 2 }],
    [8, { batchSize: 8, localConcurrency: 2 }],
    [10, { batchSize: 10, localConcurrency: 2 }],
    [16, { batchSize: 10, localConcurrency: 5 }],
    [32, { batchSize: 10, localConcurrency: 10 }],
    // A quarter of the calls per batch at high concurrency, so each batch's four statements serve more e-mails.
    [128, { batchSize: 32, localConcurrency: 12 }],
    [512, { batchSize: 50, localConcurrency: 31 }],
  ])('asks pg-boss for these batches and pollers (AI_CONCURRENCY %i)', async (concurrency, generation) => {
    const work = vi.spyOn(q.jobs.boss, 'work');
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AI_CONCURRENCY: String(concurrency) });
    await q.run(
      {
        db: q.database.db,
        env,
        logger: q.logger,
        encryptionKey: randomBytes(32),
        jobs: q.jobs,
        subscribers: eventSubscribers,
      },
      queueWorkers,
    );
    const options = (more: object) => ({ ...WORKER_POLLING, burstWhenBatchFull: false, perJobResults: true, ...more });
    expect(work.mock.calls.map(([queue, opts]) => [queue, opts])).toEqual([
      [QUEUES.generateEmail, options({ ...generation, burstWhenBatchFull: true })],
      [QUEUES.integrationPush, options({ batchSize: 1, localConcurrency: 2 })],
      [QUEUES.deliverWebhook, options({ batchSize: 10, localConcurrency: 3 })],
      [QUEUES.researchProspect, options({ batchSize: 16, localConcurrency: 17 })],
      [QUEUES.providerBatch, options({ batchSize: 1, localConcurrency: 2 })],
    ]);
  });
});
