import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps.ts';
import { rowsOf } from '#server/db/rows.ts';
import { prospects, type CampaignRow } from '#server/db/schema/index.ts';
import { estimateBatch } from '#server/engine/estimate/index.ts';
import type { ProviderConfig } from '#server/engine/index.ts';
import { storedBriefSchema } from '#shared/brief.ts';
import { DRY_RUN_PROSPECTS, type Estimate, type EstimateQuery } from '#shared/generation.ts';
import { toProspect } from '#server/features/prospects/index.ts';
import { estimateResearch, needsResearch } from '#server/features/research/index.ts';
import { reachableProspect } from './reachable.ts';
import { BATCH_PRICE_FACTOR } from '#server/engine/providers/index.ts';
import { batchAvailability, EXPECTED_BATCH_WAIT_SEC, MAX_BATCH_WAIT_SEC } from './batch/index.ts';

/** Prospects whose prompts are counted to estimate the input tokens. */
export const ESTIMATE_SAMPLE = 50;

/**
 * `GET /api/v1/campaigns/:id/estimate` (DESIGN.md §4): the batch that generate would run with the same
 * `skipUnreachable` and `dryRun`, over the same prospects (queue-generation.ts's filter; a dry run's
 * first DRY_RUN_PROSPECTS in import order). Writing is estimated by the engine (engine/estimate);
 * with the brief's research on, the research first needed (features/research, research-estimate.ts)
 * over those prospects whose site is not researched and cached already. One query counts both.
 * `batch`: overnight mode's side (decision 038): available or why not, the writing's cost at the batch
 * price (engine/providers/prices.ts BATCH_PRICE_FACTOR, half), the wait assumed (batch/availability.ts).
 */
export async function estimateCampaign(
  deps: Pick<AppDeps, 'db' | 'env'>,
  campaign: CampaignRow,
  provider: ProviderConfig,
  query: EstimateQuery,
): Promise<Estimate> {
  const { db, env } = deps;
  const brief = storedBriefSchema.parse(campaign.brief);
  const research = brief.research === 'website';
  const reachable = query.skipUnreachable ? sql`and ${reachableProspect(sql`p.flags`)}` : sql``;
  const firstFew = query.dryRun ? sql`order by p.seq limit ${DRY_RUN_PROSPECTS}` : sql``;
  const toResearch = research
    ? sql`count(*) filter (where ${needsResearch(sql`p.id`, env.RESEARCH_TTL_DAYS)})`
    : sql`0`;
  const [counts] = rowsOf<{ prospects: number; toResearch: number }>(
    await db.execute(sql`
      select count(*)::int as prospects, ${toResearch}::int as "toResearch"
      from (select p.id from prospects p where p.campaign_id = ${campaign.id}::uuid ${reachable} ${firstFew}) p`),
  );
  const sample = await db
    .select()
    .from(prospects)
    .where(
      and(
        eq(prospects.campaignId, campaign.id),
        query.skipUnreachable ? reachableProspect(prospects.flags) : undefined,
      ),
    )
    .orderBy(asc(prospects.seq))
    .limit(query.dryRun ? DRY_RUN_PROSPECTS : ESTIMATE_SAMPLE);
  const written = estimateBatch({
    sample: sample.map(toProspect),
    prospects: counts?.prospects ?? 0,
    brief,
    steps: brief.steps,
    provider,
    concurrency: env.AI_CONCURRENCY,
    rpm: env.AI_RPM,
    tpm: env.AI_TPM,
  });
  const batch = batchAvailability(provider, brief);
  return {
    ...written,
    batch: {
      ...batch,
      costUsd: batch.available && written.costUsd !== null ? written.costUsd * BATCH_PRICE_FACTOR : null,
      expectedWaitSec: EXPECTED_BATCH_WAIT_SEC,
      maxWaitSec: MAX_BATCH_WAIT_SEC,
    },
    research: research
      ? estimateResearch({ prospects: counts?.toResearch ?? 0, researchPages: brief.researchPages })
      : null,
  };
}
