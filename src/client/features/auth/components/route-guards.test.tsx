import { screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Component as UnauthorizedPage } from '#client/app/routes/unauthorized.tsx';
import { meSchema, type Me } from '#shared/users.ts';
import { answer, problem } from '#tests/support/client/answers.ts';
import { apiServer } from '#tests/support/client/api-server.ts';
import { renderRoutes } from '#tests/support/client/render.tsx';
import { RedirectIfSignedIn } from './redirect-if-signed-in.tsx';
import { RequireActiveUser } from './require-active-user.tsx';
import { RequireAdmin } from './require-admin.tsx';
import { RequirePendingUser } from './require-pending-user.tsx';

/**
 * The route guards (SPEC §6) in the app's own nesting (app/router.tsx), with `GET /api/v1/me`
 * answering as the server does: who ends up where, and what they see there.
 */
const page = (title: string) => <h1>{title}</h1>;
const routes = [
  { Component: RedirectIfSignedIn, children: [{ path: '/login', element: page('Sign in') }] },
  { Component: RequirePendingUser, children: [{ path: '/waiting-list', element: page('Waiting list') }] },
  { path: '/suspended', element: page('Suspended') },
  { path: '/unauthorized', Component: UnauthorizedPage },
  {
    Component: RequireActiveUser,
    children: [
      { path: '/dashboard', element: page('Dashboard') },
      { path: '/profile', element: page('Profile') },
      { Component: RequireAdmin, children: [{ path: '/admin/users', element: page('User management') }] },
    ],
  },
];

const user = (overrides: Partial<Me> = {}): Me => ({
  id: 'usr_1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  role: 'user',
  status: 'active',
  aal: 'aal1',
  twoFactorEnabled: false,
  waitlistPosition: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  ...overrides,
});

/** `GET /api/v1/me` answers this user, or 401 for a visitor who is not signed in. */
function signedInAs(me: Me | null) {
  apiServer.use(
    http.get('/api/auth/get-session', () =>
      Response.json(me ? { session: { userId: me.id }, user: { id: me.id } } : null),
    ),
    http.get('/api/v1/me', () =>
      me ? answer(meSchema, me) : problem(401, 'unauthenticated', 'Sign in required', { detail: 'Sign in first.' }),
    ),
  );
}

async function open(at: string) {
  renderRoutes(routes, { at });
  return screen.findByRole('heading', { level: 1 });
}

const here = () => window.location.pathname + window.location.search;

describe('the route guards', () => {
  it('send a signed-out visitor to sign in, remembering where they were going', async () => {
    signedInAs(null);
    expect(await open('/dashboard?tab=prospects#top')).toHaveTextContent('Sign in');
    expect(here()).toBe(`/login?${new URLSearchParams({ redirectTo: '/dashboard?tab=prospects#top' })}`);
  });

  it('send a pending user to the waiting list', async () => {
    signedInAs(user({ status: 'pending', waitlistPosition: 3 }));
    expect(await open('/dashboard')).toHaveTextContent('Waiting list');
    expect(here()).toBe('/waiting-list');
  });

  it('send a suspended user to /suspended', async () => {
    signedInAs(user({ status: 'suspended' }));
    expect(await open('/profile')).toHaveTextContent('Suspended');
    expect(here()).toBe('/suspended');
  });

  it('let an active user in', async () => {
    signedInAs(user());
    expect(await open('/profile')).toHaveTextContent('Profile');
    expect(here()).toBe('/profile');
  });

  it('send a user who is not an administrator from an admin page to the unauthorized page, with a toast', async () => {
    signedInAs(user({ role: 'user' }));
    expect(await open('/admin/users')).toHaveTextContent('Access denied');
    expect(here()).toBe('/unauthorized');
    expect(await screen.findByText('You do not have permission to access this page')).toBeInTheDocument();
  });

  it.each(['admin', 'superadmin'] as const)('let an %s into the admin pages', async (role) => {
    signedInAs(user({ role }));
    expect(await open('/admin/users')).toHaveTextContent('User management');
  });

  it('keep the waiting list for pending users', async () => {
    signedInAs(user());
    expect(await open('/waiting-list')).toHaveTextContent('Dashboard');
    expect(here()).toBe('/dashboard');
  });

  it('send a signed-out visitor of the waiting list to sign in', async () => {
    signedInAs(null);
    expect(await open('/waiting-list')).toHaveTextContent('Sign in');
    expect(here()).toBe(`/login?${new URLSearchParams({ redirectTo: '/waiting-list' })}`);
  });

  it('send a signed-in user away from the sign-in page, to where they were going', async () => {
    signedInAs(user());
    expect(await open(`/login?${new URLSearchParams({ redirectTo: '/profile' })}`)).toHaveTextContent('Profile');
    expect(here()).toBe('/profile');
  });

  it('send a pending user away from the sign-in page to the waiting list, whatever they asked for', async () => {
    signedInAs(user({ status: 'pending', waitlistPosition: 1 }));
    expect(await open(`/login?${new URLSearchParams({ redirectTo: '/profile' })}`)).toHaveTextContent('Waiting list');
  });

  it('show the sign-in page to a signed-out visitor', async () => {
    signedInAs(null);
    expect(await open('/login')).toHaveTextContent('Sign in');
  });

  it('let the page through when access cannot be checked within 3 s (SPEC §6)', async () => {
    apiServer.use(
      http.get('/api/auth/get-session', () => Response.json({ session: {} })),
      http.get('/api/v1/me', () => delay('infinite')),
    );
    const started = Date.now();
    renderRoutes(routes, { at: '/dashboard' });

    expect(screen.getByRole('status')).toHaveTextContent('Checking your access');
    const heading = await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 5_000 });
    expect(heading).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_950);
  });

  it('let the page through with a toast when the check fails (SPEC §8)', async () => {
    apiServer.use(
      http.get('/api/auth/get-session', () => Response.json({ session: {} })),
      http.get('/api/v1/me', () => problem(500, 'internal_error', 'Something went wrong on our side')),
    );
    renderRoutes(routes, { at: '/dashboard' });

    expect(await screen.findByText('Failed to verify access permissions', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
