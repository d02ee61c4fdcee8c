import { eq, sql } from 'drizzle-orm';
import { arrayParam, rowsOf } from '#server/db/rows.ts';
import { campaigns, type CampaignRow } from '#server/db/schema/index.ts';
import { storedBriefSchema } from '#shared/brief.ts';
import { DRY_RUN_PROSPECTS, type GenerateRequest } from '#shared/generation.ts';
import type { GenerationContext } from './generation-deps.ts';
import { queueMissingResearch, sendResearchJobs } from '#server/features/research/index.ts';
import { reachableProspect } from './reachable.ts';
import { wakeUnfinished } from './wake.ts';
import { markBatch, sendBatchJobs } from './batch/index.ts';
import type { ProviderConfig } from '#server/engine/index.ts';

/**
 * `POST /api/v1/campaigns/:id/generate` (DESIGN.md §4): one e-mail row per prospect × step, inserted
 * in one statement with ON CONFLICT DO NOTHING on (prospect_id, step), so a re-run "skips what
 * exists" and never makes a second e-mail; then the campaign is `running` and every unfinished row
 * gets a job (wake.ts), in the background. `dryRun` takes the first DRY_RUN_PROSPECTS prospects in import order.
 * `skipUnreachable` (default true) leaves out prospects whose address is missing, invalid, a role or
 * disposable (reachable.ts), before the dry run's first five are taken.
 * With the brief's research on (issue 15), the same transaction asks research for the batch's prospects
 * never researched; their e-mails wait for it (claim.ts), so a dry run includes research too.
 * With `mode: 'batch'` (overnight mode, decision 038) the e-mails waiting for a first draft go to one
 * provider batch (batch/queue-batch.ts) in the same transaction, and its first job is sent with the rest.
 * @returns `queued`: rows created by this call (existing rows are not counted again)
 */
export async function queueGeneration(
  ctx: GenerationContext,
  campaign: CampaignRow,
  request: GenerateRequest,
  /** With `mode: 'batch'`: the provider the batch goes to (checked by the route, batch/availability.ts). */
  batchProvider?: ProviderConfig,
): Promise<{ queued: number }> {
  const brief = storedBriefSchema.parse(campaign.brief);
  const steps = request.steps ?? Array.from({ length: brief.steps }, (_, i) => i + 1);
  const only = request.prospectIds ? sql`and p.id = any(${arrayParam(request.prospectIds)}::uuid[])` : sql``;
  const limit = request.dryRun ? sql`limit ${DRY_RUN_PROSPECTS}` : sql``;
  const reachable = request.skipUnreachable ? sql`and ${reachableProspect(sql`p.flags`)}` : sql``;
  let researching: string[] = [];
  let batchId: string | null = null;
  const queued = await ctx.db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with inserted as (
      insert into emails (campaign_id, prospect_id, step)
      select p.campaign_id, p.id, s.step
      from (select id, campaign_id, seq from prospects p where p.campaign_id = ${campaign.id}::uuid ${only} ${reachable} order by p.seq ${limit}) p
      cross join unnest(${arrayParam(steps)}::int[]) as s(step)
      order by p.seq, s.step
      on conflict (prospect_id, step) do nothing
      returning 1)
      select count(*)::int as n from inserted`);
    const created = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    if (brief.research === 'website') researching = await queueMissingResearch(tx, campaign.id);
    if (request.mode === 'batch' && batchProvider) batchId = await markBatch(tx, campaign.id, batchProvider);
    // New rows make a new batch, which gets its own `campaign.completed` (announce.ts).
    await tx
      .update(campaigns)
      .set({ generationState: 'running', ...(created > 0 ? { batchCompletedAt: null } : {}) })
      .where(eq(campaigns.id, campaign.id));
    return created;
  });
  // Jobs are sent after the answer: 100,000 rows take seconds to enqueue, and the rows are already
  // safe (a lost wake is redone by the worker's sweep within WAKE_INTERVAL_MS).
  void Promise.all([
    wakeUnfinished(ctx.db, ctx.jobs, campaign.id),
    sendResearchJobs(ctx.jobs, researching),
    sendBatchJobs(ctx.jobs, batchId ? [batchId] : []),
  ]).catch((err: unknown) => ctx.logger.error({ err, campaignId: campaign.id }, 'waking the new e-mails failed'));
  return { queued };
}
