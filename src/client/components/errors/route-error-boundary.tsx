import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '#client/lib/errors/chunk-error.ts';
import { reportRenderError } from '#client/lib/errors/render-errors.ts';
import { CriticalFailureScreen } from './critical-failure-screen.tsx';
import { ErrorFallback } from './error-fallback.tsx';

/**
 * The router's error element (SPEC §2 "Global error screens"): any error while loading or rendering a
 * route lands here instead of a blank page. A chunk that failed to download means the app itself
 * cannot load (typically a deploy replaced it), so that gets the critical-failure screen; anything else
 * the render-error fallback. Either way the error is logged (SPEC §8), once.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    reportRenderError(error, { source: isChunkLoadError(error) ? 'chunk-load' : 'route' });
  }, [error]);
  if (isChunkLoadError(error)) return <CriticalFailureScreen />;
  // A thrown Response (404 from a loader, say) has no message of its own: show its status line.
  return (
    <ErrorFallback error={isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error} />
  );
}
