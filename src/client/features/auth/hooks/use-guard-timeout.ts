import { useEffect, useState } from 'react';
import { ROUTE_GUARD_TIMEOUT_MS } from '#shared/app.ts';

/**
 * SPEC §6: if access cannot be verified within 3 s, the page proceeds. Returns true once `waiting` has
 * lasted `ROUTE_GUARD_TIMEOUT_MS`. Failing open is safe because the server refuses every call the user
 * may not make; the guard only spares people a page they cannot use.
 */
export function useGuardTimeout(waiting: boolean): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setExpired(true), ROUTE_GUARD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting && expired;
}
