import { Hono } from 'hono';
import type { AppBindings } from '#server/context.ts';
import { checkHealth } from './health.service.ts';

/** `GET /api/health`: 200, or 503 when any check is `error` (DESIGN.md §4). Never cached. */
export const healthRoutes = new Hono<AppBindings>().get('/', async (c) => {
  const health = await checkHealth(c.get('deps'), c.req.raw.headers);
  c.header('cache-control', 'no-store');
  return c.json(health, health.status === 'error' ? 503 : 200);
});
