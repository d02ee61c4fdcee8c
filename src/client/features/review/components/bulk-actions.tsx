import { useState } from 'react';
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
import type { EmailFilter } from '#shared/review.ts';
import { useEmailActions } from '../api/emails.ts';

/** Approve or reject every e-mail the filters show (the server applies the same filter), after a confirmation. */
export function BulkActions({ campaignId, filter, shown }: { campaignId: string; filter: EmailFilter; shown: number }) {
  const { bulk } = useEmailActions(campaignId);
  const [pending, setPending] = useState<'approve' | 'reject' | null>(null);
  const run = (action: 'approve' | 'reject') =>
    bulk.mutate(
      { action, filter },
      {
        onSuccess: ({ updated }) =>
          toast.success(
            `${updated} e-mail${updated === 1 ? '' : 's'} ${action === 'approve' ? 'approved' : 'rejected'}`,
          ),
        onSettled: () => setPending(null),
      },
    );
  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
      <div className="flex gap-2">
        <AlertDialogTrigger asChild>
          <Button size="sm" variant="outline" disabled={shown === 0} onClick={() => setPending('approve')}>
            Approve all shown
          </Button>
        </AlertDialogTrigger>
        <Button size="sm" variant="outline" disabled={shown === 0} onClick={() => setPending('reject')}>
          Reject all shown
        </Button>
      </div>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {pending === 'reject' ? 'Reject' : 'Approve'} every e-mail these filters show?
          </AlertDialogTitle>
          <AlertDialogDescription>
            Written e-mails that match the filters change; queued and failed ones stay as they are.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button disabled={bulk.isPending} onClick={() => pending && run(pending)}>
            {pending === 'reject' ? 'Reject all' : 'Approve all'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
