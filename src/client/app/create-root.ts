import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { renderCriticalFailure } from '#client/lib/errors/critical-failure.ts';
import { reportRenderError } from '#client/lib/errors/render-errors.ts';

/**
 * How a root reports: a render error caught by a boundary is reported with its component stack
 * (SPEC §2 shows it in debug mode); one that escapes every boundary makes React unmount everything, so
 * the critical-failure screen takes the emptied root. A recoverable error (prerendered markup that
 * does not match what the browser renders, which React then re-renders) is reported too: the
 * prerender and the page have drifted apart.
 */
function reportingOptions(root: HTMLElement) {
  return {
    onCaughtError: (error, info) => reportRenderError(error, { componentStack: info.componentStack, source: 'render' }),
    onUncaughtError: (error, info) => {
      reportRenderError(error, { componentStack: info.componentStack, source: 'root' });
      // After React has finished removing its tree from the root.
      window.setTimeout(() => renderCriticalFailure(root));
    },
    onRecoverableError: (error, info) =>
      reportRenderError(error, { componentStack: info.componentStack, source: 'hydration' }),
  } satisfies RootOptions;
}

/** A React root for either entry (the app, the site). */
export function createReportingRoot(root: HTMLElement) {
  return createRoot(root, reportingOptions(root));
}

/** A React root that adopts the prerendered markup already in `root` (the site entry). */
export function hydrateReportingRoot(root: HTMLElement, children: ReactNode) {
  return hydrateRoot(root, children, reportingOptions(root));
}
