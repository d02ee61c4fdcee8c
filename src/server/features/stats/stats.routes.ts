import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppBindings } from '#server/app-deps.ts';
import { jsonResponse, problemResponses } from '#server/lib/openapi.ts';
import { requireScope } from '#server/middleware/scope.ts';
import { requireUser } from '#server/middleware/session.ts';
import { statsSchema } from '#shared/stats.ts';
import { userStats } from './stats.service.ts';

/** `GET /api/v1/stats`: the signed-in user's dashboard figures (shared/stats.ts). */
export const statsRoutes = new Hono<AppBindings>().use('*', requireUser()).get(
  '/',
  requireScope('campaigns:read'),
  describeRoute({
    tags: ['Stats'],
    operationId: 'getStats',
    summary: 'Your dashboard figures',
    description:
      'Campaigns, prospects, e-mails ready and approved, spend this month (USD) and e-mails written per UTC day for the last 30 days.',
    responses: { 200: jsonResponse(statsSchema, 'The figures'), ...problemResponses(401, 403) },
  }),
  async (c) => {
    return c.json(await userStats(c.get('deps').db, c.get('user').id));
  },
);
