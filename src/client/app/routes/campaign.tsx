import { cn } from '#client/lib/cn.ts';
import { FileSpreadsheet, Mail, SearchX, Settings } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { BackLink } from '#client/components/layout/back-link.tsx';
import { PageTitle } from '#client/components/layout/page-title.tsx';
import { StatusPage } from '#client/components/layout/status-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { paths } from '#client/config/paths.ts';
import { FormError } from '#client/components/form-error.tsx';
import { useCampaign } from '#client/features/campaigns/api/get-campaign.ts';
import { CampaignSettings } from '#client/features/campaigns/components/campaign-settings.tsx';
import { CampaignStatusBadge } from '#client/features/campaigns/components/campaign-status-badge.tsx';
import { EmailsEmptyState } from '#client/features/campaigns/components/emails-empty-state.tsx';
import { formatProvider } from '#client/features/campaigns/utils/format.ts';
import { formatDate } from '#client/lib/format.ts';
import { useProspects } from '#client/features/prospects/api/get-prospects.ts';
import { ProspectImport } from '#client/features/prospects/components/prospect-import.tsx';
import { ProspectsTable } from '#client/features/prospects/components/prospects-table.tsx';
import { EmailsTab } from '#client/app/campaign/emails-tab.tsx';
import { ApiError, errorMessage } from '#client/lib/api-error.ts';

const tabs = ['prospects', 'emails', 'settings'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/** /dashboard/campaigns/:id: tabs Prospects, E-mails and Settings; the tab is `?tab=` so it survives a reload. */
export function Component() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const campaign = useCampaign(id);
  const prospects = useProspects(id);
  const requested = search.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'prospects';

  if (campaign.isPending) return <Spinner label="Loading campaign" className="flex justify-center py-16" />;
  if (campaign.isError) {
    if (campaign.error instanceof ApiError && campaign.error.status === 404) {
      return (
        <StatusPage
          icon={SearchX}
          eyebrow="404"
          title="Campaign not found"
          actions={
            <Button asChild>
              <Link to={paths.dashboard}>Back to campaigns</Link>
            </Button>
          }
        >
          It may have been deleted, or the link is wrong.
        </StatusPage>
      );
    }
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="sr-only">Campaign</h1>
        <FormError>{errorMessage(campaign.error)}</FormError>
      </div>
    );
  }
  const c = campaign.data;
  const prospectCount = prospects.data?.pages[0]?.items.length ?? 0;
  return (
    // The review inbox's three panes use the width of a wide screen, as a mail client does.
    <div
      className={cn('mx-auto grid gap-6 px-4 py-8 sm:px-6 lg:px-8', tab === 'emails' ? 'max-w-[100rem]' : 'max-w-6xl')}
    >
      <PageTitle>{c.name}</PageTitle>
      <div className="grid gap-3">
        <BackLink to={paths.dashboard}>Campaigns</BackLink>
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight">{c.name}</h1>
            <CampaignStatusBadge status={c.status} />
          </div>
          <p className="text-sm text-muted-foreground">
            {c.brief.senderName}
            {c.brief.senderCompany ? `, ${c.brief.senderCompany}` : ''} · {formatProvider(c)} ·{' '}
            {c.brief.steps === 1 ? '1 step' : `${c.brief.steps} steps`} · created {formatDate(c.createdAt)}
          </p>
        </div>
      </div>
      <Tabs value={tab} onValueChange={(next) => setSearch({ tab: next }, { replace: true })}>
        <TabsList aria-label="Campaign sections">
          <TabsTrigger value="prospects">
            <FileSpreadsheet aria-hidden="true" />
            Prospects
          </TabsTrigger>
          <TabsTrigger value="emails">
            <Mail aria-hidden="true" />
            E-mails
          </TabsTrigger>
          <TabsTrigger value="settings">
            <Settings aria-hidden="true" />
            Settings
          </TabsTrigger>
        </TabsList>
        <TabsContent value="prospects" className="grid gap-6">
          <ProspectImport campaignId={c.id} />
          <ProspectsTable campaignId={c.id} />
        </TabsContent>
        <TabsContent value="emails">
          {prospectCount === 0 ? (
            <EmailsEmptyState campaignId={c.id} />
          ) : (
            <EmailsTab campaignId={c.id} prospects={prospectCount} researchOn={c.brief.research !== 'off'} />
          )}
        </TabsContent>
        <TabsContent value="settings">
          <CampaignSettings campaign={c} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
