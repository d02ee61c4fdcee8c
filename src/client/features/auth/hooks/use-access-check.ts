import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { useMe } from '../api/get-me.ts';
import { useGuardTimeout } from './use-guard-timeout.ts';

/**
 * The shared start of every route guard: the signed-in user (`undefined` while unknown, `null` when
 * signed out), whether to keep showing the loading state, and, when the check failed for a reason other
 * than "signed out" (after SPEC §9's one retry), `failure` — the error, for the guard's error state with
 * Retry (`AccessCheckFailed`) — and SPEC §8's toast. The page then proceeds, as after the 3 s timeout
 * (SPEC §6).
 */
export function useAccessCheck() {
  const { data: me, isPending, isError, error, refetch } = useMe();
  const timedOut = useGuardTimeout(isPending);
  useEffect(() => {
    if (isError) toast.error('Failed to verify access permissions', { id: 'access-check-failed' });
  }, [isError]);
  return {
    me,
    checking: isPending && !timedOut,
    failure: isError ? { error, retry: () => void refetch() } : null,
  };
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
