import { Navigate, Outlet, useLocation } from 'react-router';
import { useAccessCheck } from '../hooks/use-access-check.ts';
import { homePathFor, redirectTargetFrom } from '../utils/destinations.ts';
import { AccessCheckFailed } from './access-check-failed.tsx';
import { GuardSpinner } from './guard-spinner.tsx';

/**
 * /login and /signup: a signed-in user has no business there and goes where they belong (the
 * `redirectTo` they came for, or the dashboard; the waiting list while pending). The sign-in form sends
 * people to the same place, so the two never disagree.
 */
export function RedirectIfSignedIn() {
  const location = useLocation();
  const { me, checking, failure } = useAccessCheck();
  if (checking) return <GuardSpinner />;
  if (me) return <Navigate to={homePathFor(me, redirectTargetFrom(location.search))} replace />;
  return (
    <AccessCheckFailed failure={failure}>
      <Outlet />
    </AccessCheckFailed>
  );
}
