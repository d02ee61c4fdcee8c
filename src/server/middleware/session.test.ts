import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppBindings } from '#server/app-deps.ts';
import type { AuthSession } from '#server/auth/auth.ts';
import { handleError } from '#server/lib/problem.ts';
import { requireAdmin, requireUser } from './session.ts';

/**
 * The guards (DESIGN.md §4 "Refusals"): `requireUser` and `requireAdmin` refuse by status and role,
 * and put the signed-in user on the context, so handlers read `c.get('user')` without narrowing.
 */
const sessionOf = (user: { id: string; status: string; role: string }) =>
  ({ user, session: { id: 'session-1', userId: user.id } }) as unknown as AuthSession;

function appWith(session: AuthSession | null) {
  const app = new Hono<AppBindings>()
    .use('*', async (c, next) => {
      c.set('requestId', 'req-1');
      c.set('session', session);
      await next();
    })
    .get('/user', requireUser(), (c) => c.json({ id: c.get('user').id, session: c.get('session').session.id }))
    .get('/waiting', requireUser({ pending: true, suspended: true }), (c) => c.json({ id: c.get('user').id }))
    .get('/admin', requireAdmin, (c) => c.json({ id: c.get('user').id }))
    .onError(handleError);
  return async (path: string) => {
    const res = await app.request(path);
    return { status: res.status, body: (await res.json()) as { id?: string; session?: string; code?: string } };
  };
}

describe('requireUser', () => {
  it('sets the signed-in user, and leaves the session, for the handler', async () => {
    const get = appWith(sessionOf({ id: 'user-1', status: 'active', role: 'user' }));
    expect(await get('/user')).toEqual({ status: 200, body: { id: 'user-1', session: 'session-1' } });
  });

  it('refuses no session with 401 unauthenticated', async () => {
    expect(await appWith(null)('/user')).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
  });

  it('refuses pending and suspended users with 403, unless the route allows them', async () => {
    const pending = appWith(sessionOf({ id: 'user-2', status: 'pending', role: 'user' }));
    expect(await pending('/user')).toMatchObject({ status: 403, body: { code: 'pending_approval' } });
    expect(await pending('/waiting')).toEqual({ status: 200, body: { id: 'user-2' } });
    const suspended = appWith(sessionOf({ id: 'user-3', status: 'suspended', role: 'user' }));
    expect(await suspended('/user')).toMatchObject({ status: 403, body: { code: 'account_suspended' } });
    expect(await suspended('/waiting')).toEqual({ status: 200, body: { id: 'user-3' } });
  });
});

describe('requireAdmin', () => {
  it('sets the user for an active admin, and refuses a user with 403 forbidden', async () => {
    expect(await appWith(sessionOf({ id: 'admin-1', status: 'active', role: 'admin' }))('/admin')).toEqual({
      status: 200,
      body: { id: 'admin-1' },
    });
    expect(await appWith(sessionOf({ id: 'user-1', status: 'active', role: 'user' }))('/admin')).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
    expect(await appWith(null)('/admin')).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
  });
});
