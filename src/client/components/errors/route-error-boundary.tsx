import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';

const tips = ['Refresh the page', 'Clear your browser cache', 'Try again later', 'Contact support if the problem persists'] as const;

const messageOf = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error && error.message) return error.message;
  return 'An unknown error occurred';
};

/**
 * SPEC §2's render-error fallback, as the router's error element: any error while loading or rendering
 * a route (a failed lazy chunk after a deploy included) lands here instead of a blank page. Debug mode
 * and the stored error log come with the error-handling issue.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-16">
      <title>Something went wrong · Coldsmith</title>
      <div className="grid w-full max-w-lg gap-6 rounded-xl border bg-background p-8 shadow-sm">
        <div className="grid justify-items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <TriangleAlert className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
          <p className="text-muted-foreground">We're sorry, but we encountered an unexpected error.</p>
        </div>
        <p className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-words">{messageOf(error)}</p>
        <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload Page</Button>
          <Button asChild variant="outline">
            <a href="/">Return Home</a>
          </Button>
        </div>
      </div>
    </main>
  );
}
