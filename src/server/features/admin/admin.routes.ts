import { Hono } from 'hono';
import type { AppBindings } from '#server/app-deps.ts';
import { requireAdmin } from '#server/middleware/session.ts';
import { validate } from '#server/lib/validate.ts';
import { adminUserListQuerySchema, bulkUpdateUsersSchema } from '#shared/admin.ts';
import { initializeAdminSchema } from '#shared/auth.ts';
import { listQuerySchema } from '#shared/lists.ts';
import { updateUserSchema } from '#shared/users.ts';
import { adminStats } from './admin-stats.service.ts';
import { listAudit } from './audit.service.ts';
import { deleteUser } from './delete-user.service.ts';
import { initializeFirstAdmin, isInitialized } from './initialize.service.ts';
import { listUsers } from './list-users.service.ts';
import { bulkUpdateUsers, updateUser } from './users.service.ts';

/**
 * `/api/admin` (DESIGN.md §4). `POST /initialize` is public while no superadmin exists; user
 * management, stats and the audit log need an active admin or superadmin (`requireAdmin`: 401
 * `unauthenticated`, 403 `pending_approval`, `account_suspended` or `forbidden`).
 * - `GET /users?query&status&role&limit&cursor` → `AdminUserPage`
 * - `PATCH /users/:id` `{status?, role?}` → the user; `POST /users/bulk` `{ids, status}` → `{updated, skipped}`
 * - `DELETE /users/:id` → 204
 * - `GET /stats` → `AdminStats`; `GET /audit?limit&cursor` → `AuditPage`, newest first
 */
export const adminRoutes = new Hono<AppBindings>()
  // Public: lets /initialize-admin say "already set up" before the form is filled in.
  .get('/initialize', async (c) => c.json({ initialized: await isInitialized(c.get('deps').db) }))
  .post('/initialize', validate('json', initializeAdminSchema), async (c) => {
    const { response, user } = await initializeFirstAdmin(c.get('deps'), c.req.valid('json'), c.req.raw.headers);
    for (const cookie of response.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    return c.json({ user }, 201);
  })
  .use('/users', requireAdmin)
  .use('/users/*', requireAdmin)
  .use('/stats', requireAdmin)
  .use('/audit', requireAdmin)
  .get('/users', validate('query', adminUserListQuerySchema), async (c) =>
    c.json(await listUsers(c.get('deps').db, c.req.valid('query'))),
  )
  .post('/users/bulk', validate('json', bulkUpdateUsersSchema), async (c) =>
    c.json(await bulkUpdateUsers(c.get('deps'), c.get('user').id, c.req.valid('json'))),
  )
  .patch('/users/:id', validate('json', updateUserSchema), async (c) =>
    c.json(await updateUser(c.get('deps'), c.get('user').id, c.req.param('id'), c.req.valid('json'))),
  )
  .delete('/users/:id', async (c) => {
    await deleteUser(c.get('deps').db, c.get('user').id, c.req.param('id'));
    return c.body(null, 204);
  })
  .get('/stats', async (c) => c.json(await adminStats(c.get('deps').db)))
  .get('/audit', validate('query', listQuerySchema), async (c) =>
    c.json(await listAudit(c.get('deps').db, c.req.valid('query'))),
  );
