import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#client/components/ui/alert-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { paths } from '#client/config/paths.ts';
import { FormError } from '#client/features/auth/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import type { Campaign } from '#shared/campaigns.ts';
import { useDeleteCampaign } from '../api/delete-campaign.ts';

/** Deletes a campaign after a confirmation that names it; then back to the dashboard. */
export function DeleteCampaignButton({ campaign }: { campaign: Pick<Campaign, 'id' | 'name'> }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteCampaign();
  const confirm = async () => {
    try {
      await remove.mutateAsync(campaign.id);
    } catch {
      return;
    }
    setOpen(false);
    toast.success('Campaign deleted');
    await navigate(paths.dashboard, { replace: true });
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="border-destructive/40 text-destructive hover:bg-destructive/5 hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Delete campaign
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete “{campaign.name}”?</AlertDialogTitle>
          <AlertDialogDescription>The campaign, its prospects and its e-mails are deleted for good. This cannot be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        {remove.isError ? <FormError>{errorMessage(remove.error)}</FormError> : null}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the server has answered. */}
          <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? <Spinner label="Deleting" className="text-white" /> : null}
            Delete campaign
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
