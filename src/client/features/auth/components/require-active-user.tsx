import { Navigate, Outlet, useLocation } from 'react-router';
import { useAccessCheck, usePageBeingLeft } from '../hooks/use-access-check.ts';
import { homePathFor, loginPathFor } from '../utils/destinations.ts';
import { AccessCheckFailed } from './access-check-failed.tsx';
import { GuardSpinner } from './guard-spinner.tsx';

/**
 * Routes for approved users (SPEC §6): signed-out visitors go to /login remembering where they were,
 * pending users to /waiting-list, suspended users to /suspended. Client comfort only: the server
 * refuses their API calls whatever this renders.
 */
export function RequireActiveUser() {
  const location = useLocation();
  const { me, checking, failure } = useAccessCheck();
  const leaving = usePageBeingLeft();
  if (checking) return <GuardSpinner />;
  if (me === null) return leaving ? null : <Navigate to={loginPathFor(location)} replace />;
  if (me && me.status !== 'active') return <Navigate to={homePathFor(me)} replace />;
  return (
    <AccessCheckFailed failure={failure}>
      <Outlet />
    </AccessCheckFailed>
  );
}
