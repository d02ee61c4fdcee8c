import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { paths } from '#client/config/paths.ts';
import { ADMIN_STATS_DAYS, type AdminStats } from '#shared/admin.ts';
import { count, usd } from '../utils/format.ts';

/**
 * The admin dashboard's figures: users by status (each a link to that slice of /admin/users), the
 * generation queue now, and failures and spend over the last ADMIN_STATS_DAYS days.
 */
type Figure = { label: string; value: string; to?: string; hint?: string };

function Figures({ label, figures }: { label: string; figures: Figure[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-label={label}>
      {figures.map((f) => (
        <li key={f.label}>
          <Card className="h-full">
            <CardHeader className="pb-1">
              <CardTitle className="text-muted-foreground text-sm font-medium">
                {f.to ? (
                  <Link
                    to={f.to}
                    className="focus-visible:ring-ring rounded-sm hover:underline focus-visible:ring-2 focus-visible:outline-none"
                  >
                    {f.label}
                  </Link>
                ) : (
                  f.label
                )}
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-0.5">
              <span className="text-2xl font-semibold tabular-nums">{f.value}</span>
              {f.hint ? <span className="text-muted-foreground text-xs">{f.hint}</span> : null}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

const usersWith = (status: string) => `${paths.adminUsers}?status=${status}`;

export function AdminStatCards({ stats }: { stats: AdminStats }) {
  const window = `Last ${ADMIN_STATS_DAYS} days`;
  return (
    <div className="grid gap-4">
      <Figures
        label="Users by status"
        figures={[
          {
            label: 'Pending approval',
            value: count.format(stats.users.pending),
            to: usersWith('pending'),
            hint: 'On the waiting list',
          },
          { label: 'Active users', value: count.format(stats.users.active), to: usersWith('active') },
          { label: 'Suspended users', value: count.format(stats.users.suspended), to: usersWith('suspended') },
          { label: 'All users', value: count.format(stats.users.total), to: paths.adminUsers },
        ]}
      />
      <Figures
        label="Generation"
        figures={[
          { label: 'Queued e-mails', value: count.format(stats.queue.queued), hint: 'Waiting for a worker' },
          { label: 'Generating now', value: count.format(stats.queue.generating) },
          { label: 'Failed generations', value: count.format(stats.failures), hint: window },
          { label: 'AI spend', value: usd.format(stats.spendUsd), hint: window },
        ]}
      />
    </div>
  );
}
