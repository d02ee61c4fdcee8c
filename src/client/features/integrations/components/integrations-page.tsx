import { useSearchParams } from 'react-router';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { isPushProvider, type Integration, type IntegrationProvider } from '#shared/integrations.ts';
import { useIntegrations } from '../api/integrations.ts';
import { automationGuides } from '../utils/automation-guides.ts';
import { AutomationCard } from './automation-card.tsx';
import { AutomationReference } from './automation-reference.tsx';
import { IntegrationCard } from './integration-card.tsx';
import { PushDialog } from './push-dialog.tsx';
import { SlackTestButton } from './slack-test-button.tsx';

/**
 * /integrations (SPEC §2; docs/decisions/021): the sending tools (Instantly, Smartlead, lemlist) and
 * HubSpot with connect and push, Slack for notifications, and how-to cards for Zapier, Make and n8n.
 * `?campaign=<id>` (from a campaign's export menu) preselects that campaign in every push;
 * `&push=<tool>` opens that tool's push at once.
 */
function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

export function IntegrationsPage() {
  const integrations = useIntegrations();
  const [params] = useSearchParams();
  const campaignId = params.get('campaign') ?? undefined;
  const pushTo = params.get('push');
  if (integrations.isPending) return <Spinner label="Loading integrations" className="flex justify-center py-8" />;
  if (integrations.isError) return <FormError>{errorMessage(integrations.error)}</FormError>;
  const byProvider = new Map(integrations.data.map((i) => [i.provider, i]));
  const card = (provider: IntegrationProvider) => {
    const integration = byProvider.get(provider) as Integration;
    const actions = isPushProvider(provider) ? (
      <PushDialog
        provider={provider}
        initialCampaignId={campaignId}
        defaultOpen={pushTo === provider && integration.status !== 'disconnected'}
      />
    ) : (
      <SlackTestButton />
    );
    return <IntegrationCard key={provider} integration={integration} actions={actions} />;
  };
  return (
    <div className="grid gap-10">
      <Section
        id="sending-tools"
        title="Sending tools"
        description="Push a campaign’s approved e-mails into a campaign of yours, as leads with the text as custom variables."
      >
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {(['instantly', 'smartlead', 'lemlist'] as const).map(card)}
        </div>
      </Section>
      <Section
        id="crm-and-alerts"
        title="CRM and notifications"
        description="Keep contacts in HubSpot, and hear in Slack when a campaign is done."
      >
        <div className="grid gap-4 md:grid-cols-2">{(['hubspot', 'slack'] as const).map(card)}</div>
      </Section>
      <Section
        id="automation"
        title="Zapier, Make and n8n"
        description="No connector needed: Coldsmith’s signed webhooks start a workflow, and its API (with an API key) lets a workflow act."
      >
        <AutomationReference />
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {automationGuides.map((guide) => (
            <AutomationCard key={guide.name} guide={guide} />
          ))}
        </div>
      </Section>
    </div>
  );
}
