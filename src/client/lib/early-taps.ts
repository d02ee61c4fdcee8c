/**
 * Taps made on the prerendered landing page before hydration (public/early-taps.js records them by
 * the tapped element's `data-early-tap` name), replayed once the page is live: a prerendered button
 * has no handler until React hydrates it (docs/decisions/032), and a visitor on a slow phone taps the
 * menu button before that. The replay is a real click on the now-hydrated element, so it goes through
 * the element's own handler, as the tap would have.
 */
type EarlyTaps = { names: string[]; taken: boolean };

declare global {
  interface Window {
    __coldsmithEarlyTaps?: EarlyTaps;
  }
}

/**
 * Ends the recording and clicks each element tapped before hydration, once per name. Call it after
 * hydration (an effect of a hydrated component); a no-op when the recorder never ran.
 */
export function replayEarlyTaps(): void {
  const taps = typeof window === 'undefined' ? undefined : window.__coldsmithEarlyTaps;
  if (!taps || taps.taken) return;
  taps.taken = true;
  for (const name of new Set(taps.names)) {
    document.querySelector<HTMLElement>(`[data-early-tap="${CSS.escape(name)}"]`)?.click();
  }
  taps.names = [];
}
