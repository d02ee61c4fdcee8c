import { useEffect } from 'react';
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
