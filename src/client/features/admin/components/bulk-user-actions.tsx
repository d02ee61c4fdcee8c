import { toast } from 'sonner';
import { ConfirmAction } from '#client/components/confirm-action.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import type { AdminUser, UserStatus } from '#shared/users.ts';
import { useBulkUpdateUsers } from '../api/users.ts';

/**
 * Bulk approve, reinstate or suspend the selected users (`POST /api/admin/users/bulk`). Each button
 * acts on the selected users it applies to — Approve on the pending ones, Reinstate on the suspended
 * ones — and says how many; Suspend asks first. The viewer's own row cannot be selected
 * (`canSelect`). Users the server's rules refuse stay as they were; the toast says why.
 */
type BulkMove = { label: string; to: UserStatus; from: UserStatus[]; done: string };
const moves: BulkMove[] = [
  { label: 'Approve', to: 'active', from: ['pending'], done: 'approved' },
  { label: 'Reinstate', to: 'active', from: ['suspended'], done: 'reinstated' },
  { label: 'Suspend', to: 'suspended', from: ['pending', 'active'], done: 'suspended' },
];

const users = (n: number) => `${n} user${n === 1 ? '' : 's'}`;

export function BulkUserActions({ selected, onDone }: { selected: AdminUser[]; onDone: () => void }) {
  const bulk = useBulkUpdateUsers();
  if (selected.length === 0) return null;
  const run = async (move: BulkMove, ids: string[]) => {
    const { updated, skipped } = await bulk.mutateAsync({ ids, status: move.to });
    if (updated.length > 0) toast.success(`${users(updated.length)} ${move.done}`);
    if (skipped.length > 0)
      toast.warning(`${users(skipped.length)} not changed`, {
        description: [...new Set(skipped.map((s) => s.detail))].join(' '),
      });
    onDone();
  };
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="bg-accent/50 flex flex-wrap items-center gap-3 rounded-lg border px-4 py-2"
    >
      <p className="text-sm font-medium">{users(selected.length)} selected</p>
      <div className="flex flex-wrap items-center gap-2">
        {moves.map((move) => {
          const ids = selected.filter((u) => move.from.includes(u.status)).map((u) => u.id);
          if (ids.length === 0) return null;
          const label = `${move.label} ${users(ids.length)}`;
          if (move.to === 'suspended') {
            return (
              <ConfirmAction
                key={move.label}
                trigger={
                  <Button size="sm" variant="outline" disabled={bulk.isPending}>
                    {label}
                  </Button>
                }
                title={`${label}?`}
                description="They lose access to campaigns and drafts at once and see only the suspended page until reinstated. Nothing is deleted."
                confirm={label}
                pendingLabel="Suspending"
                destructive
                run={() => run(move, ids)}
              />
            );
          }
          return (
            <Button
              key={move.label}
              size="sm"
              disabled={bulk.isPending}
              onClick={() => void run(move, ids).catch((error: unknown) => toast.error(errorMessage(error)))}
            >
              {label}
            </Button>
          );
        })}
        <Button size="sm" variant="ghost" disabled={bulk.isPending} onClick={onDone}>
          Clear selection
        </Button>
        {bulk.isPending ? <Spinner label="Updating users" /> : null}
      </div>
    </div>
  );
}
