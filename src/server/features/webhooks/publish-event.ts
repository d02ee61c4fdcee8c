import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { QUEUES, type JobQueue } from '#server/jobs/queue.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { DeliveryType, WebhookEventData, WebhookEventType } from '#shared/webhooks.ts';
import { notifySubscribers, type NotifyDeps } from './event-subscribers.ts';

/**
 * Announcing what happened in the app (docs/decisions/020): one `webhook_deliveries` row per enabled
 * endpoint of the owner subscribed to the event's type, all with the same event id (`webhook-id`),
 * then a job per row to wake the delivery worker. The rows are the truth (decision 014): they are
 * written in the same statement or transaction as the change where the caller can (the generation
 * worker's fast paths build them in SQL with `deliveriesFrom`), and a lost job is redone by the
 * delivery sweep. An owner with no endpoint for the type costs one indexed INSERT … SELECT of nothing.
 */
export type AppEvent<T extends WebhookEventType = WebhookEventType> = {
  userId: string;
  type: T;
  data: WebhookEventData<T>;
};

/** A stored delivery, as its wake-up job needs it. */
export type StoredDelivery = { id: string; nextAttemptAt: Date };

/** Anything that runs SQL: the database or a transaction. */
export type Executor = Pick<Database, 'execute'>;

/** A new `webhook-id` in SQL, the same form as signature.ts's `newEventId` (`msg_` + 32 hex). */
export const NEW_EVENT_ID = sql`'msg_' || replace(gen_random_uuid()::text, '-', '')`;

/**
 * The INSERT of an event's deliveries, for use as (or inside) one statement: for each row of `source`
 * (a from-item with columns `user_id`, `event_id`, `data` jsonb), one delivery per enabled endpoint of
 * that user subscribed to `type`. Returns `id, next_attempt_at`.
 */
export const deliveriesFrom = (type: DeliveryType, source: SQL) => sql`
  insert into webhook_deliveries (endpoint_id, event_id, type, data)
  select w.id, s.event_id, ${type}, s.data from ${source} s
  join webhook_endpoints w on w.user_id = s.user_id and w.enabled and ${type} = any(w.events)
  returning id, next_attempt_at`;

/** Rows of a `deliveriesFrom` statement (or a JSON array of them) as StoredDelivery. */
export const storedDeliveries = (
  rows: { id: string; next_attempt_at?: Date | string; nextAttemptAt?: Date | string }[],
): StoredDelivery[] =>
  rows.map((r) => ({ id: r.id, nextAttemptAt: new Date(r.next_attempt_at ?? r.nextAttemptAt ?? Date.now()) }));

/** Stores an event's deliveries with `db` (pass a transaction to make them part of it). */
export async function recordEvent(db: Executor, event: AppEvent): Promise<StoredDelivery[]> {
  const source = sql`(select ${event.userId}::text as user_id, ${NEW_EVENT_ID} as event_id, ${JSON.stringify(event.data)}::jsonb as data)`;
  return storedDeliveries(rowsOf(await db.execute(deliveriesFrom(event.type, source))));
}

/** The singleton key of a delivery's job: one queued job per delivery and due time (queue.ts, policy `short`). */
export const deliveryJobKey = (delivery: StoredDelivery) => `${delivery.id}@${delivery.nextAttemptAt.getTime()}`;

/**
 * Wake-ups stored within WAKE_COALESCE_MS of each other go to the queue in one insert: a batch of
 * thousands of e-mails, each announcing itself, then costs tens of job inserts instead of thousands
 * (one insert costs about as much as the e-mail's own write on PGlite; pipeline bench). The cost is
 * up to 20 ms before a delivery's first attempt. A wake lost with its process is redone by the sweep:
 * the rows are already stored.
 */
export const WAKE_COALESCE_MS = 20;
type WakeBatch = { items: StoredDelivery[]; done: Promise<void> };
const batches = new WeakMap<JobQueue, WakeBatch>();

/**
 * Sends the wake-up jobs of stored deliveries (none without a queue: the rows wait for the sweep).
 * Resolves once they are sent; never rejects (a failed send is logged, and the sweep covers it).
 */
export function wakeDeliveries(
  jobs: JobQueue | undefined,
  deliveries: readonly StoredDelivery[],
  logger?: Logger,
): Promise<void> {
  if (!jobs || deliveries.length === 0) return Promise.resolve();
  let batch = batches.get(jobs);
  if (!batch) {
    const items: StoredDelivery[] = [];
    const done = new Promise<void>((resolve) => setTimeout(resolve, WAKE_COALESCE_MS)).then(async () => {
      batches.delete(jobs);
      await jobs
        .sendEach(
          QUEUES.deliverWebhook,
          items.map((d) => ({ key: deliveryJobKey(d), data: { deliveryId: d.id }, startAfter: d.nextAttemptAt })),
        )
        .catch((err: unknown) =>
          logger?.warn({ err, deliveries: items.length }, 'waking webhook deliveries failed; the sweep will'),
        );
    });
    batch = { items, done };
    batches.set(jobs, batch);
  }
  batch.items.push(...deliveries);
  return batch.done;
}

/** What publishing needs: the database and queue, the other subscribers, and what they may use (event-subscribers.ts). */
export type PublishDeps = NotifyDeps;

/**
 * Stores the event's deliveries, wakes them, then tells the other subscribers (event-subscribers.ts).
 * Call it after the change has committed (or pass its transaction to `recordEvent` and call
 * `wakeDeliveries` and `notifySubscribers` after the commit).
 */
export async function publishEvent(deps: PublishDeps, event: AppEvent): Promise<StoredDelivery[]> {
  const stored = await recordEvent(deps.db, event);
  await wakeDeliveries(deps.jobs, stored, deps.logger);
  await notifySubscribers(deps, event);
  return stored;
}

/** The deliveries a statement returns as JSON (`deliveriesJson`), as StoredDelivery. */
export const deliveriesJson = (deliveries: string) =>
  sql`coalesce((select json_agg(json_build_object('id', d.id, 'nextAttemptAt', d.next_attempt_at)) from ${sql.identifier(deliveries)} d), '[]'::json)`;

/**
 * One statement that makes a change and stores its event's deliveries, so the two cannot part: `ctes`
 * are the statement's CTEs and must end with one named `ev` (`user_id`, `event_id`, `data`) holding
 * the events of the change (none when it did not happen). Then the deliveries are woken and the other
 * subscribers told.
 * @returns the events stored
 */
export async function publishInStatement(
  deps: PublishDeps,
  type: DeliveryType,
  ctes: SQL,
): Promise<{ userId: string; data: Record<string, unknown> }[]> {
  const [row] = rowsOf<{
    events: { userId: string; data: Record<string, unknown> }[];
    deliveries: { id: string; nextAttemptAt: string }[];
  }>(
    await deps.db.execute(sql`
      with ${ctes}, delivered as (${deliveriesFrom(type, sql`ev`)})
      select coalesce((select json_agg(json_build_object('userId', e.user_id, 'data', e.data)) from ev e), '[]'::json) as events,
        ${deliveriesJson('delivered')} as deliveries`),
  );
  const events = row?.events ?? [];
  // Not awaited: the worker that wrote the e-mail goes on to the next one while the wake is batched.
  void wakeDeliveries(deps.jobs, storedDeliveries(row?.deliveries ?? []), deps.logger);
  for (const event of events) await notifySubscribers(deps, { ...event, type });
  return events;
}
