import { PageTitle } from '#client/components/layout/page-title.tsx';
import { IntegrationsPage } from '#client/features/integrations/components/integrations-page.tsx';

/** /integrations (SPEC §2): connections to sending tools, HubSpot and Slack, and the automation how-tos. */
export function Component() {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle>Integrations</PageTitle>
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Integrations</h1>
        <p className="text-muted-foreground">
          Send approved e-mails to the tools you send with, and connect Coldsmith to the rest of your stack.
        </p>
      </div>
      <IntegrationsPage />
    </div>
  );
}
