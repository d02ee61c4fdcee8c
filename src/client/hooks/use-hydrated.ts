import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered markup (scripts/build/prerender.ts) and during the prerender
 * itself; true from the render after, and always in a page rendered in the browser alone. A component
 * showing what only the browser knows (who is signed in, read before hydration ends) renders its
 * prerendered state until then, so that hydration finds the markup it expects (React's own pattern:
 * a server snapshot for `useSyncExternalStore`).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
