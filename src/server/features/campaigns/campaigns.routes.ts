import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppBindings } from '#server/app-deps.ts';
import { jsonResponse, noContent, pathId, problemResponses } from '#server/lib/openapi.ts';
import { requireScope } from '#server/middleware/scope.ts';
import { requireUser } from '#server/middleware/session.ts';
import { validate } from '#server/lib/validate.ts';
import { campaignPageSchema, campaignSchema, createCampaignSchema, updateCampaignSchema } from '#shared/campaigns.ts';
import { listQuerySchema } from '#shared/lists.ts';
import { createCampaign, deleteCampaign, getOwnedCampaign, toCampaign, updateCampaign } from './campaigns.service.ts';
import { listCampaignsJson } from './list-campaigns.ts';

/** `/api/v1/campaigns` (DESIGN.md §4): an active user's own campaigns; 201 on create, 204 on delete. */
const tags = ['Campaigns'];
const parameters = pathId('campaign');

export const campaignRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get(
    '/',
    requireScope('campaigns:read'),
    describeRoute({
      tags,
      operationId: 'listCampaigns',
      summary: 'List your campaigns',
      description:
        'Newest first. Changes made through the server that answers show at once; changes made by another server process (a separate worker process, another web process on the same database) may take up to 1 s to show.',
      responses: { 200: jsonResponse(campaignPageSchema, 'A page of campaigns'), ...problemResponses(400, 401, 403) },
    }),
    validate('query', listQuerySchema),
    async (c) => {
      // The page's JSON, cached as bytes (list-cache.ts); sent with the header c.json would send.
      const json = await listCampaignsJson(c.get('deps').db, c.get('user').id, c.req.valid('query'));
      return c.body(json, 200, { 'content-type': 'application/json' });
    },
  )
  .post(
    '/',
    requireScope('campaigns:write'),
    describeRoute({
      tags,
      operationId: 'createCampaign',
      summary: 'Create a campaign',
      description: 'A name and a brief; only `brief.senderName` and `brief.offer` are required.',
      responses: { 201: jsonResponse(campaignSchema, 'The new campaign'), ...problemResponses(400, 401, 403, 413) },
    }),
    validate('json', createCampaignSchema),
    async (c) => {
      return c.json(await createCampaign(c.get('deps').db, c.get('user').id, c.req.valid('json')), 201);
    },
  )
  .get(
    '/:id',
    requireScope('campaigns:read'),
    describeRoute({
      tags,
      operationId: 'getCampaign',
      parameters,
      summary: 'Get a campaign',
      responses: { 200: jsonResponse(campaignSchema, 'The campaign'), ...problemResponses(401, 403, 404) },
    }),
    async (c) => {
      return c.json(toCampaign(await getOwnedCampaign(c.get('deps').db, c.get('user').id, c.req.param('id'))));
    },
  )
  .patch(
    '/:id',
    requireScope('campaigns:write'),
    describeRoute({
      tags,
      operationId: 'updateCampaign',
      parameters,
      summary: 'Change a campaign',
      description: 'Any subset of the fields; `brief` replaces the whole brief.',
      responses: {
        200: jsonResponse(campaignSchema, 'The changed campaign'),
        ...problemResponses(400, 401, 403, 404, 413),
      },
    }),
    validate('json', updateCampaignSchema),
    async (c) => {
      return c.json(await updateCampaign(c.get('deps').db, c.get('user').id, c.req.param('id'), c.req.valid('json')));
    },
  )
  .delete(
    '/:id',
    requireScope('campaigns:write'),
    describeRoute({
      tags,
      operationId: 'deleteCampaign',
      parameters,
      summary: 'Delete a campaign',
      description: 'With its prospects and e-mails.',
      responses: { 204: noContent('Deleted'), ...problemResponses(401, 403, 404) },
    }),
    async (c) => {
      await deleteCampaign(c.get('deps').db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    },
  );
