import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { useMe } from '../api/get-me.ts';
import { useGuardTimeout } from './use-guard-timeout.ts';

/**
 * The shared start of every route guard: the signed-in user (`undefined` while unknown, `null` when
 * signed out), whether to keep showing the loading state, and SPEC §8's toast when the check fails for
 * a reason other than "signed out" (the page then proceeds, as after the timeout).
 */
export function useAccessCheck() {
  const { data: me, isPending, isError } = useMe();
  const timedOut = useGuardTimeout(isPending);
  useEffect(() => {
    if (isError) toast.error('Failed to verify access permissions', { id: 'access-check-failed' });
  }, [isError]);
  return { me, checking: isPending && !timedOut };
}

/**
 * True while the page that renders this is being left: the router has already moved the browser to
 * another URL, but React has not yet committed the new page (React Router renders navigations in a
 * transition). A guard in that state must not act on a `me` that just turned null — that is the
 * logout it is being left for, and redirecting to /login would undo the navigation home.
 */
export function usePageBeingLeft(): boolean {
  const location = useLocation();
  return window.location.pathname !== location.pathname;
}
