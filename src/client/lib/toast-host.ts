/**
 * Loads sonner on demand, for pages that do not ship it up front (the site entry, decision 023), and
 * tells the lazily mounted Toaster (components/ui/lazy-toaster.tsx) that a toast is coming. sonner
 * replays toasts raised before its Toaster subscribed, so none is lost while its chunk loads.
 * @returns sonner's `toast`
 */
let requested = false;
const listeners = new Set<() => void>();

export async function loadToast() {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return (await import('sonner')).toast;
}

export const toastHost = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: () => requested,
};
