import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppBindings } from '#server/app-deps.ts';
import { getOwnedCampaign } from '#server/features/campaigns/index.ts';
import { getOwnedProspect } from '#server/features/prospects/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { jsonResponse, pathId, problemResponses } from '#server/lib/openapi.ts';
import { validate } from '#server/lib/validate.ts';
import { requireScope } from '#server/middleware/scope.ts';
import { requireUser } from '#server/middleware/session.ts';
import { prospectResearchSchema, researchRequestSchema, researchResponseSchema } from '#shared/research.ts';
import { loadResearch, queueResearch } from './research-store.ts';

/**
 * Prospect research (issue 15, item 8): `POST /api/v1/campaigns/:id/research` starts or refreshes it
 * (202 `{queued}`), `GET /api/v1/prospects/:id/research` shows one prospect's sources and passages.
 * The campaign must be the caller's (else 404).
 */
const tags = ['Research'];

export const campaignResearchRoutes = new Hono<AppBindings>().use('*', requireUser()).post(
  '/:id/research',
  requireScope('campaigns:write'),
  describeRoute({
    tags,
    operationId: 'researchCampaign',
    parameters: pathId('campaign'),
    summary: "Research the prospects' websites",
    description:
      "Fetches each prospect's website (the row's `website`, else its e-mail's domain unless a mailbox provider's): " +
      "the home page and up to the brief's `researchPages` pages about the company, politely (robots.txt, one request " +
      'a second per site) and through the SSRF guard. Pages are cached for RESEARCH_TTL_DAYS; `refresh` fetches them ' +
      'again. A prospect whose research is running is left to finish.',
    responses: {
      202: jsonResponse(researchResponseSchema, 'Prospects queued'),
      ...problemResponses(400, 401, 403, 404),
    },
  }),
  validate('json', researchRequestSchema),
  async (c) => {
    const { db, jobs } = c.get('deps');
    const campaign = await getOwnedCampaign(db, c.get('user').id, c.req.param('id'));
    const request = c.req.valid('json');
    const queued = await queueResearch(db, jobs, campaign.id, request);
    return c.json({ queued }, 202);
  },
);

export const prospectResearchRoutes = new Hono<AppBindings>().use('*', requireUser()).get(
  '/:id/research',
  requireScope('campaigns:read'),
  describeRoute({
    tags,
    operationId: 'getProspectResearch',
    parameters: pathId('prospect'),
    summary: "A prospect's research",
    description:
      'Its state, the pages fetched with their passages (each with the id a claim cites), and for each page ' +
      'skipped, why (robots.txt, not HTML, too large, too slow, an HTTP error, no text without JavaScript…). ' +
      '404 when the prospect was never researched.',
    responses: {
      200: jsonResponse(prospectResearchSchema, 'The research'),
      ...problemResponses(401, 403, 404),
    },
  }),
  async (c) => {
    const { db } = c.get('deps');
    const prospect = await getOwnedProspect(db, c.get('user').id, c.req.param('id'));
    const research = await loadResearch(db, prospect.id);
    if (!research)
      throw new AppError(
        'not_found',
        'This prospect has not been researched. POST /api/v1/campaigns/{id}/research starts it.',
      );
    return c.json(research);
  },
);
