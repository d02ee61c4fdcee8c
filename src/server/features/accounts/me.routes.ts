import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { deleteCookie } from 'hono/cookie';
import type { AppBindings } from '#server/app-deps.ts';
import { AppError } from '#server/lib/errors.ts';
import { jsonResponse, noContent, problemResponses } from '#server/lib/openapi.ts';
import { validate } from '#server/lib/validate.ts';
import { deleteAccountSchema, NO_USER_TO_DELETE } from '#shared/accounts.ts';
import { anyApiKey, sessionOnly } from '#server/middleware/scope.ts';
import { requireUser } from '#server/middleware/session.ts';
import { meSchema } from '#shared/users.ts';
import { deleteAccount } from './delete-account.service.ts';
import { getMe } from './me.service.ts';

/**
 * `/api/v1/me` (DESIGN.md §4), open to pending and suspended users: `GET` who is signed in; `DELETE`
 * the account itself (body `{email, code?}`, 204), after which the session cookie is cleared.
 */
export const meRoutes = new Hono<AppBindings>()
  .get(
    '/',
    anyApiKey,
    requireUser({ pending: true, suspended: true }),
    describeRoute({
      tags: ['Account'],
      operationId: 'getMe',
      summary: 'Who is signed in',
      description: 'Also for pending accounts (with their place on the waiting list) and suspended ones.',
      responses: { 200: jsonResponse(meSchema, 'The account'), ...problemResponses(401) },
    }),
    async (c) => c.json(await getMe(c.get('deps').db, c.get('session'))),
  )
  .delete(
    '/',
    sessionOnly,
    describeRoute({
      tags: ['Account'],
      operationId: 'deleteMe',
      summary: 'Delete your account',
      description:
        'Type the account’s e-mail address to confirm, with the authenticator code when two-factor authentication is on, ' +
        'else the password (an account without one, signed in with Google only, needs a sign-in in the last 10 minutes). ' +
        'Everything the account owns is deleted and the session ends.',
      responses: { 204: noContent('Deleted; the session cookie is cleared'), ...problemResponses(400, 401, 403, 413) },
    }),
    validate('json', deleteAccountSchema),
    async (c) => {
      const session = c.get('session');
      if (!session) throw new AppError('unauthenticated', NO_USER_TO_DELETE);
      const deps = c.get('deps');
      await deleteAccount(deps, session, c.req.valid('json'));
      const { sessionToken } = (await deps.auth.$context).authCookies;
      deleteCookie(c, sessionToken.name, {
        path: sessionToken.attributes.path ?? '/',
        secure: sessionToken.attributes.secure,
      });
      return c.body(null, 204);
    },
  );
