import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
} from '#server/db/schema/index.ts';
import { decodeCursor, encodeCursor, isUuid } from '#server/lib/cursor.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Page } from '#shared/lists.ts';
import {
  webhookEventSamples,
  WEBHOOK_TEST_EVENT,
  type DeliveryListQuery,
  type DeliveryType,
  type WebhookDelivery,
} from '#shared/webhooks.ts';
import type { WebhookContext } from './webhook-deps.ts';
import { getOwnedEndpoint } from './endpoints.service.ts';
import { wakeDeliveries } from './publish-event.ts';
import { newEventId } from './signature.ts';

/**
 * The delivery log (`GET /api/v1/webhooks/:id/deliveries`), replay and test events (DESIGN.md §4).
 * A delivery is its owner's through its endpoint; another user's is `not_found`.
 */
export function toWebhookDelivery(row: WebhookDeliveryRow, attempts: WebhookAttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    type: row.type,
    payload: { type: row.type, timestamp: row.occurredAt.toISOString(), data: row.data },
    status: row.status,
    attemptCount: row.attemptCount,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    attempts: attempts.map((a) => ({
      id: a.id,
      at: a.startedAt.toISOString(),
      statusCode: a.statusCode,
      latencyMs: a.latencyMs,
      responseExcerpt: a.responseExcerpt,
      error: a.error,
      succeeded: a.succeeded,
      trigger: a.trigger,
    })),
  };
}

async function withAttempts(db: Database, rows: WebhookDeliveryRow[]): Promise<WebhookDelivery[]> {
  if (rows.length === 0) return [];
  const attempts = await db
    .select()
    .from(webhookDeliveryAttempts)
    .where(
      inArray(
        webhookDeliveryAttempts.deliveryId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(webhookDeliveryAttempts.startedAt), asc(webhookDeliveryAttempts.id));
  return rows.map((row) =>
    toWebhookDelivery(
      row,
      attempts.filter((a) => a.deliveryId === row.id),
    ),
  );
}

/** Newest first, filtered by status and type; the cursor is the last item's (createdAt, id). */
export async function listDeliveries(
  db: Database,
  userId: string,
  endpointId: string,
  query: DeliveryListQuery,
): Promise<Page<WebhookDelivery>> {
  await getOwnedEndpoint(db, userId, endpointId);
  const after = query.cursor ? decodeCursor<[string, string]>(query.cursor, ['string', 'string']) : undefined;
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        query.status ? eq(webhookDeliveries.status, query.status) : undefined,
        query.type ? eq(webhookDeliveries.type, query.type) : undefined,
        after
          ? sql`(${webhookDeliveries.createdAt}, ${webhookDeliveries.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await withAttempts(db, page),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
  };
}

/**
 * Sends a delivery again now, with the same event id (`webhook-id`) and payload: a failed one gets one
 * more attempt, a pending one its next attempt early, a succeeded one is sent once more.
 * @throws AppError `not_found`; `conflict` while an attempt is in flight or when the endpoint is disabled
 */
export async function replayDelivery(
  ctx: Pick<WebhookContext, 'db' | 'jobs'>,
  userId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const [found] = isUuid(deliveryId)
    ? await ctx.db
        .select({ delivery: webhookDeliveries, enabled: webhookEndpoints.enabled })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookEndpoints.userId, userId)))
    : [];
  if (!found) throw new AppError('not_found', 'No delivery has this id.');
  if (!found.enabled)
    throw new AppError('conflict', 'The endpoint is disabled; turn it on before replaying its deliveries.');
  const [row] = await ctx.db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: sql`now()`, replayRequested: true, updatedAt: new Date() })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        sql`(${webhookDeliveries.lockedUntil} is null or ${webhookDeliveries.lockedUntil} < now())`,
      ),
    )
    .returning();
  if (!row) throw new AppError('conflict', 'This delivery is being sent right now; try again in a moment.');
  await wakeDeliveries(ctx.jobs, [{ id: row.id, nextAttemptAt: row.nextAttemptAt! }]);
  return (await withAttempts(ctx.db, [row]))[0]!;
}

/**
 * Queues a test delivery to one endpoint, whatever events it subscribes to: `webhook.test`, or a
 * sample of the chosen event type (shared webhook-events.ts: all-zero ids mark it as a sample).
 * @throws AppError `not_found`; `conflict` when the endpoint is disabled
 */
export async function sendTestEvent(
  ctx: Pick<WebhookContext, 'db' | 'jobs'>,
  userId: string,
  endpointId: string,
  type: DeliveryType,
): Promise<WebhookDelivery> {
  const endpoint = await getOwnedEndpoint(ctx.db, userId, endpointId);
  if (!endpoint.enabled) throw new AppError('conflict', 'The endpoint is disabled; turn it on to send a test event.');
  const data =
    type === WEBHOOK_TEST_EVENT
      ? { endpointId, message: 'This is a test event from Coldsmith. Your endpoint received it.' }
      : webhookEventSamples[type];
  const [row] = await ctx.db
    .insert(webhookDeliveries)
    .values({ endpointId, eventId: newEventId(), type, data })
    .returning();
  await wakeDeliveries(ctx.jobs, [{ id: row!.id, nextAttemptAt: row!.nextAttemptAt! }]);
  return toWebhookDelivery(row!, []);
}
