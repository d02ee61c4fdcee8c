import { PageTitle } from '#client/components/layout/page-title.tsx';
import { WebhooksPage } from '#client/features/webhooks/components/webhooks-page.tsx';

/** /integrations/webhook (SPEC §2 "webhook integration"): signed events to the user's own endpoints. */
export function Component() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle>Webhooks</PageTitle>
      <div className="grid max-w-4xl gap-6">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Webhooks</h1>
          <p className="text-muted-foreground">
            Coldsmith tells your systems when prospects are imported, e-mails are written or approved, and campaigns
            finish: signed HTTP requests to your endpoints.
          </p>
        </div>
        <WebhooksPage />
      </div>
    </div>
  );
}
