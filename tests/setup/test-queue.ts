import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { WorkerDefinition } from '#server/jobs/define-worker.ts';
import { createJobQueue, type JobQueue } from '#server/jobs/queue.ts';
import { runWorkers, type RunningWorkers, type WorkerDeps } from '#server/jobs/run-workers.ts';
import type { Logger } from '#server/lib/logger.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * The job queue alone (jobs/queue.ts, its queues created), on a fresh test database, with no worker
 * started: for tests of the job machinery itself. `logs` holds every line `logger` wrote (info and
 * up, parsed). `run` is jobs/run-workers.ts's `runWorkers`, whose workers `close()` stops before it
 * stops the queue, drops pg-boss's schema and returns the database to the pool.
 */
export type TestQueue = {
  database: TestDatabase;
  jobs: JobQueue;
  logger: Logger;
  logs: Record<string, unknown>[];
  run<Deps extends WorkerDeps>(
    deps: Deps,
    definitions: readonly WorkerDefinition<NoInfer<Deps>>[],
  ): Promise<RunningWorkers>;
  close(): Promise<void>;
};

export async function createTestQueue(): Promise<TestQueue> {
  const database = await createTestDatabase();
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const jobs = await createJobQueue(database, logger);
  await jobs.start();
  const running: RunningWorkers[] = [];
  return {
    database,
    jobs,
    logger,
    logs,
    async run(deps, definitions) {
      const workers = await runWorkers(deps, definitions);
      running.push(workers);
      return workers;
    },
    async close() {
      for (const workers of running) workers.stop();
      await jobs.stop(2_000);
      // pg-boss keeps its own schema; drop it so the next test on this pooled database starts clean.
      await database.db.execute(sql`drop schema if exists pgboss cascade`);
      await database.release();
    },
  };
}
