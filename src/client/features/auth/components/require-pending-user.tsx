import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '#client/config/paths.ts';
import { useAccessCheck, usePageBeingLeft } from '../hooks/use-access-check.ts';
import { homePathFor, loginPathFor } from '../utils/destinations.ts';
import { AccessCheckFailed } from './access-check-failed.tsx';
import { GuardSpinner } from './guard-spinner.tsx';

/**
 * /waiting-list (SPEC §2): for signed-in users still waiting for approval. Signed-out visitors sign in
 * first; an approved user has nothing to wait for and goes to the dashboard; a suspended one to
 * /suspended.
 */
export function RequirePendingUser() {
  const location = useLocation();
  const { me, checking, failure } = useAccessCheck();
  const leaving = usePageBeingLeft();
  if (checking) return <GuardSpinner />;
  if (me === null) return leaving ? null : <Navigate to={loginPathFor(location)} replace />;
  if (me && me.status !== 'pending') return <Navigate to={homePathFor(me, paths.dashboard)} replace />;
  return (
    <AccessCheckFailed failure={failure}>
      <Outlet />
    </AccessCheckFailed>
  );
}
