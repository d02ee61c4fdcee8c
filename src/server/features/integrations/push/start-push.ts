import { sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps.ts';
import { rowsOf } from '#server/db/rows.ts';
import { integrationPushes } from '#server/db/schema/index.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import { AppError, validationError } from '#server/lib/errors.ts';
import {
  integrationLabels,
  isCampaignProvider,
  isPushProvider,
  type IntegrationProvider,
  type Push,
  type pushRequestSchema,
} from '#shared/integrations.ts';
import type { z } from 'zod';
import { getOwnedCampaign } from '#server/features/campaigns/index.ts';
import { listTargetCampaigns, vendorContextFor } from '../target-campaigns.service.ts';
import { toPush } from './get-push.ts';
import { wakePushes } from './wake.ts';

/** What pushes need: the app's deps and the job queue (absent in tests that run pushes by hand). */
export type PushContext = Pick<AppDeps, 'db' | 'env' | 'encryptionKey' | 'logger'> & { jobs?: JobQueue | undefined };

/**
 * `POST /api/v1/integrations/:provider/push` (202): checks the campaign is the user's, the tool is
 * connected and — for a tool with campaigns — that the target is one of the user's campaigns there
 * (read live, which also gives its name), then stores the push (`queued`, `total` = prospects with an
 * approved e-mail) and wakes its job. The work itself is run-push.ts's.
 * @throws AppError `not_found` (campaign, or a tool that takes no leads), `not_connected`,
 *   `validation_failed` (no target, a target that is not theirs, nothing approved), and the vendor's
 *   refusals of listTargetCampaigns
 */
export async function startPush(
  ctx: PushContext,
  userId: string,
  provider: IntegrationProvider,
  input: z.output<typeof pushRequestSchema>,
): Promise<Push> {
  if (!isPushProvider(provider)) throw new AppError('not_found', `${integrationLabels[provider]} does not take leads.`);
  const campaign = await getOwnedCampaign(ctx.db, userId, input.campaignId);
  await vendorContextFor(ctx, userId, provider);
  let target: { id: string; name: string } | null = null;
  if (isCampaignProvider(provider)) {
    const label = integrationLabels[provider];
    if (!input.targetCampaignId)
      throw validationError([{ path: 'targetCampaignId', message: `Choose a campaign in ${label}` }]);
    target = (await listTargetCampaigns(ctx, userId, provider)).find((c) => c.id === input.targetCampaignId) ?? null;
    if (!target)
      throw validationError([{ path: 'targetCampaignId', message: `This is not one of your campaigns in ${label}` }]);
  }
  const [count] = rowsOf<{ n: number }>(
    await ctx.db.execute(sql`
      select count(distinct e.prospect_id)::int as n from emails e
      where e.campaign_id = ${campaign.id}::uuid and e.status = ${input.status}`),
  );
  const total = count?.n ?? 0;
  if (total === 0)
    throw validationError([{ path: 'campaignId', message: 'This campaign has no approved e-mails yet' }]);
  const [row] = await ctx.db
    .insert(integrationPushes)
    .values({
      userId,
      provider,
      campaignId: campaign.id,
      targetCampaignId: target?.id ?? null,
      targetCampaignName: target?.name ?? null,
      total,
    })
    .returning();
  void wakePushes(ctx.db, ctx.jobs, row!.id).catch((err: unknown) =>
    ctx.logger.error({ err, pushId: row!.id }, 'waking the push failed'),
  );
  return toPush(row!, campaign.name);
}
