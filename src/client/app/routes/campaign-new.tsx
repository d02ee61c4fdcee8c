import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BackLink } from '#client/components/layout/back-link.tsx';
import { PageTitle } from '#client/components/layout/page-title.tsx';
import { campaignPath, paths } from '#client/config/paths.ts';
import { useCreateCampaign } from '#client/features/campaigns/api/create-campaign.ts';
import { CampaignForm } from '#client/features/campaigns/components/campaign-form.tsx';
import { emptyCampaignValues } from '#client/features/campaigns/utils/campaign-form-values.ts';

/** /dashboard/campaigns/new: the brief form; on create, the campaign's page (Prospects tab). */
export function Component() {
  const navigate = useNavigate();
  const create = useCreateCampaign();
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle>New campaign</PageTitle>
      <div className="grid gap-3">
        <BackLink to={paths.dashboard}>Campaigns</BackLink>
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">New campaign</h1>
          <p className="text-muted-foreground">
            Describe your offer once; every e-mail is then written from it and the prospect’s own data.
          </p>
        </div>
      </div>
      <div className="rounded-xl border bg-background px-6 pt-6 shadow-sm">
        <CampaignForm
          defaultValues={emptyCampaignValues()}
          submitLabel="Create campaign"
          pendingLabel="Creating campaign"
          onSubmit={async (values) => {
            const campaign = await create.mutateAsync(values);
            toast.success('Campaign created');
            await navigate(campaignPath(campaign.id, 'prospects'));
          }}
        />
      </div>
    </div>
  );
}
