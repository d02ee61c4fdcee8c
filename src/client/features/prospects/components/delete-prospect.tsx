import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmAction, destructiveTriggerClass } from '#client/components/confirm-action.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { Prospect } from '#shared/prospects.ts';
import { useDeleteProspect } from '../api/manage-prospect.ts';

/** The Delete action of a prospect's row, confirmed first: the prospect and its e-mails go. */
export function DeleteProspect({ prospect, label }: { prospect: Prospect; label: string }) {
  const remove = useDeleteProspect(prospect.campaignId);
  return (
    <ConfirmAction
      trigger={
        <Button size="sm" variant="outline" className={destructiveTriggerClass} aria-label={`Delete ${label}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title={`Delete ${label}?`}
      description="The prospect and every e-mail written or queued for them are deleted. This cannot be undone."
      confirm="Delete prospect"
      pendingLabel="Deleting"
      destructive
      run={async () => {
        await remove.mutateAsync(prospect.id);
        toast.success('Prospect deleted');
      }}
    />
  );
}
