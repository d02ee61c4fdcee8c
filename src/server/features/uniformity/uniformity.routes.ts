import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppBindings } from '#server/app-deps.ts';
import { jsonResponse, pathId, problemResponses } from '#server/lib/openapi.ts';
import { requireScope } from '#server/middleware/scope.ts';
import { requireUser } from '#server/middleware/session.ts';
import { batchUniformitySchema } from '#shared/uniformity.ts';
import { getOwnedCampaign } from '#server/features/campaigns/index.ts';
import { campaignUniformity } from './uniformity.service.ts';

/**
 * `GET /api/v1/campaigns/:id/uniformity` (mounted under /api/v1/campaigns): how alike the campaign's
 * first e-mails are, and whether they read as templated (uniformity.service.ts). Scope `emails:read`;
 * another user's campaign is 404, as on every campaign route.
 */
export const uniformityRoutes = new Hono<AppBindings>().use('*', requireUser()).get(
  '/:id/uniformity',
  requireScope('emails:read'),
  describeRoute({
    tags: ['E-mails'],
    operationId: 'getCampaignUniformity',
    parameters: pathId('campaign'),
    summary: 'How alike a campaign’s e-mails are',
    description:
      'Over the first-step e-mails that have a body (failed ones left out): shared 5-grams, opener frames, ' +
      'identical sentences, mean pairwise trigram similarity, and `templated` with its `reasons` when the ' +
      'batch reads as one template filled in (filters penalise uniformity). Computed on demand, cached until an e-mail changes.',
    responses: {
      200: jsonResponse(batchUniformitySchema, 'The batch’s uniformity figures'),
      ...problemResponses(401, 403, 404),
    },
  }),
  async (c) => {
    const { db } = c.get('deps');
    const campaign = await getOwnedCampaign(db, c.get('user').id, c.req.param('id'));
    return c.json(await campaignUniformity(db, campaign.id));
  },
);
