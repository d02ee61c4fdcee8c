import type { Location } from 'react-router';
import { paths } from '#client/config/paths.ts';
import { safeRedirectPath } from '#client/lib/safe-redirect.ts';
import { REDIRECT_PARAM } from '#shared/app.ts';
import type { Me } from '#shared/users.ts';

/**
 * Where the route guards send people (SPEC §4, §6). Kept pure and in one place so the guards, the
 * sign-in form and the "already signed in" redirect always agree on a destination.
 */

/** The sign-in page, remembering the current location (path, query and hash) to come back to. */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const back = `${location.pathname}${location.search}${location.hash}`;
  return `${paths.login}?${new URLSearchParams({ [REDIRECT_PARAM]: back })}`;
}

/** The page a signed-in user belongs on: the waiting list while pending, /suspended when suspended. */
export function homePathFor(me: Pick<Me, 'status'>, preferred: string = paths.dashboard): string {
  if (me.status === 'pending') return paths.waitingList;
  if (me.status === 'suspended') return paths.suspended;
  return preferred;
}

/** The safe `redirectTo` of a query string, or the dashboard. */
export function redirectTargetFrom(search: string): string {
  return safeRedirectPath(new URLSearchParams(search).get(REDIRECT_PARAM), paths.dashboard);
}

/**
 * Whether signing in ends with SPEC §4's 'Signed in successfully' toast: not for a suspended user, who
 * can sign in (DESIGN.md §2) but only to be shown /suspended — "successfully" would mislead them.
 */
export const greetsOnSignIn = (me: Pick<Me, 'status'> | null | undefined): boolean => me?.status !== 'suspended';
