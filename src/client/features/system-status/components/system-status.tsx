import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageTitle } from '#client/components/layout/page-title.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { paths } from '#client/config/paths.ts';
import { cn } from '#client/lib/cn.ts';
import { useSystemStatus } from '../api/check-services.ts';
import { hasFailure } from '../utils/status-report.ts';
import { ConfigurationTab } from './configuration-tab.tsx';
import { ErrorLogsTab } from './error-logs-tab.tsx';
import { ServiceCard } from './service-card.tsx';
import { SystemInfoTab } from './system-info-tab.tsx';

const cards = [
  { name: 'api', title: 'API' },
  { name: 'database', title: 'Database' },
  { name: 'auth', title: 'Auth' },
] as const;

/**
 * /system-status (SPEC §2): Back, Refresh Status, the API, Database and Auth cards from
 * `GET /api/health`, and the Error Logs, Configuration and System Info tabs. A refresh ends with
 * SPEC §8's 'Status Check Complete' or 'Status Check Failed' toast.
 */
export function SystemStatus() {
  const navigate = useNavigate();
  const status = useSystemStatus();
  const report = status.data;
  const refresh = async () => {
    const { data } = await status.refetch();
    if (!data || hasFailure(data)) {
      toast.error('Status Check Failed', { description: 'There was an error checking one or more services.' });
    } else {
      toast.success('Status Check Complete', { description: 'All service statuses have been updated.' });
    }
  };
  // React Router numbers its history entries: with none before this one, Back goes home instead of off the site.
  const goBack = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(paths.home));
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle>System Status</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">System Status</h1>
          <p className="text-muted-foreground">The health of this Coldsmith instance, checked live.</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={goBack}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <Button onClick={refresh} disabled={status.isFetching}>
            <RefreshCw
              aria-hidden="true"
              className={cn(status.isFetching && 'animate-spin motion-reduce:animate-none')}
            />
            Refresh Status
          </Button>
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-3" aria-busy={status.isFetching}>
        {cards.map(({ name, title }) => (
          <ServiceCard
            key={name}
            title={title}
            check={report?.services[name]}
            checkedAt={report?.checkedAt}
            checking={status.isFetching}
          />
        ))}
      </div>
      <Tabs defaultValue="errors">
        <TabsList aria-label="Diagnostics">
          <TabsTrigger value="errors">Error Logs</TabsTrigger>
          <TabsTrigger value="configuration">Configuration</TabsTrigger>
          <TabsTrigger value="system">System Info</TabsTrigger>
        </TabsList>
        <TabsContent value="errors">
          <ErrorLogsTab />
        </TabsContent>
        <TabsContent value="configuration">
          <ConfigurationTab />
        </TabsContent>
        <TabsContent value="system">
          <SystemInfoTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
