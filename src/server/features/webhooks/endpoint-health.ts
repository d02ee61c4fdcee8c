import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '#server/db/rows.ts';
import { sendMail, webhookDisabledMail } from '#server/features/app-mail/index.ts';
import type { WebhookContext } from './webhook-deps.ts';
import type { Executor } from './publish-event.ts';

/**
 * An endpoint's health after each attempt (docs/decisions/020; Standard Webhooks spec "Deliverability
 * and reliability": disable an endpoint that fails for a long time and tell its owner another way).
 * A success ends the failure streak; a failure starts one (`failing_since`) unless one is running.
 * An endpoint whose streak reaches WEBHOOK_DISABLE_AFTER_MS, or that answers 410 Gone (the spec:
 * "Sender should disable the webhook endpoint"), is disabled, its pending deliveries fail, and its
 * owner is e-mailed.
 */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

export type Disabled = { url: string; reason: 'failing' | 'gone'; email: string; name: string; failingSince: Date };

/** Fails every pending delivery of the endpoint (it was disabled); replay brings any of them back. */
export async function failPendingDeliveries(db: Executor, endpointId: string): Promise<void> {
  await db.execute(sql`
    update webhook_deliveries set status = 'failed', next_attempt_at = null, replay_requested = false, updated_at = now()
    where endpoint_id = ${endpointId}::uuid and status = 'pending'`);
}

/**
 * Records a failed attempt on its endpoint, at `at` (SQL time: `now()`, or a test's clock); a
 * success ends the streak in the attempt's own statement (deliver.ts).
 * @returns what was disabled, for the owner's mail (sent after the commit), or null
 */
export async function recordEndpointHealth(
  tx: Executor,
  endpointId: string,
  at: SQL,
  outcome: { gone: boolean },
): Promise<Disabled | null> {
  // Two statements: one statement may not update the same row twice (PostgreSQL, "WITH" docs).
  await tx.execute(
    sql`update webhook_endpoints set failing_since = coalesce(failing_since, ${at}) where id = ${endpointId}::uuid`,
  );
  const [row] = rowsOf<{
    url: string;
    reason: 'failing' | 'gone';
    email: string;
    name: string;
    failing_since: Date | string;
  }>(
    await tx.execute(sql`
      update webhook_endpoints w
      set enabled = false, disabled_at = ${at}, updated_at = now(),
        disabled_reason = case when ${outcome.gone} then 'gone' else 'failing' end
      from users u
      where w.id = ${endpointId}::uuid and u.id = w.user_id and w.enabled
        and (${outcome.gone} or w.failing_since <= ${at} - make_interval(secs => ${WEBHOOK_DISABLE_AFTER_MS / 1000}))
      returning w.url, w.disabled_reason as reason, u.email, u.name, w.failing_since`),
  );
  if (!row) return null;
  await failPendingDeliveries(tx, endpointId);
  return {
    url: row.url,
    reason: row.reason,
    email: row.email,
    name: row.name,
    failingSince: new Date(row.failing_since),
  };
}

/** E-mails the owner of a disabled endpoint; a mail failure is logged, never thrown (the disabling stands). */
export async function notifyDisabled(
  ctx: Pick<WebhookContext, 'db' | 'env' | 'logger'>,
  disabled: Disabled,
  at: Date,
): Promise<void> {
  try {
    const failedForDays = Math.max(1, Math.floor((at.getTime() - disabled.failingSince.getTime()) / 86_400_000));
    await sendMail(
      ctx,
      webhookDisabledMail({
        to: disabled.email,
        name: disabled.name,
        baseUrl: ctx.env.BASE_URL,
        url: disabled.url,
        reason: disabled.reason,
        failedForDays,
      }),
    );
  } catch (err) {
    ctx.logger.error({ err, tags: { mail: 'webhook_disabled' } }, 'the endpoint-disabled e-mail could not be recorded');
  }
}
