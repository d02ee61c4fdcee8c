import { Hono } from 'hono';
import type { AppBindings } from '#server/context.ts';
import { sessionOrThrow } from '#server/middleware/session.ts';
import { getMe } from './me.service.ts';

/** `GET /api/v1/me`, open to pending and suspended users (DESIGN.md §4). */
export const meRoutes = new Hono<AppBindings>().get('/', async (c) => {
  const session = sessionOrThrow(c.get('session'), { pending: true, suspended: true });
  return c.json(await getMe(c.get('deps').db, session));
});
