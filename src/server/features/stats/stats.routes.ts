import { Hono } from 'hono';
import type { AppBindings } from '#server/context.ts';
import { requireUser, sessionOrThrow } from '#server/middleware/session.ts';
import { userStats } from './stats.service.ts';

/** `GET /api/v1/stats`: the signed-in user's dashboard figures (shared/stats.ts). */
export const statsRoutes = new Hono<AppBindings>()
  .use('*', requireUser())
  .get('/', async (c) => {
    const { user } = sessionOrThrow(c.get('session'));
    return c.json(await userStats(c.get('deps').db, user.id));
  });
