import type { PGlite } from '@electric-sql/pglite';
import { PgBoss, fromPglite, type Job, type JobResult, type Queue } from 'pg-boss';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { Logger } from '#server/lib/logger.ts';
import { takeTurn } from '#server/lib/take-turn.ts';

/**
 * The job queue: pg-boss on the app's own database (docs/decisions/014). PGlite uses pg-boss's built-in
 * PGlite adapter on the same in-process instance; PostgreSQL gets pg-boss's own pool (it needs a session
 * for LISTEN/NOTIFY and `FOR UPDATE SKIP LOCKED` hands each job to one worker across processes).
 * Every queue opts in to pg-boss's LISTEN/NOTIFY: a job sent from any process wakes the workers of
 * every process at once (a batch starts, a regeneration runs, a webhook goes out without waiting for
 * the next poll), and polling (WORKER_POLLING) remains the floor for jobs that become due by time
 * (retries, `startAfter`) or when the listener is down.
 *
 * Jobs are wake-ups, not the source of truth: each job names one row (an e-mail) whose own status says
 * what is left to do, so a duplicate or lost job cannot duplicate or lose work (each worker's wake-up
 * re-sends jobs for unfinished rows; define-worker.ts `wake`).
 */
export type JobQueue = {
  boss: PgBoss;
  /** Sends one job per key; a key that already has a queued or active job is skipped. @returns jobs created */
  sendEach(
    queue: QueueName,
    items: readonly { key: string; data: object; priority?: number; startAfter?: Date }[],
  ): Promise<number>;
  start(): Promise<void>;
  /** Stops polling and waits up to `timeoutMs` for running handlers. */
  stop(timeoutMs?: number): Promise<void>;
};

export const QUEUES = {
  /** One job per e-mail row (prospect × step). Data `{emailId}`. */
  generateEmail: 'generate-email',
  /** One job per push of approved e-mails to a sending tool (features/integrations/push). Data `{pushId}`. */
  integrationPush: 'integration-push',
  /** One job per webhook delivery and due time (features/webhooks/delivery-worker.ts). Data `{deliveryId}`. */
  deliverWebhook: 'deliver-webhook',
  /** One job per prospect whose website is researched (features/research). Data `{prospectId}`. */
  researchProspect: 'research-prospect',
  /** One job per step of a provider batch (submit, poll, collect, cancel; features/generation/batch). Data `{batchId}`. */
  providerBatch: 'provider-batch',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * Queue settings. `exclusive` with the e-mail id as singleton key: at most one job per e-mail queued or
 * active, so re-sending is always safe. Heartbeats every 5 s with a 10 s limit (pg-boss's minimum):
 * a killed worker's job is retried by the next supervise pass, SUPERVISE_SECONDS later at most.
 * Retries: the engine already retries a provider call (429/5xx, Retry-After; call-model.ts), so a
 * job-level retry means the process or the database failed; 5 retries with exponential backoff from
 * 5 s (pg-boss's formula, capped at 5 min) ride out a database restart.
 */
export const HEARTBEAT_SECONDS = 10;
/**
 * Polling options every worker passes to `boss.work`: every 0.5 s (pg-boss's minimum) when no NOTIFY
 * can reach it, every 2 s while the listener is up (only jobs that become due by time are found by
 * polling then; the shortest such wait, a job's first retry, is 5 s).
 */
export const WORKER_POLLING = { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 2 } as const;
export const SUPERVISE_SECONDS = 5;
const queueOptions = {
  policy: 'exclusive',
  heartbeatSeconds: HEARTBEAT_SECONDS,
  expireInSeconds: 15 * 60,
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 300,
  deleteAfterSeconds: 24 * 60 * 60,
  notify: true,
} as const;

/**
 * Per-queue changes to `queueOptions`.
 * - A push is paced by its tool's rate limit (lemlist: 10 leads/s, so 100,000 leads take hours): it
 *   may run 12 h; a dead worker is still noticed by its heartbeat.
 * - Provider batches: policy `short` too, keyed by the batch's id (its poll queues the next poll).
 * - Webhook deliveries: policy `short` (one *queued* job per key, any number active) with the key
 *   `<delivery id>@<due time>`, so the handler of one attempt can queue the next (its own job is
 *   active), the sweep re-sending a due delivery adds nothing while its job waits, and a replay (a new
 *   due time) is never swallowed by a retry queued for hours later. A job-level retry means the
 *   database failed; the delivery's own retries are its schedule (retry-schedule.ts).
 */
const queueOverrides: Partial<Record<QueueName, Partial<Omit<Queue, 'name'>>>> = {
  [QUEUES.integrationPush]: { expireInSeconds: 12 * 60 * 60 },
  [QUEUES.deliverWebhook]: { policy: 'short', expireInSeconds: 5 * 60, retryLimit: 3 },
  // Provider batches (decision 038): a job queues the batch's next poll while it is itself active, so
  // one *queued* job per batch (`short`), not one queued or active.
  [QUEUES.providerBatch]: { policy: 'short' },
};

/**
 * Jobs per INSERT when sending many (a batch of thousands starting or resuming), with a turn of the
 * event loop between inserts (lib/take-turn.ts). On PGlite an insert runs on the event loop's thread:
 * 1,500 wake-ups in one statement held every request for ~4.7 s on a busy machine (responsive bench,
 * a Resume mid-batch); 100 hold it for a small part of that. Also well under PostgreSQL's 65,535
 * parameters per statement.
 */
export const SEND_CHUNK = 100;

export async function createJobQueue(database: DatabaseHandle, logger: Logger): Promise<JobQueue> {
  const common = {
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
    useListenNotify: true,
  };
  const boss =
    database.driver === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(database.pglite! as unknown as PGlite), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: database.databaseUrl!, max: 4 });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'));

  return {
    boss,
    async start() {
      await boss.start();
      for (const name of Object.values(QUEUES)) {
        // createQueue is idempotent; settings of an existing queue are updated to this code's.
        await boss.createQueue(name, { ...queueOptions, ...queueOverrides[name] });
      }
    },
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
    async sendEach(queue, items) {
      let created = 0;
      for (let i = 0; i < items.length; i += SEND_CHUNK) {
        if (i > 0) await takeTurn();
        const ids = await boss.insert(
          queue,
          items.slice(i, i + SEND_CHUNK).map((item) => ({
            data: item.data,
            singletonKey: item.key,
            priority: item.priority ?? 0,
            ...(item.startAfter ? { startAfter: item.startAfter } : {}),
          })),
          // Without returnId pg-boss answers null and the count would always be 0.
          { returnId: true },
        );
        created += ids?.length ?? 0;
      }
      return created;
    },
  };
}

export type { Job, JobResult };
