import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppBindings } from '#server/app-deps.ts';
import { jsonResponse, publicAccess } from '#server/lib/openapi.ts';
import { healthSchema } from '#shared/health.ts';
import { checkHealth } from './health.service.ts';

/**
 * `GET /api/health`: 200, or 503 when any check is `error` (DESIGN.md §4). Never cached by HTTP caches
 * (`no-store`); the checks that do not depend on the caller are reused for a second (health.service.ts).
 */
export const healthRoutes = new Hono<AppBindings>().get(
  '/',
  describeRoute({
    tags: ['Meta'],
    operationId: 'getHealth',
    summary: 'Service health',
    security: publicAccess,
    description: 'Checks the API, the database and the auth subsystem. `degraded` when a check is slow.',
    responses: {
      200: jsonResponse(healthSchema, 'Up (`ok` or `degraded`)'),
      503: jsonResponse(healthSchema, 'A check failed (`error`)'),
    },
  }),
  async (c) => {
    const health = await checkHealth(c.get('deps'), c.req.raw.headers);
    c.header('cache-control', 'no-store');
    return c.json(health, health.status === 'error' ? 503 : 200);
  },
);
