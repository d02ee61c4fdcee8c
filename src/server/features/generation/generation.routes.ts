import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppBindings, UserBindings } from '#server/app-deps.ts';
import { ProviderConfigError, resolveProvider } from '#server/engine/index.ts';
import { validationError } from '#server/lib/errors.ts';
import { jsonResponse, pathId, problemResponses } from '#server/lib/openapi.ts';
import { validate } from '#server/lib/validate.ts';
import type { CampaignRow } from '#server/db/schema/index.ts';
import { storedBriefSchema } from '#shared/brief.ts';
import { requireScope } from '#server/middleware/scope.ts';
import { requireUser } from '#server/middleware/session.ts';
import {
  estimateQuerySchema,
  estimateSchema,
  type EstimateQuery,
  generateRequestSchema,
  generateResponseSchema,
  progressSchema,
} from '#shared/generation.ts';
import { getOwnedCampaign } from '#server/features/campaigns/index.ts';
import { getAiCredentials } from '#server/features/ai-settings/index.ts';
import { batchAvailability } from './batch/index.ts';
import { estimateCampaign } from './estimate.ts';
import { generationContext } from './generation-deps.ts';
import { getProgress } from './progress.ts';
import { queueGeneration } from './queue-generation.ts';
import { controlRun, type RunAction } from './run-control.ts';

/**
 * Batch generation of a campaign (DESIGN.md §4): `GET …/estimate`, `POST …/generate` (202
 * `{queued}`), `POST …/pause|resume|cancel|retry-failed` (200 progress), `GET …/progress`.
 * The campaign must be the caller's (else 404).
 */
async function ownedCampaign(c: Context<UserBindings>) {
  return getOwnedCampaign(c.get('deps').db, c.get('user').id, c.req.param('id')!);
}

const runAction = (action: RunAction) => async (c: Context<UserBindings>) => {
  const ctx = generationContext(c);
  const campaign = await ownedCampaign(c);
  await controlRun(ctx, campaign, action);
  return c.json(await getProgress(ctx.db, campaign.id));
};

/** The estimate handler's input: the checked `?skipUnreachable&dryRun`. */
type EstimateInput = { out: { query: EstimateQuery } };

/**
 * The provider a campaign's e-mails would go to (its choice, its owner's key, then the env).
 * @throws AppError `validation_failed` on `provider` when that provider is not configured
 */
async function campaignProvider(deps: AppBindings['Variables']['deps'], campaign: CampaignRow) {
  try {
    const user = await getAiCredentials(deps.db, deps.encryptionKey, campaign.userId);
    return resolveProvider({ campaign, user, env: deps.env });
  } catch (error) {
    if (error instanceof ProviderConfigError) throw validationError([{ path: 'provider', message: error.message }]);
    throw error;
  }
}

async function estimate(c: Context<UserBindings, string, EstimateInput>) {
  const deps = c.get('deps');
  const campaign = await ownedCampaign(c);
  const provider = await campaignProvider(deps, campaign);
  return c.json(await estimateCampaign(deps, campaign, provider, c.req.valid('query')));
}

/**
 * `mode: 'batch'` needs a provider with a batch API (batch/availability.ts).
 * @throws AppError `validation_failed` on `mode` with the reason when it has none
 */
async function batchProviderFor(deps: AppBindings['Variables']['deps'], campaign: CampaignRow) {
  const provider = await campaignProvider(deps, campaign);
  const { available, reason } = batchAvailability(provider, storedBriefSchema.parse(campaign.brief));
  if (!available) throw validationError([{ path: 'mode', message: reason ?? 'Overnight mode is not available.' }]);
  return provider;
}

const tags = ['Generation'];
const parameters = pathId('campaign');
const progressAnswer = { 200: jsonResponse(progressSchema, 'The batch’s progress after the action') };

