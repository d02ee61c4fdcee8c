import { toast } from 'sonner';
import type { Campaign } from '#shared/campaigns.ts';
import { useUpdateCampaign } from '../api/update-campaign.ts';
import { campaignToValues } from '../utils/campaign-form-values.ts';
import { CampaignForm } from './campaign-form.tsx';
import { DeleteCampaignButton } from './delete-campaign-button.tsx';

/** The Settings tab: the brief form saved with PATCH, and a danger zone to delete the campaign. */
export function CampaignSettings({ campaign }: { campaign: Campaign }) {
  const update = useUpdateCampaign();
  return (
    <div className="grid gap-6">
      <div className="rounded-xl border bg-background px-6 pt-6 shadow-sm">
        <CampaignForm
          key={campaign.id}
          defaultValues={campaignToValues(campaign)}
          submitLabel="Save changes"
          pendingLabel="Saving"
          onSubmit={async (values) => {
            await update.mutateAsync({ id: campaign.id, input: values });
            toast.success('Campaign saved');
          }}
        />
      </div>
      <section
        aria-labelledby="danger-zone"
        className="grid gap-4 rounded-xl border border-destructive/30 bg-background p-6 sm:grid-cols-[1fr_auto] sm:items-center"
      >
        <div className="grid gap-1">
          <h2 id="danger-zone" className="text-base font-semibold">
            Delete this campaign
          </h2>
          <p className="text-sm text-muted-foreground">Removes the brief, every imported prospect and every e-mail.</p>
        </div>
        <DeleteCampaignButton campaign={campaign} />
      </section>
    </div>
  );
}
