import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import type { AdminUser, UserStatus } from '#shared/users.ts';
import { useBulkUpdateUsers } from '../api/users.ts';

/**
 * Bulk approve, reinstate or suspend the selected users (`POST /api/admin/users/bulk`). Each button
 * acts on the selected users it applies to — Approve on the pending ones, Reinstate on the suspended
 * ones — and says how many. Users the server's rules refuse stay as they were; the toast says why.
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
  const run = (move: BulkMove, ids: string[]) =>
    bulk.mutate(
      { ids, status: move.to },
      {
        onSuccess: ({ updated, skipped }) => {
          if (updated.length > 0) toast.success(`${users(updated.length)} ${move.done}`);
          if (skipped.length > 0)
            toast.warning(`${users(skipped.length)} not changed`, {
              description: [...new Set(skipped.map((s) => s.detail))].join(' '),
            });
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
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
          return (
            <Button
              key={move.label}
              size="sm"
              variant={move.to === 'active' ? 'default' : 'outline'}
              disabled={bulk.isPending}
              onClick={() => run(move, ids)}
            >
              {move.label} {users(ids.length)}
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