/** The OpenAPI description of a batch control: `POST …/pause` → operation `pauseGeneration`. */
const describeControl = (operationId: string, summary: string, description: string, conflicts: boolean) =>
  describeRoute({
    tags,
    operationId,
    parameters,
    summary,
    description,
    responses: { ...progressAnswer, ...problemResponses(401, 403, 404, ...(conflicts ? ([409] as const) : [])) },
  });

export const generationRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get(
    '/:id/estimate',
    requireScope('campaigns:read'),
    describeRoute({
      tags,
      operationId: 'estimateGeneration',
      parameters,
      summary: 'Estimate a batch',
      description:
        'Tokens, cost (USD; null for a model without a known price) and duration of writing every prospect × step, before starting. ' +
        '`skipUnreachable` (default true) leaves out the prospects the generate operation would skip; `dryRun` estimates a dry run. ' +
        "With the brief's research on, `research` adds the website fetches needed first (prospects, requests, seconds). " +
        "`batch` gives overnight mode's side: whether the provider has a batch API, the cost at the batch price (half) and the expected wait.",
      responses: { 200: jsonResponse(estimateSchema, 'The estimate'), ...problemResponses(400, 401, 403, 404) },
    }),
    validate('query', estimateQuerySchema),
    estimate,
  )
  .post(
    '/:id/generate',
    requireScope('emails:write'),
    describeRoute({
      tags,
      operationId: 'startGeneration',
      parameters,
      summary: 'Write the campaign’s e-mails',
      description:
        'Queues one e-mail per prospect × step; what exists already is skipped, so running it again is safe. `dryRun` takes 5 prospects. ' +
        '`skipUnreachable` (default true) writes nothing for a prospect flagged missing_email, invalid_email, role_address or disposable_domain. ' +
        "`mode: 'batch'` (overnight mode) sends the e-mails to the provider's batch API at half the price, results within 24 h; " +
        'it is refused (400 `validation_failed` on `mode`) for a provider without one, and a server that turns out to have none (404) gets normal calls instead. ' +
        'Follow the batch with the progress operation (`batch` shows the provider batch).',
      responses: { 202: jsonResponse(generateResponseSchema, 'Queued'), ...problemResponses(400, 401, 403, 404, 413) },
    }),
    validate('json', generateRequestSchema),
    async (c) => {
      const ctx = generationContext(c);
      const campaign = await ownedCampaign(c);
      const request = c.req.valid('json');
      const batchProvider = request.mode === 'batch' ? await batchProviderFor(c.get('deps'), campaign) : undefined;
      return c.json(await queueGeneration(ctx, campaign, request, batchProvider), 202);
    },
  )
  .get(
    '/:id/progress',
    requireScope('campaigns:read'),
    describeRoute({
      tags,
      operationId: 'getGenerationProgress',
      parameters,
      summary: 'Follow a batch',
      description: 'Counts by status, spend (USD), rate (e-mails per minute), seconds left, and the run state.',
      responses: { 200: jsonResponse(progressSchema, 'The batch’s progress'), ...problemResponses(401, 403, 404) },
    }),
    async (c) => c.json(await getProgress(c.get('deps').db, (await ownedCampaign(c)).id)),
  )
  .post(
    '/:id/pause',
    requireScope('emails:write'),
    describeControl('pauseGeneration', 'Pause a batch', 'E-mails being written finish; the rest wait.', true),
    runAction('pause'),
  )
  .post(
    '/:id/resume',
    requireScope('emails:write'),
    describeControl('resumeGeneration', 'Resume a batch', 'Resumes a paused, cancelled or budget-stopped batch.', true),
    runAction('resume'),
  )
  .post(
    '/:id/cancel',
    requireScope('emails:write'),
    describeControl(
      'cancelGeneration',
      'Cancel a batch',
      'Queued e-mails are dropped (generating again queues them); written ones stay.',
      false,
    ),
    runAction('cancel'),
  )
  .post(
    '/:id/retry-failed',
    requireScope('emails:write'),
    describeControl(
      'retryFailedGeneration',
      'Retry failed e-mails',
      'Queues every failed e-mail of the campaign again and runs the batch.',
      false,
    ),
    runAction('retry-failed'),
  );
