import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '#client/components/layout/page-title.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { useMe } from '#client/features/auth/api/get-me.ts';
import { CampaignList } from '#client/features/campaigns/components/campaign-list.tsx';
import { DashboardOverview } from '#client/features/dashboard/components/dashboard-overview.tsx';

/** /dashboard (SPEC §2), behind `RequireActiveUser`, inside the app shell: figures, the generation chart, the user's campaigns. */
export function Component() {
  const { data: me } = useMe();
  const firstName = me?.name.split(/\s+/)[0];
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle>Dashboard</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
          <p className="text-muted-foreground">
            {firstName ? `Welcome, ${firstName}.` : 'Welcome.'} Your campaigns are below.
          </p>
        </div>
        <Button asChild>
          <Link to={paths.newCampaign}>
            <Plus aria-hidden="true" />
            New campaign
          </Link>
        </Button>
      </div>
      <DashboardOverview />
      <CampaignList />
    </div>
  );
}
