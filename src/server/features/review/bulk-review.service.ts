import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '#server/db/rows.ts';
import { emails, prospects, type CampaignRow } from '#server/db/schema/index.ts';
import type { GenerationContext } from '#server/features/generation/index.ts';
import {
  deliveriesFrom,
  deliveriesJson,
  emailEventData,
  NEW_EVENT_ID,
  storedDeliveries,
  wakeDeliveries,
} from '#server/features/webhooks/index.ts';
import type { EmailStatus } from '#shared/emails.ts';
import type { BulkActionName, BulkActionResult, EmailFilter } from '#shared/review.ts';
import { requeueEmails } from './requeue.ts';
import { emailFilterWhere } from './review.service.ts';

/**
 * Bulk review (`POST /api/v1/campaigns/:id/emails/bulk`, docs/decisions/015): approve, reject or
 * regenerate the given ids or every e-mail matching the list's filter, within one campaign. Each action
 * touches only the e-mails it changes ({@link CHANGES}), so `updated` is exact and a `dryRun` answers
 * the same number without changing anything: the review inbox's confirmation says "Approve 1,874
 * e-mails?" and the toast after it says the same figure.
 */

type Scope = { ids?: string[] | undefined; filter?: EmailFilter | undefined };
type Deps = Pick<GenerationContext, 'db' | 'jobs'>;

/**
 * The statuses each action changes. Approve and reject change written e-mails not already in the
 * target status; regenerate queues again what is neither approved (the reviewer's call, kept when the
 * brief changes) nor queued or being written.
 */
const CHANGES: Record<BulkActionName, EmailStatus[]> = {
  approve: ['ready', 'rejected'],
  reject: ['ready', 'approved'],
  regenerate: ['ready', 'rejected', 'failed'],
};

function inScope(campaignId: string, scope: Scope): SQL {
  return scope.ids
    ? and(eq(emails.campaignId, campaignId), inArray(emails.id, scope.ids))!
    : sql`${emails.id} in (select ${emails.id} from ${emails} inner join ${prospects} on ${prospects.id} = ${emails.prospectId} where ${emailFilterWhere(campaignId, scope.filter ?? {})})`;
}

/**
 * Runs (or with `dryRun` counts) one bulk action.
 * @returns `{updated}`: the e-mails changed, or that would change with `dryRun` (then `dryRun: true`)
 */
export async function bulkReview(
  deps: Deps,
  campaign: Pick<CampaignRow, 'id' | 'userId'>,
  action: BulkActionName,
  scope: Scope,
  dryRun = false,
): Promise<BulkActionResult> {
  const where = and(inScope(campaign.id, scope), inArray(emails.status, CHANGES[action]))!;
  if (dryRun) {
    const [row] = await deps.db.select({ n: count() }).from(emails).where(where);
    return { updated: row?.n ?? 0, dryRun: true };
  }
  return action === 'regenerate' ? regenerate(deps, campaign.id, where) : setStatus(deps, campaign, action, where);
}

/**
 * One statement locks the rows, changes them, and stores an `email.approved` webhook delivery per newly
 * approved e-mail and subscribed endpoint (docs/decisions/020): 10,000 approvals are one round trip.
 */
async function setStatus(
  deps: Deps,
  campaign: Pick<CampaignRow, 'id' | 'userId'>,
  action: 'approve' | 'reject',
  where: SQL,
): Promise<BulkActionResult> {
  const status = action === 'approve' ? 'approved' : 'rejected';
  const [row] = rowsOf<{ updated: number; deliveries: { id: string; nextAttemptAt: string }[] }>(
    await deps.db.execute(sql`
      with target as (
        select ${emails.id} as id, ${emails.status} as before from ${emails} where ${where} for update),
      changed as (
        update emails e set status = ${status}, updated_at = now() from target t where e.id = t.id
        returning e.id, e.campaign_id, e.prospect_id, e.step, e.subject, t.before),
      ev as (
        select ${campaign.userId}::text as user_id, ${NEW_EVENT_ID} as event_id, ${emailEventData('email.approved', 'changed')} as data
        from changed where ${status}::text = 'approved'),
      delivered as (${deliveriesFrom('email.approved', sql`ev`)})
      select (select count(*)::int from changed) as updated, ${deliveriesJson('delivered')} as deliveries`),
  );
  await wakeDeliveries(deps.jobs, storedDeliveries(row?.deliveries ?? []));
  return { updated: row?.updated ?? 0 };
}

/** Queues the e-mails again without an instruction, as `POST /emails/:id/regenerate` does one. */
async function regenerate(deps: Deps, campaignId: string, where: SQL): Promise<BulkActionResult> {
  return { updated: (await requeueEmails(deps, campaignId, where)).length };
}
