import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { AppBindings } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { validate } from '#server/lib/validate.ts';
import { deleteAccountSchema, NO_USER_TO_DELETE } from '#shared/accounts.ts';
import { sessionOrThrow } from '#server/middleware/session.ts';
import { deleteAccount } from './delete-account.service.ts';
import { getMe } from './me.service.ts';

/**
 * `/api/v1/me` (DESIGN.md §4), open to pending and suspended users: `GET` who is signed in; `DELETE`
 * the account itself (body `{email, code?}`, 204), after which the session cookie is cleared.
 */
export const meRoutes = new Hono<AppBindings>()
  .get('/', async (c) => {
    const session = sessionOrThrow(c.get('session'), { pending: true, suspended: true });
    return c.json(await getMe(c.get('deps').db, session));
  })
  .delete('/', validate('json', deleteAccountSchema), async (c) => {
    const session = c.get('session');
    if (!session) throw new AppError('unauthenticated', NO_USER_TO_DELETE);
    const deps = c.get('deps');
    await deleteAccount(deps, session, c.req.valid('json'));
    const { sessionToken } = (await deps.auth.$context).authCookies;
    deleteCookie(c, sessionToken.name, { path: sessionToken.attributes.path ?? '/', secure: sessionToken.attributes.secure });
    return c.body(null, 204);
  });
