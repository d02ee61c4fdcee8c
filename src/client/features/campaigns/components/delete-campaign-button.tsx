import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmAction, destructiveTriggerClass } from '#client/components/confirm-action.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import type { Campaign } from '#shared/campaigns.ts';
import { useDeleteCampaign, useForgetCampaign } from '../api/delete-campaign.ts';

/** Deletes a campaign after a confirmation that names it; then back to the dashboard, and its cache dropped. */
export function DeleteCampaignButton({ campaign }: { campaign: Pick<Campaign, 'id' | 'name'> }) {
  const navigate = useNavigate();
  const remove = useDeleteCampaign();
  const forget = useForgetCampaign();
  return (
    <ConfirmAction
      trigger={
        <Button variant="outline" className={destructiveTriggerClass}>
          <Trash2 aria-hidden="true" />
          Delete campaign
        </Button>
      }
      title={`Delete “${campaign.name}”?`}
      description="The campaign, its prospects and its e-mails are deleted for good. This cannot be undone."
      confirm="Delete campaign"
      pendingLabel="Deleting"
      destructive
      run={async () => {
        await remove.mutateAsync(campaign.id);
        toast.success('Campaign deleted');
        await navigate(paths.dashboard, { replace: true });
        forget(campaign.id);
      }}
    />
  );
}
