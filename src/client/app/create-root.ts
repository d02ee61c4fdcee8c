import { createRoot } from 'react-dom/client';
import { renderCriticalFailure } from '#client/lib/errors/critical-failure.ts';
import { reportRenderError } from '#client/lib/errors/render-errors.ts';

/**
 * A React root for either entry (the app, the site). A render error caught by a boundary is reported
 * with its component stack (SPEC §2 shows it in debug mode); one that escapes every boundary makes
 * React unmount everything, so the critical-failure screen takes the emptied root.
 */
export function createReportingRoot(root: HTMLElement) {
  return createRoot(root, {
    onCaughtError: (error, info) => reportRenderError(error, { componentStack: info.componentStack, source: 'render' }),
    onUncaughtError: (error, info) => {
      reportRenderError(error, { componentStack: info.componentStack, source: 'root' });
      // After React has finished removing its tree from the root.
      window.setTimeout(() => renderCriticalFailure(root));
    },
  });
}
