import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { webhookEndpoints, type WebhookEndpointRow } from '#server/db/schema/index.ts';
import { isUuid } from '#server/lib/cursor.ts';
import { encryptSecret } from '#server/lib/encryption.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Page } from '#shared/lists.ts';
import {
  MAX_WEBHOOK_ENDPOINTS,
  type CreateWebhookEndpoint,
  type UpdateWebhookEndpoint,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '#shared/webhooks.ts';
import { assertEndpointUrl, type WebhookContext } from './webhook-deps.ts';
import { failPendingDeliveries } from './endpoint-health.ts';
import { generateSecret } from './signature.ts';

/**
 * Webhook endpoints (`/api/v1/webhooks`, DESIGN.md §4), always scoped to their owner: another user's
 * endpoint is `not_found`. The signing secret is generated here, stored encrypted, and answered only
 * by create and rotate-secret.
 */
export const toWebhookEndpoint = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  failingSince: row.failingSince?.toISOString() ?? null,
  previousSecretExpiresAt:
    row.previousSecretEncrypted && row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date()
      ? row.previousSecretExpiresAt.toISOString()
      : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** @throws AppError `not_found` unless the endpoint exists and belongs to `userId` */
export async function getOwnedEndpoint(db: Database, userId: string, id: string): Promise<WebhookEndpointRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    : [];
  if (!row) throw new AppError('not_found', 'No webhook endpoint has this id.');
  return row;
}

/** Oldest first. At most MAX_WEBHOOK_ENDPOINTS exist, so the list is one page (`nextCursor` null). */
export async function listEndpoints(db: Database, userId: string): Promise<Page<WebhookEndpoint>> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return { items: rows.map(toWebhookEndpoint), nextCursor: null };
}

/**
 * @throws AppError `url_not_allowed` (400) for a URL the SSRF guard refuses; `conflict` (409) at MAX_WEBHOOK_ENDPOINTS
 */
export async function createEndpoint(
  ctx: WebhookContext,
  userId: string,
  input: CreateWebhookEndpoint,
): Promise<WebhookEndpointWithSecret> {
  await assertEndpointUrl(ctx, input.url);
  const secret = generateSecret();
  const row = await ctx.db.transaction(async (tx) => {
    // One creation at a time per user, so two requests cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coldsmith:webhook-endpoints:${userId}`}))`);
    if ((await tx.$count(webhookEndpoints, eq(webhookEndpoints.userId, userId))) >= MAX_WEBHOOK_ENDPOINTS) {
      throw new AppError(
        'conflict',
        `You can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints; delete one first.`,
      );
    }
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        userId,
        url: input.url,
        description: input.description ?? '',
        events: input.events,
        secretEncrypted: encryptSecret(secret, ctx.encryptionKey),
      })
      .returning();
    return created!;
  });
  return { ...toWebhookEndpoint(row), secret };
}

/**
 * Changes any of url, events, description, enabled. Turning an endpoint off fails its pending
 * deliveries (replay brings any back); turning it on clears the reason and the failure streak.
 * @throws AppError `not_found`, `url_not_allowed`
 */
export async function updateEndpoint(
  ctx: WebhookContext,
  userId: string,
  id: string,
  change: UpdateWebhookEndpoint,
): Promise<WebhookEndpoint> {
  const current = await getOwnedEndpoint(ctx.db, userId, id);
  if (change.url !== undefined && change.url !== current.url) await assertEndpointUrl(ctx, change.url);
  const { enabled, ...rest } = change;
  const toggle =
    enabled === undefined || enabled === current.enabled
      ? {}
      : enabled
        ? { enabled: true, disabledReason: null, disabledAt: null, failingSince: null }
        : { enabled: false, disabledReason: 'manual' as const, disabledAt: new Date() };
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ ...rest, ...toggle, updatedAt: new Date() })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
      .returning();
    if (enabled === false && current.enabled) await failPendingDeliveries(tx, id);
    return toWebhookEndpoint(row!);
  });
}

/** Deletes the endpoint with its deliveries and their attempts (foreign keys cascade). */
export async function deleteEndpoint(db: Database, userId: string, id: string): Promise<void> {
  await getOwnedEndpoint(db, userId, id);
  await db.delete(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
}

/**
 * A rotation's overlap: the old secret keeps signing beside the new one for this long, so a receiver
 * can switch secrets without dropping a delivery (Standard Webhooks "zero downtime secret rotation").
 * 24 h is Svix's default for the same feature and covers a deploy cycle on the receiver's side.
 */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/**
 * A new secret, answered once; the current one becomes the previous, signing until SECRET_OVERLAP_MS
 * from now. A secret rotated out before (still overlapping) is dropped: two secrets sign at most.
 */
export async function rotateSecret(
  ctx: WebhookContext,
  userId: string,
  id: string,
): Promise<WebhookEndpointWithSecret> {
  await getOwnedEndpoint(ctx.db, userId, id);
  const secret = generateSecret();
  const [row] = await ctx.db
    .update(webhookEndpoints)
    .set({
      secretEncrypted: encryptSecret(secret, ctx.encryptionKey),
      // The stored value at the time of the update, not one read before it: two rotations at once both keep a working chain.
      previousSecretEncrypted: sql`${webhookEndpoints.secretEncrypted}`,
      previousSecretExpiresAt: new Date(Date.now() + SECRET_OVERLAP_MS),
      updatedAt: new Date(),
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning();
  return { ...toWebhookEndpoint(row!), secret };
}
