import { sql } from 'drizzle-orm';
import { arrayParam } from '#server/db/rows.ts';
import { NEW_EVENT_ID, publishInStatement } from '#server/features/webhooks/index.ts';
import type { GenerationContext } from './generation-deps.ts';

/**
 * The two campaign-level events of a batch (docs/decisions/020), each one statement that changes the
 * campaign and stores the event's deliveries together (features/webhooks/publish-event.ts):
 *
 * - `campaign.completed`, checked once per fetched batch of jobs, for the campaigns of its e-mails,
 *   after every one of them was stored: the campaign is still running, no e-mail is queued or being
 *   written, and this batch was not announced yet (`batch_completed_at`, cleared when a new batch
 *   starts). The check runs after the batch's own statements committed, so of two workers storing the
 *   last two e-mails at once, the one that checks second sees both done; setting `batch_completed_at`
 *   only while it is null lets exactly one of them announce. A job retried after a crash checks again.
 *   Its cost is one statement per batch (up to 10 e-mails): an indexed lookup that usually finds a
 *   queued e-mail at once.
 * - `campaign.budget_reached`, when a claim was refused because spend reached the budget (claim.ts):
 *   the state moves from `running` to `budget_reached` once, and that move is the announcement.
 * Both take the e-mail ids of a batch of jobs and check each of their campaigns in one statement.
 */
export async function announceCompletion(ctx: GenerationContext, emailIds: readonly string[]): Promise<void> {
  await publishInStatement(
    ctx,
    'campaign.completed',
    sql`
    done as (
      update campaigns c set batch_completed_at = now()
      where c.id in (select campaign_id from emails where id = any(${arrayParam(emailIds)}::uuid[])) and c.generation_state = 'running' and c.batch_completed_at is null
        and not exists (select 1 from emails e where e.campaign_id = c.id and e.status in ('queued', 'generating'))
      returning c.id, c.user_id, c.name, c.spent_usd),
    ev as (
      select d.user_id, ${NEW_EVENT_ID} as event_id,
        jsonb_build_object('campaignId', d.id, 'name', d.name, 'total', n.total, 'ready', n.ready, 'approved', n.approved,
          'rejected', n.rejected, 'failed', n.failed, 'spentUsd', d.spent_usd::float8) as data
      from done d cross join lateral (
        select count(*)::int as total, count(*) filter (where e.status = 'ready')::int as ready,
          count(*) filter (where e.status = 'approved')::int as approved, count(*) filter (where e.status = 'rejected')::int as rejected,
          count(*) filter (where e.status = 'failed')::int as failed
        from emails e where e.campaign_id = d.id) n)`,
  );
}

/** Moves the running campaigns of these e-mails whose spend reached their budget to `budget_reached`, announcing each (once per stop). */
export async function stopAtBudget(ctx: GenerationContext, emailIds: readonly string[]): Promise<void> {
  await publishInStatement(
    ctx,
    'campaign.budget_reached',
    sql`
    stopped as (
      update campaigns c set generation_state = 'budget_reached', updated_at = now()
      where c.id in (select campaign_id from emails where id = any(${arrayParam(emailIds)}::uuid[])) and c.generation_state = 'running'
        and c.budget_usd is not null and c.spent_usd >= c.budget_usd
      returning c.id, c.user_id, c.name, c.budget_usd, c.spent_usd),
    ev as (
      select s.user_id, ${NEW_EVENT_ID} as event_id,
        jsonb_build_object('campaignId', s.id, 'name', s.name, 'budgetUsd', s.budget_usd::float8, 'spentUsd', s.spent_usd::float8,
          'queued', (select count(*)::int from emails q where q.campaign_id = s.id and q.status = 'queued')) as data
      from stopped s)`,
  );
}
