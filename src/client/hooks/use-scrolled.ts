import { useSyncExternalStore } from 'react';

/** SPEC §2/§9: the header turns opaque once the page has scrolled more than this many pixels. */
export const HEADER_OPAQUE_AFTER_PX = 10;

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/**
 * True while `window.scrollY` is past `threshold`; re-renders only when that answer flips. A
 * prerendered page (scripts/build/prerender.ts) starts at the top: false until hydrated.
 */
export function useScrolled(threshold = HEADER_OPAQUE_AFTER_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
