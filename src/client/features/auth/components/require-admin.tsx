import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#client/config/paths.ts';
import { isAdminRole } from '#shared/users.ts';
import { useAccessCheck } from '../hooks/use-access-check.ts';
import { GuardSpinner } from './guard-spinner.tsx';

const FORBIDDEN_MESSAGE = 'You do not have permission to access this page';

/**
 * Admin-only routes (SPEC §6): admin or superadmin, else SPEC's toast and /unauthorized. Nest it inside
 * `RequireActiveUser`, which has already handled signed-out, pending and suspended users. If the role
 * cannot be read within the guard timeout the page proceeds; the server still refuses every admin call.
 */
export function RequireAdmin() {
  const { me, checking } = useAccessCheck();
  const refused = me != null && !isAdminRole(me.role);
  useEffect(() => {
    if (refused) toast.error(FORBIDDEN_MESSAGE, { id: 'admin-forbidden' });
  }, [refused]);
  if (checking) return <GuardSpinner />;
  if (refused) return <Navigate to={paths.unauthorized} replace />;
  return <Outlet />;
}
