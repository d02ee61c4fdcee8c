import { Hono } from 'hono';
import type { AppBindings } from '#server/context.ts';
import { sessionOrThrow, requireAdmin } from '#server/middleware/session.ts';
import { validate } from '#server/lib/validate.ts';
import { initializeAdminSchema } from '#shared/auth.ts';
import { updateUserSchema } from '#shared/users.ts';
import { initializeFirstAdmin, isInitialized } from './initialize.service.ts';
import { updateUser } from './users.service.ts';

/**
 * `/api/admin` (DESIGN.md §4). `POST /initialize` is public while no superadmin exists; every other
 * route needs an active admin or superadmin (`requireAdmin`).
 */
export const adminRoutes = new Hono<AppBindings>()
  // Public: lets /initialize-admin say "already set up" before the form is filled in.
  .get('/initialize', async (c) => c.json({ initialized: await isInitialized(c.get('deps').db) }))
  .post('/initialize', validate('json', initializeAdminSchema), async (c) => {
    const { response, user } = await initializeFirstAdmin(c.get('deps'), c.req.valid('json'), c.req.raw.headers);
    for (const cookie of response.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    return c.json({ user }, 201);
  })
  .use('/users/*', requireAdmin)
  .patch('/users/:id', validate('json', updateUserSchema), async (c) => {
    const actor = sessionOrThrow(c.get('session')).user;
    return c.json(await updateUser(c.get('deps').db, actor, c.req.param('id'), c.req.valid('json')));
  });
