import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '#server/db/rows.ts';
import { decryptSecret } from '#server/lib/encryption.ts';
import type { DeliveryType } from '#shared/webhooks.ts';
import type { WebhookContext } from './webhook-deps.ts';
import { notifyDisabled, recordEndpointHealth, type Disabled } from './endpoint-health.ts';
import { wakeDeliveries, type StoredDelivery } from './publish-event.ts';
import { nextRetryDelayMs, RETRY_AFTER_STATUSES } from './retry-schedule.ts';
import { sendAttempt, type AttemptResult } from './send-attempt.ts';
import { webhookHeaders } from './signature.ts';

/**
 * The delivery job (decision 020): claim the delivery row, send one signed attempt, store the attempt,
 * and schedule what comes next — all decided from the row, so a duplicate or early job does nothing
 * and a lost one is redone by the sweep.
 * - Claim: a pending delivery that is due and not held by another worker is held for LOCK_SECONDS
 *   (longer than an attempt can take) and its attempt counted, in one UPDATE.
 * - A disabled endpoint's delivery fails without an attempt.
 * - Signed with the current secret and, during a rotation's overlap, the previous one too.
 * - After a failure the next attempt is due per retry-schedule.ts (honouring Retry-After on 429/503),
 *   or the delivery fails when the schedule is done or the endpoint answered 410 Gone.
 * `options.now` replaces the database clock for every decision (tests move time forward with it);
 * `webhook-timestamp` is always the real time, as receivers check it against theirs.
 * @returns what happened, for logs and tests
 */
export type DeliverOutcome = 'succeeded' | 'retrying' | 'failed' | 'skipped';

export const LOCK_SECONDS = 60;

type Claimed = {
  id: string;
  event_id: string;
  type: DeliveryType;
  data: Record<string, unknown>;
  occurred_at: Date | string;
  attempt_count: number;
  replay_requested: boolean;
  endpoint_id: string;
  url: string;
  enabled: boolean;
  secret_encrypted: string;
  previous_secret: string | null;
};

export async function deliverWebhook(
  ctx: WebhookContext & { send: typeof fetch },
  deliveryId: string,
  options: { now?: Date } = {},
): Promise<DeliverOutcome> {
  const at = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const [claimed] = rowsOf<Claimed>(
    await ctx.db.execute(sql`
      update webhook_deliveries d
      set locked_until = ${at} + make_interval(secs => ${LOCK_SECONDS}), attempt_count = d.attempt_count + 1, updated_at = now()
      from webhook_endpoints w
      where d.id = ${deliveryId}::uuid and w.id = d.endpoint_id and d.status = 'pending' and d.next_attempt_at <= ${at}
        and (d.locked_until is null or d.locked_until < ${at})
      returning d.id, d.event_id, d.type, d.data, d.occurred_at, d.attempt_count, d.replay_requested, w.id as endpoint_id, w.url, w.enabled,
        w.secret_encrypted, case when w.previous_secret_expires_at > ${at} then w.previous_secret_encrypted end as previous_secret`),
  );
  if (!claimed) return 'skipped';
  if (!claimed.enabled) {
    await ctx.db.execute(
      sql`update webhook_deliveries set status = 'failed', next_attempt_at = null, locked_until = null, attempt_count = attempt_count - 1, updated_at = now() where id = ${claimed.id}::uuid`,
    );
    return 'failed';
  }

  const secrets = [claimed.secret_encrypted, claimed.previous_secret]
    .filter((s): s is string => s !== null)
    .map((s) => decryptSecret(s, ctx.encryptionKey));
  const body = JSON.stringify({
    type: claimed.type,
    timestamp: new Date(claimed.occurred_at).toISOString(),
    data: claimed.data,
  });
  const startedAt = options.now ?? new Date();
  const headers = webhookHeaders(secrets, claimed.event_id, Math.floor(Date.now() / 1000), body);
  const result = await sendAttempt(ctx.send, { url: claimed.url, headers, body }, ctx.timeoutMs);

  const gone = result.statusCode === 410;
  const delayMs =
    result.succeeded || gone
      ? null
      : nextRetryDelayMs(claimed.attempt_count, {
          retryAfterMs: RETRY_AFTER_STATUSES.has(result.statusCode ?? 0) ? result.retryAfterMs : null,
        });
  const record = recordAttempt({ claimed, at, startedAt, result, delayMs });
  const stored = (rows: unknown) => rowsOf<{ id: string; next_attempt_at: Date | string | null }>(rows)[0];
  let next: StoredDelivery | null;
  let disabled: Disabled | null = null;
  if (result.succeeded) {
    // The common case in one statement: the attempt, the delivery, and the end of any failure streak.
    stored(await ctx.db.execute(record));
    next = null;
  } else {
    ({ next, disabled } = await ctx.db.transaction(async (tx) => {
      const row = stored(await tx.execute(record));
      const health = await recordEndpointHealth(tx, claimed.endpoint_id, at, { gone });
      // A disabled endpoint's deliveries were just failed: nothing to wake.
      return {
        next: row?.next_attempt_at && !health ? { id: row.id, nextAttemptAt: new Date(row.next_attempt_at) } : null,
        disabled: health,
      };
    }));
  }
  await afterAttempt(ctx, next, disabled, options.now ?? new Date());
  return result.succeeded ? 'succeeded' : next ? 'retrying' : 'failed';
}

/**
 * One statement: the attempt's row, and the delivery after it — succeeded, due again after `delayMs`,
 * or failed for good — with its hold released. A success also ends the endpoint's failure streak.
 */
function recordAttempt(input: {
  claimed: Claimed;
  at: SQL;
  startedAt: Date;
  result: AttemptResult;
  delayMs: number | null;
}): SQL {
  const { claimed, at, startedAt, result, delayMs } = input;
  const status = result.succeeded ? 'succeeded' : delayMs === null ? 'failed' : 'pending';
  const next = delayMs === null ? sql`null` : sql`${at} + make_interval(secs => ${delayMs / 1000})`;
  return sql`
    with attempt as (
      insert into webhook_delivery_attempts (delivery_id, started_at, status_code, latency_ms, response_excerpt, error, succeeded, trigger)
      values (${claimed.id}::uuid, ${startedAt.toISOString()}::timestamptz, ${result.statusCode}, ${result.latencyMs}, ${result.responseExcerpt},
        ${result.error}, ${result.succeeded}, ${claimed.replay_requested ? 'replay' : 'scheduled'})),
    healthy as (
      update webhook_endpoints set failing_since = null
      where id = ${claimed.endpoint_id}::uuid and failing_since is not null and ${result.succeeded})
    update webhook_deliveries set status = ${status}, next_attempt_at = ${next}, locked_until = null, replay_requested = false, updated_at = now()
    where id = ${claimed.id}::uuid returning id, next_attempt_at`;
}

async function afterAttempt(ctx: WebhookContext, next: StoredDelivery | null, disabled: Disabled | null, at: Date) {
  if (next) await wakeDeliveries(ctx.jobs, [next]);
  if (disabled) {
    ctx.logger.warn({ url: disabled.url, reason: disabled.reason }, 'webhook endpoint disabled');
    await notifyDisabled(ctx, disabled, at);
  }
}
