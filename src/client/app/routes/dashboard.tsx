import { PageTitle } from '#client/components/layout/page-title.tsx';
import { useMe } from '#client/features/auth/api/get-me.ts';
import { CampaignsEmptyState } from '#client/features/dashboard/components/campaigns-empty-state.tsx';

/** /dashboard (SPEC §2), behind `RequireActiveUser`, inside the app shell. */
export function Component() {
  const { data: me } = useMe();
  const firstName = me?.name.split(/\s+/)[0];
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle>Dashboard</PageTitle>
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
        <p className="text-muted-foreground">{firstName ? `Welcome, ${firstName}.` : 'Welcome.'} Your campaigns will appear here.</p>
      </div>
      <CampaignsEmptyState />
    </div>
  );
}
