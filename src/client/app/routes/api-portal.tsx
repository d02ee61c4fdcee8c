import { BookOpen } from 'lucide-react';
import { PageTitle } from '#client/components/layout/page-title.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { paths } from '#client/config/paths.ts';
import { ApiKeysPanel } from '#client/features/api-keys/components/api-keys-panel.tsx';
import { QuickStart } from '#client/features/api-keys/components/quick-start.tsx';

/**
 * /api, the API portal (SPEC §2; docs/decisions/019): the user's API keys — create (shown once), list,
 * revoke — quick-start scripts for this server, and the link to the reference docs.
 */
export function Component() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle>API</PageTitle>
      {/* minmax(0, 1fr): a wide table scrolls inside its card instead of widening the page. */}
      <div className="grid grid-cols-1 gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-1">
            <h1 className="text-2xl font-semibold tracking-tight">API</h1>
            <p className="text-muted-foreground">
              Drive campaigns from your own code: import prospects, generate, review and export with an API key.
            </p>
          </div>
          <Button asChild variant="outline">
            {/* The docs are served by the server, not the app: a full page load. */}
            <a href={paths.apiDocs}>
              <BookOpen aria-hidden="true" />
              API reference
            </a>
          </Button>
        </div>
        <ApiKeysPanel />
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Quick start</h2>
            </CardTitle>
            <CardDescription>
              List campaigns, import a CSV, start generation, poll progress and export — against this server. Every
              endpoint, with its request and answer, is in the{' '}
              <a className="font-medium text-primary underline underline-offset-4" href={paths.apiDocs}>
                API reference
              </a>
              .
            </CardDescription>
          </CardHeader>
          <CardContent>
            <QuickStart origin={window.location.origin} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
