import { TriangleAlert } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { isDebugMode, setStoredDebugMode } from '#client/lib/errors/debug-mode.ts';
import { saveLastError, toErrorRecord } from '#client/lib/errors/error-log.ts';
import { componentStackOf, subscribeToComponentStacks } from '#client/lib/errors/render-errors.ts';
import { applyFixedTheme } from '#client/lib/theme.ts';

/** SPEC §2 "Render-error fallback": its strings, word for word. */
const text = {
  title: 'Something went wrong',
  body: "We're sorry, but we encountered an unexpected error.",
  unknown: 'An unknown error occurred',
  tips: ['Refresh the page', 'Clear your browser cache', 'Try again later', 'Contact support if the problem persists'],
} as const;

const messageOf = (error: unknown): string => {
  if (error instanceof Error && error.message) return error.message;
  return text.unknown;
};

function DebugBlock({ label, children }: { label: string; children: string }) {
  return (
    <section className="grid gap-1.5" aria-label={label}>
      <h2 className="text-sm font-semibold">{label}</h2>
      {/* Focusable so keyboard users can scroll a long trace. */}
      <pre
        tabIndex={0}
        className="max-h-64 overflow-auto rounded-md bg-muted px-3 py-2 font-mono text-xs whitespace-pre-wrap focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {children}
      </pre>
    </section>
  );
}

/**
 * The screen for an error caught while rendering (or loading) a route. In debug mode (`?debug`, or the
 * stored flag the toggle sets) it also shows the stack trace, the component stack and a Clear Local
 * Storage button, for a developer or a support call.
 */
export function ErrorFallback({ error }: { error: unknown }) {
  const [debug, setDebug] = useState(() => isDebugMode());
  const [storageCleared, setStorageCleared] = useState(false);
  const componentStack = useSyncExternalStore(subscribeToComponentStacks, () => componentStackOf(error));
  const toggleDebug = () => {
    setStoredDebugMode(!debug);
    // The error was logged before debug mode was on: save it as `lastError` now (SPEC §8).
    if (!debug) saveLastError(toErrorRecord(error, { context: componentStack ? { componentStack } : undefined }));
    setDebug(!debug);
  };
  const clearLocalStorage = () => {
    try {
      localStorage.clear();
    } catch {
      // Nothing stored that we can reach.
    }
    applyFixedTheme();
    setStorageCleared(true);
  };
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-16">
      <title>{`${text.title} · Coldsmith`}</title>
      <div className="grid w-full max-w-2xl gap-6 rounded-xl border bg-background p-8 shadow-sm">
        <div className="grid justify-items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <TriangleAlert className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">{text.title}</h1>
          <p className="text-muted-foreground">{text.body}</p>
        </div>
        <p className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-words" data-testid="error-message">
          {messageOf(error)}
        </p>
        <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
          {text.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload Page</Button>
          <Button asChild variant="outline">
            <a href="/">Return Home</a>
          </Button>
          <Button variant="ghost" onClick={toggleDebug}>
            {debug ? 'Disable Debug Mode' : 'Enable Debug Mode'}
          </Button>
        </div>
        {debug ? (
          <div className="grid gap-4 border-t pt-6">
            <DebugBlock label="Stack trace">{(error instanceof Error && error.stack) || 'No stack trace'}</DebugBlock>
            <DebugBlock label="Component stack">{componentStack?.trim() || 'No component stack'}</DebugBlock>
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="destructive" onClick={clearLocalStorage}>
                Clear Local Storage
              </Button>
              <p role="status" className="text-sm text-muted-foreground">
                {storageCleared ? 'Local storage cleared.' : ''}
              </p>
            </div>
          </div>
        ) : null}
      </div>
    </main>
  );
}
