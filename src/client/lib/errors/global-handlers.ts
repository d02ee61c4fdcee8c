import { logError } from './error-log.ts';

/**
 * SPEC §8: uncaught errors and unhandled promise rejections are logged globally. The browser has
 * already printed them to the console, so they only go to the stored log.
 */
export function installGlobalErrorHandlers(target: Window = window) {
  target.addEventListener('error', (event: ErrorEvent) => {
    logError(event.error ?? event.message, {
      tags: { source: 'window.error' },
      context: { filename: event.filename, line: event.lineno, column: event.colno },
    });
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    logError(event.reason, { tags: { source: 'unhandledrejection' } });
  });
}
