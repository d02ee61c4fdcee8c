import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { campaigns, emails, type CampaignRow } from '#server/db/schema/index.ts';
import type { CampaignOverview, CampaignStage } from '#shared/campaigns.ts';

/**
 * Where each campaign's work stands, for the campaign list (issue 14, item 5; the stages are
 * documented on `campaignStages`, shared/campaigns.ts): the counts of a campaign's e-mails by status,
 * and the stage they put it at with its batch's run state and last export.
 */
export type OverviewCounts = Omit<CampaignOverview, 'stage'> & { ready: number };

const count = (where: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${where}))::int`;

/**
 * The counts of the e-mails of the campaign in the outer query's `campaigns` row, as a subquery to
 * join LATERAL (one row, zeros for a campaign without e-mails): the list reads a page of campaigns and
 * their counts in one statement (emails_campaign_id_status_idx), not the page and then its counts.
 */
export function overviewCountsOf(db: Database) {
  return db
    .select({
      total: sql<number>`count(*)::int`.as('total'),
      written: count(sql`${emails.status} in ('ready', 'approved', 'rejected')`).as('written'),
      ready: count(sql`${emails.status} = 'ready'`).as('ready'),
      approved: count(sql`${emails.status} = 'approved'`).as('approved'),
      failed: count(sql`${emails.status} = 'failed'`).as('failed'),
      left: count(sql`${emails.status} in ('queued', 'generating')`).as('left'),
    })
    .from(emails)
    .where(eq(emails.campaignId, campaigns.id))
    .as('overview');
}

/** The overview of a campaign with these counts, in the API's key order. */
export function toOverview(
  { ready, ...counts }: OverviewCounts,
  campaign: Pick<CampaignRow, 'generationState' | 'exportedAt'>,
): CampaignOverview {
  return { stage: stageOf({ ...counts, ready }, campaign), ...counts };
}

/** The stage a campaign is at, from its e-mail counts, its batch's run state and its last export. */
export function stageOf(
  counts: OverviewCounts,
  campaign: Pick<CampaignRow, 'generationState' | 'exportedAt'>,
): CampaignStage {
  if (counts.total === 0) return 'draft';
  if (counts.left > 0) return campaign.generationState === 'running' ? 'generating' : 'paused';
  if (counts.ready > 0 || counts.failed > 0 || counts.approved === 0) return 'ready_for_review';
  return campaign.exportedAt ? 'exported' : 'approved';
}

/** Records that approved e-mails left the app (an export of them was downloaded, or a push finished). */
export async function markExported(db: Database, campaignId: string): Promise<void> {
  await db.update(campaigns).set({ exportedAt: new Date() }).where(eq(campaigns.id, campaignId));
}
