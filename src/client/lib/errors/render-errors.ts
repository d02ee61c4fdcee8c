import { logError } from './error-log.ts';

/**
 * Render and route errors reach us twice: React's root reports a render error caught by a boundary
 * (`onCaughtError`, with the component stack), and the router's error element renders for it (and for
 * a failed loader or lazy chunk, which React never sees). Each error is logged once, whichever comes
 * first, and the component stack is kept for the fallback screen, which renders before React reports.
 */
const logged = new WeakSet<object>();
const componentStacks = new WeakMap<object, string>();
const listeners = new Set<() => void>();

export function reportRenderError(error: unknown, context: { componentStack?: string | undefined; source: string }) {
  const key = typeof error === 'object' && error !== null ? error : undefined;
  if (key && context.componentStack && !componentStacks.has(key)) {
    componentStacks.set(key, context.componentStack);
    for (const listener of listeners) listener();
  }
  if (key && logged.has(key)) return;
  if (key) logged.add(key);
  logError(error, {
    console: true,
    tags: { source: context.source },
    context: context.componentStack ? { componentStack: context.componentStack } : undefined,
  });
}

export function subscribeToComponentStacks(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function componentStackOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? componentStacks.get(error) : undefined;
}
