import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { ZodType } from 'zod';
import type { AppBindings } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { validate } from '#server/lib/validate.ts';
import { requireUser, sessionOrThrow } from '#server/middleware/session.ts';
import {
  integrationListSchema,
  integrationProviders,
  integrationSchema,
  pushDetailSchema,
  pushRequestSchema,
  pushResultsQuerySchema,
  pushSchema,
  putIntegrationSchema,
  slackTestResponseSchema,
  targetCampaignListSchema,
  type IntegrationProvider,
} from '#shared/integrations.ts';
import { connectIntegration, disconnectIntegration, listIntegrations } from './connections.service.ts';
import { getPushDetail } from './push/get-push.ts';
import { startPush } from './push/start-push.ts';
import { sendSlackTest } from './slack/notify.ts';
import { listTargetCampaigns } from './target-campaigns.service.ts';

/**
 * `/api/v1/integrations` (issue 7 item 5; docs/decisions/021), an active user's own connections and
 * pushes only: another user's push is 404.
 * - `GET /` every tool with its status; `PUT /:provider` `{apiKey | webhookUrl}` verifies with the tool
 *   then stores (422 `credential_rejected`, 502 `integration_unavailable`); `DELETE /:provider` (204);
 * - `GET /:provider/campaigns` their campaigns; `POST /:provider/push` `{campaignId, targetCampaignId,
 *   status?}` → 202 with the push; `GET /pushes/:id?status&limit&cursor` progress and results;
 * - `POST /slack/test` a test message to the connected channel.
 */
const TAGS = ['Integrations'];
const json = (description: string, schema: ZodType) => ({ description, content: { 'application/json': { schema: resolver(schema) } } });
const doc = (operationId: string, summary: string, status: number, description: string, schema?: ZodType) =>
  describeRoute({ tags: TAGS, operationId, summary, responses: { [status]: schema ? json(description, schema) : { description } } });

/** @throws AppError `not_found` for a tool we do not integrate with */
function providerOf(value: string): IntegrationProvider {
  if (!(integrationProviders as readonly string[]).includes(value)) throw new AppError('not_found', 'No integration has this name.');
  return value as IntegrationProvider;
}

export const integrationRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get('/', doc('listIntegrations', 'Every integration with its connection status', 200, 'The integrations', integrationListSchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json({ items: await listIntegrations(c.get('deps').db, user.id) });
  })
  .get('/pushes/:id', doc('getIntegrationPush', 'A push: progress, counts and per-prospect results', 200, 'The push', pushDetailSchema), validate('query', pushResultsQuerySchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json(await getPushDetail(c.get('deps').db, user.id, c.req.param('id'), c.req.valid('query')));
  })
  .post('/slack/test', doc('sendSlackTestMessage', 'Sends a test message to the connected Slack channel', 200, 'Sent', slackTestResponseSchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json(await sendSlackTest(c.get('deps'), user.id));
  })
  .put('/:provider', doc('connectIntegration', 'Verifies a credential with the tool and stores it, encrypted', 200, 'The connection, masked', integrationSchema), validate('json', putIntegrationSchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json(await connectIntegration(c.get('deps'), user.id, providerOf(c.req.param('provider')), c.req.valid('json')));
  })
  .delete('/:provider', doc('disconnectIntegration', 'Deletes the stored credential', 204, 'Disconnected'), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    await disconnectIntegration(c.get('deps').db, user.id, providerOf(c.req.param('provider')));
    return c.body(null, 204);
  })
  .get('/:provider/campaigns', doc('listIntegrationCampaigns', 'The user’s campaigns in the tool', 200, 'Their campaigns', targetCampaignListSchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json({ items: await listTargetCampaigns(c.get('deps'), user.id, providerOf(c.req.param('provider'))) });
  })
  .post('/:provider/push', doc('startIntegrationPush', 'Pushes a campaign’s approved e-mails to the tool, as a job', 202, 'The push, queued', pushSchema), validate('json', pushRequestSchema), async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    const push = await startPush(c.get('deps'), user.id, providerOf(c.req.param('provider')), c.req.valid('json'));
    return c.json(push, 202);
  });
