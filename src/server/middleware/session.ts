import { createMiddleware } from 'hono/factory';
import type { AuthSession } from '#server/auth/auth.ts';
import type { AppBindings, UserBindings } from '#server/app-deps.ts';
import { authenticateApiKey } from '#server/features/api-keys/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { isAdminRole } from '#shared/users.ts';

/**
 * Session loading and the server's permission guards (DESIGN.md §4 "Refusals"). The session comes from
 * the Better Auth cookie or, with `Authorization: Bearer cs_live_…`, from an API key (its owner, with
 * `apiKey` set; features/api-keys); the guards below set `user` from it, so routes read `c.get('user')`
 * either way. Every permission is enforced here, whatever the client shows:
 * - no session → 401 `unauthenticated`;
 * - `pending` → 403 `pending_approval`, unless the route allows pending users (`/me`, waiting list);
 * - `suspended` → 403 `account_suspended`, unless the route allows them (`GET /me`);
 * - a non-admin on an admin route → 403 `forbidden`.
 */
export const loadSession = createMiddleware<AppBindings>(async (c, next) => {
  const { auth, db } = c.get('deps');
  const authorization = c.req.header('authorization');
  // A request that names a credential is judged by it alone: a bad key is 401 even beside a valid
  // cookie, and the cookie is never read (so the cross-site check, same-origin.ts, can let it pass).
  if (authorization !== undefined) {
    const { session, apiKey } = await authenticateApiKey(db, authorization);
    c.set('session', session);
    c.set('apiKey', apiKey);
  } else {
    c.set('session', await auth.api.getSession({ headers: c.req.raw.headers }));
  }
  await next();
});

type Allow = { pending?: boolean; suspended?: boolean };

/**
 * The request's session, if its user may go on.
 * @throws AppError `unauthenticated` (401), `account_suspended` or `pending_approval` (403)
 */
function sessionOrThrow(session: AuthSession | null, allow: Allow): AuthSession {
  if (!session) throw new AppError('unauthenticated', 'Sign in to continue.');
  const { status } = session.user as { status?: string };
  if (status === 'suspended' && !allow.suspended) throw new AppError('account_suspended');
  if (status === 'pending' && !allow.pending) {
    throw new AppError('pending_approval', 'An administrator has not approved your account yet.');
  }
  return session;
}

/**
 * Requires a signed-in, active user (or a pending/suspended one where `allow` says so), and sets
 * `user` on the context (`UserBindings`, app-deps.ts): handlers after it read `c.get('user')`.
 * @throws AppError `unauthenticated` (401), `account_suspended` or `pending_approval` (403)
 */
export const requireUser = (allow: Allow = {}) =>
  createMiddleware<UserBindings>(async (c, next) => {
    // Typed as after this guard; here it may still be null (no cookie, no key).
    const session = sessionOrThrow(c.get('session') as AuthSession | null, allow);
    c.set('user', session.user);
    await next();
  });

/**
 * Requires an active admin or superadmin, and sets `user` as `requireUser` does.
 * @throws AppError as `requireUser`, or `forbidden` (403) for anyone else
 */
export const requireAdmin = createMiddleware<UserBindings>(async (c, next) => {
  const session = sessionOrThrow(c.get('session') as AuthSession | null, {});
  if (!isAdminRole(session.user.role as never)) throw new AppError('forbidden');
  c.set('user', session.user);
  await next();
});
