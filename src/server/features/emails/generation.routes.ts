import { asc, count, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AppBindings } from '#server/context.ts';
import { prospects } from '#server/db/schema/index.ts';
import { estimateBatch } from '#server/generation/estimate/index.ts';
import { ProviderConfigError, resolveProvider } from '#server/generation/index.ts';
import { validationError } from '#server/lib/errors.ts';
import { validate } from '#server/lib/validate.ts';
import { requireUser, sessionOrThrow } from '#server/middleware/session.ts';
import { storedBriefSchema } from '#shared/brief.ts';
import { generateRequestSchema } from '#shared/generation.ts';
import { getOwnedCampaign } from '../campaigns/campaigns.service.ts';
import { toProspect } from '../prospects/prospects.service.ts';
import { getAiCredentials } from '../settings/ai-settings.service.ts';
import type { GenerationContext } from './generation/context.ts';
import { getProgress } from './generation/progress.ts';
import { queueGeneration } from './generation/queue-generation.ts';
import { controlRun, type RunAction } from './generation/run-control.ts';

/**
 * Batch generation of a campaign (DESIGN.md §4): `GET …/estimate`, `POST …/generate` (202
 * `{queued}`), `POST …/pause|resume|cancel|retry-failed` (200 progress), `GET …/progress`.
 * The campaign must be the caller's (else 404).
 */
export const ESTIMATE_SAMPLE = 50;

export const generationContext = (c: Context<AppBindings>): GenerationContext => {
  const deps = c.get('deps');
  return { db: deps.db, env: deps.env, encryptionKey: deps.encryptionKey, logger: deps.logger, jobs: deps.jobs };
};

async function ownedCampaign(c: Context<AppBindings>) {
  const { user } = sessionOrThrow(c.get('session'));
  return getOwnedCampaign(c.get('deps').db, user.id, c.req.param('id')!);
}

const runAction = (action: RunAction) => async (c: Context<AppBindings>) => {
  const ctx = generationContext(c);
  const campaign = await ownedCampaign(c);
  await controlRun(ctx, campaign, action);
  return c.json(await getProgress(ctx.db, campaign.id));
};

export const generationRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get('/:id/estimate', async (c) => {
    const { db, env, encryptionKey } = c.get('deps');
    const campaign = await ownedCampaign(c);
    const brief = storedBriefSchema.parse(campaign.brief);
    let provider;
    try {
      const user = await getAiCredentials(db, encryptionKey, campaign.userId);
      provider = resolveProvider({ campaign, user, env });
    } catch (error) {
      if (error instanceof ProviderConfigError) throw validationError([{ path: 'provider', message: error.message }]);
      throw error;
    }
    const [total] = await db.select({ n: count() }).from(prospects).where(eq(prospects.campaignId, campaign.id));
    const sample = await db.select().from(prospects).where(eq(prospects.campaignId, campaign.id)).orderBy(asc(prospects.seq)).limit(ESTIMATE_SAMPLE);
    return c.json(
      estimateBatch({ sample: sample.map(toProspect), prospects: total?.n ?? 0, brief, steps: brief.steps, provider, concurrency: env.AI_CONCURRENCY, rpm: env.AI_RPM }),
    );
  })
  .post('/:id/generate', validate('json', generateRequestSchema), async (c) => {
    const ctx = generationContext(c);
    const campaign = await ownedCampaign(c);
    return c.json(await queueGeneration(ctx, campaign, c.req.valid('json')), 202);
  })
  .get('/:id/progress', async (c) => c.json(await getProgress(c.get('deps').db, (await ownedCampaign(c)).id)))
  .post('/:id/pause', runAction('pause'))
  .post('/:id/resume', runAction('resume'))
  .post('/:id/cancel', runAction('cancel'))
  .post('/:id/retry-failed', runAction('retry-failed'));
