import { Hono } from 'hono';
import type { AppBindings } from '#server/app-deps.ts';
import { AppError } from '#server/lib/errors.ts';
import { describeOperation, pathId, type OperationDoc, type ProblemStatus } from '#server/lib/openapi.ts';
import { validate } from '#server/lib/validate.ts';
import { requireScope } from '#server/middleware/scope.ts';
import { requireUser } from '#server/middleware/session.ts';
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
 * `/api/v1/integrations` (docs/decisions/021), an active user's own connections and pushes only: another
 * user's push is 404.
 * - `GET /` every tool with its status; `PUT /:provider` `{apiKey | webhookUrl}` verifies with the tool
 *   then stores (422 `credential_rejected`, 502 `integration_unavailable`); `DELETE /:provider` (204);
 * - `GET /:provider/campaigns` their campaigns; `POST /:provider/push` `{campaignId, targetCampaignId,
 *   status?}` → 202 with the push; `GET /pushes/:id?status&limit&cursor` progress and results;
 * - `POST /slack/test` a test message to the connected channel.
 */
const TAGS = ['Integrations'];
const PROVIDER = {
  in: 'path' as const,
  name: 'provider',
  required: true,
  description: 'The tool.',
  schema: { type: 'string' as const, enum: [...integrationProviders] },
};

/** An integrations operation: always 401/403 for a signed-out or inactive caller (or a key outside its scope). */
const doc = ({
  problems = [],
  params,
  ...operation
}: Omit<OperationDoc, 'tags' | 'problems'> & {
  problems?: ProblemStatus[];
  params?: 'provider' | 'id';
}) =>
  describeOperation({
    ...operation,
    tags: TAGS,
    ...(params ? { parameters: params === 'id' ? pathId('push') : [PROVIDER] } : {}),
    problems: [401, 403, ...problems],
  });

/** @throws AppError `not_found` for a tool we do not integrate with */
function providerOf(value: string): IntegrationProvider {
  if (!(integrationProviders as readonly string[]).includes(value))
    throw new AppError('not_found', 'No integration has this name.');
  return value as IntegrationProvider;
}

export const integrationRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get(
    '/',
    requireScope('campaigns:read'),
    doc({
      operationId: 'listIntegrations',
      summary: 'Every integration with its connection status',
      status: 200,
      answer: 'The integrations',
      schema: integrationListSchema,
    }),
    async (c) => {
      return c.json({ items: await listIntegrations(c.get('deps').db, c.get('user').id) });
    },
  )
  .get(
    '/pushes/:id',
    requireScope('campaigns:read'),
    doc({
      operationId: 'getIntegrationPush',
      summary: 'A push: progress, counts and per-prospect results',
      status: 200,
      answer: 'The push',
      schema: pushDetailSchema,
      problems: [400, 404],
      params: 'id',
    }),
    validate('query', pushResultsQuerySchema),
    async (c) => {
      return c.json(await getPushDetail(c.get('deps').db, c.get('user').id, c.req.param('id'), c.req.valid('query')));
    },
  )
  .post(
    '/slack/test',
    requireScope('campaigns:write'),
    doc({
      operationId: 'sendSlackTestMessage',
      summary: 'Sends a test message to the connected Slack channel',
      status: 200,
      answer: 'Sent',
      schema: slackTestResponseSchema,
      problems: [409, 502],
    }),
    async (c) => {
      return c.json(await sendSlackTest(c.get('deps'), c.get('user').id));
    },
  )
  .put(
    '/:provider',
    requireScope('campaigns:write'),
    doc({
      operationId: 'connectIntegration',
      summary: 'Verifies a credential with the tool and stores it, encrypted',
      status: 200,
      answer: 'The connection, masked',
      schema: integrationSchema,
      problems: [400, 404, 413, 422, 502],
      params: 'provider',
    }),
    validate('json', putIntegrationSchema),
    async (c) => {
      return c.json(
        await connectIntegration(
          c.get('deps'),
          c.get('user').id,
          providerOf(c.req.param('provider')),
          c.req.valid('json'),
        ),
      );
    },
  )
  .delete(
    '/:provider',
    requireScope('campaigns:write'),
    doc({
      operationId: 'disconnectIntegration',
      summary: 'Deletes the stored credential',
      status: 204,
      answer: 'Disconnected (or there was none)',
      problems: [404],
      params: 'provider',
    }),
    async (c) => {
      await disconnectIntegration(c.get('deps').db, c.get('user').id, providerOf(c.req.param('provider')));
      return c.body(null, 204);
    },
  )
  .get(
    '/:provider/campaigns',
    requireScope('campaigns:read'),
    doc({
      operationId: 'listIntegrationCampaigns',
      summary: 'The user’s campaigns in the tool',
      status: 200,
      answer: 'Their campaigns',
      schema: targetCampaignListSchema,
      problems: [404, 409, 422, 502],
      params: 'provider',
    }),
    async (c) => {
      return c.json({
        items: await listTargetCampaigns(c.get('deps'), c.get('user').id, providerOf(c.req.param('provider'))),
      });
    },
  )
  .post(
    '/:provider/push',
    requireScope('campaigns:write'),
    doc({
      operationId: 'startIntegrationPush',
      summary: 'Pushes a campaign’s approved e-mails to the tool, as a job',
      status: 202,
      answer: 'The push, queued',
      schema: pushSchema,
      problems: [400, 404, 409, 413],
      params: 'provider',
    }),
    validate('json', pushRequestSchema),
    async (c) => {
      const push = await startPush(
        c.get('deps'),
        c.get('user').id,
        providerOf(c.req.param('provider')),
        c.req.valid('json'),
      );
      return c.json(push, 202);
    },
  );
