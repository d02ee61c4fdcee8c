import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppBindings, UserBindings } from '#server/app-deps.ts';
import { AppError } from '#server/lib/errors.ts';
import { validate } from '#server/lib/validate.ts';
import { requireUser } from '#server/middleware/session.ts';
import { listQuerySchema } from '#shared/lists.ts';
import { listOutbox } from './outbox.service.ts';

/**
 * Refuses everyone but an active superadmin (DESIGN.md §4: "outbox: superadmin"): 401
 * `unauthenticated` without a session, 403 `pending_approval` / `account_suspended` by status, 403
 * `forbidden` for users and admins. The outbox holds live reset links, so admins do not see it.
 */
const requireSuperadmin = createMiddleware<UserBindings>(async (c, next) => {
  if (c.get('user').role !== 'superadmin') throw new AppError('forbidden', 'Only a superadmin can read the outbox.');
  await next();
});

/**
 * `GET /api/admin/outbox?limit&cursor` (mounted at `/api/admin/outbox`, where app.ts loads the session):
 * the mail the app has sent or stored, newest first, as `{items, nextCursor}`.
 */
export const outboxRoutes = new Hono<AppBindings>()
  .use('*', requireUser(), requireSuperadmin)
  .get('/', validate('query', listQuerySchema), async (c) =>
    c.json(await listOutbox(c.get('deps').db, c.req.valid('query'))),
  );
