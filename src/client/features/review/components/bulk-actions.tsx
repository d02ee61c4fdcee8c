import { useState } from 'react';
import { toast } from 'sonner';
import { FormError } from '#client/components/form-error.tsx';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#client/components/ui/alert-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { formatCount } from '#client/lib/format.ts';
import type { BulkActionName, EmailFilter } from '#shared/review.ts';
import { useBulkCount, useEmailActions } from '../api/emails.ts';

/**
 * Bulk actions over every e-mail the filters show (the server applies the same filter), each after a
 * confirmation that says exactly how many e-mails change — "Approve 1,874 e-mails?" — from the
 * server's dry run (issue 14, item 3). Regenerate writes again what is not approved, after the brief
 * changed; approved e-mails are the reviewer's and stay.
 */
const words: Record<BulkActionName, { trigger: string; verb: string; done: string; description: string }> = {
  approve: {
    trigger: 'Approve all shown',
    verb: 'Approve',
    done: 'approved',
    description:
      'The written e-mails these filters show are approved; queued, failed and already approved ones stay as they are.',
  },
  reject: {
    trigger: 'Reject all shown',
    verb: 'Reject',
    done: 'rejected',
    description:
      'The written e-mails these filters show are rejected; queued, failed and already rejected ones stay as they are.',
  },
  regenerate: {
    trigger: 'Regenerate unapproved',
    verb: 'Regenerate',
    done: 'queued to be written again',
    description:
      'Every e-mail these filters show that is not approved is written again from the campaign’s current brief, at the same cost per e-mail as the first time. Approved e-mails stay as they are.',
  },
};
const emails = (n: number) => `${formatCount(n)} e-mail${n === 1 ? '' : 's'}`;

export function BulkActions({ campaignId, filter, shown }: { campaignId: string; filter: EmailFilter; shown: number }) {
  const { bulk } = useEmailActions(campaignId);
  const [pending, setPending] = useState<BulkActionName | null>(null);
  const count = useBulkCount(campaignId, pending, filter);
  const n = count.data;
  const close = () => {
    setPending(null);
    bulk.reset();
  };
  const run = (action: BulkActionName) =>
    bulk.mutate(
      { action, filter },
      {
        onSuccess: ({ updated }) => {
          toast.success(`${emails(updated)} ${words[action].done}`);
          close();
        },
      },
    );
  const w = pending ? words[pending] : null;
  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && close()}>
      <div className="flex flex-wrap gap-2">
        {(Object.keys(words) as BulkActionName[]).map((action) => (
          <Button key={action} size="sm" variant="outline" disabled={shown === 0} onClick={() => setPending(action)}>
            {words[action].trigger}
          </Button>
        ))}
      </div>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {!w
              ? null
              : n === undefined
                ? 'Counting the e-mails…'
                : n === 0
                  ? `No e-mail to ${w.verb.toLowerCase()}`
                  : `${w.verb} ${emails(n)}?`}
          </AlertDialogTitle>
          <AlertDialogDescription>{w?.description}</AlertDialogDescription>
        </AlertDialogHeader>
        {count.isError ? <FormError>{errorMessage(count.error)}</FormError> : null}
        {bulk.isError ? <FormError>{errorMessage(bulk.error)}</FormError> : null}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button disabled={!n || bulk.isPending} onClick={() => pending && run(pending)}>
            {bulk.isPending || count.isPending ? (
              <Spinner label={count.isPending ? 'Counting' : 'Working'} className="text-primary-foreground" />
            ) : null}
            {w && n ? `${w.verb} ${formatCount(n)}` : w?.verb}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
