import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastHost } from '#client/lib/toast-host.ts';

const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }));

/** The toast area, mounted (and sonner loaded) only once something asks for a toast (lib/toast-host.ts). */
export function LazyToaster() {
  const requested = useSyncExternalStore(toastHost.subscribe, toastHost.requested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
