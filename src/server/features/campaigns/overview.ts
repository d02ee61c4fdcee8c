import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { campaigns, emails, type CampaignRow } from '#server/db/schema/index.ts';
import type { CampaignOverview, CampaignStage } from '#shared/campaigns.ts';

/**
 * Where each campaign's work stands, for the campaign list (issue 14, item 5; the stages are
 * documented on `campaignStages`, shared/campaigns.ts): one grouped count over the e-mails of a page
 * of campaigns (emails_campaign_id_status_idx), so a page of 50 costs one query, not 50.
 */
type Counts = Omit<CampaignOverview, 'stage'> & { ready: number };

const count = (where: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${where}))::int`;

export async function campaignOverviews(
  db: Database,
  rows: Pick<CampaignRow, 'id' | 'generationState' | 'exportedAt'>[],
): Promise<Map<string, CampaignOverview>> {
  const found =
    rows.length === 0
      ? []
      : await db
          .select({
            id: emails.campaignId,
            total: sql<number>`count(*)::int`,
            written: count(sql`${emails.status} in ('ready', 'approved', 'rejected')`),
            ready: count(sql`${emails.status} = 'ready'`),
            approved: count(sql`${emails.status} = 'approved'`),
            failed: count(sql`${emails.status} = 'failed'`),
            left: count(sql`${emails.status} in ('queued', 'generating')`),
          })
          .from(emails)
          // One array parameter, not one parameter per id: PGlite binds and parses each parameter in
          // JavaScript, and the list's overview took 1.2 ms with 20 (0.6 ms so; decision 036).
          .where(sql`${emails.campaignId} = any(${sql.param(rows.map((r) => r.id))}::uuid[])`)
          .groupBy(emails.campaignId);
  const byId = new Map(found.map(({ id, ...counts }) => [id, counts]));
  const none: Counts = { total: 0, written: 0, ready: 0, approved: 0, failed: 0, left: 0 };
  return new Map(
    rows.map((row) => {
      const { ready, ...counts } = byId.get(row.id) ?? none;
      return [row.id, { stage: stageOf({ ...counts, ready }, row), ...counts }];
    }),
  );
}

/** The stage a campaign is at, from its e-mail counts, its batch's run state and its last export. */
export function stageOf(counts: Counts, campaign: Pick<CampaignRow, 'generationState' | 'exportedAt'>): CampaignStage {
  if (counts.total === 0) return 'draft';
  if (counts.left > 0) return campaign.generationState === 'running' ? 'generating' : 'paused';
  if (counts.ready > 0 || counts.failed > 0 || counts.approved === 0) return 'ready_for_review';
  return campaign.exportedAt ? 'exported' : 'approved';
}

/** Records that approved e-mails left the app (an export of them was downloaded, or a push finished). */
export async function markExported(db: Database, campaignId: string): Promise<void> {
  await db.update(campaigns).set({ exportedAt: new Date() }).where(eq(campaigns.id, campaignId));
}
