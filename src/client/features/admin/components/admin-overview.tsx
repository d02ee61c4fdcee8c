import { lazy, Suspense } from 'react';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { useAdminStats } from '../api/dashboard.ts';
import { AdminStatCards } from './admin-stat-cards.tsx';
import { AuditLog } from './audit-log.tsx';
import { Outbox } from './outbox.tsx';
import { useMe } from '#client/features/auth/api/get-me.ts';

// Recharts is ~100 KB gzip: the figures render first and the charts arrive in their own chunk.
const AdminCharts = lazy(() => import('./admin-charts.tsx').then((m) => ({ default: m.AdminCharts })));

/**
 * /admin's content: users by status, queue, failures and spend; the 30-day charts; the audit log; for
 * superadmins, the outbox.
 */
export function AdminOverview() {
  const stats = useAdminStats();
  const { data: me } = useMe();
  return (
    <div className="grid gap-8">
      <section aria-labelledby="figures-heading" className="grid gap-4">
        <h2 id="figures-heading" className="sr-only">
          Figures
        </h2>
        {stats.isPending ? (
          <Spinner label="Loading figures" className="flex justify-center py-8" />
        ) : stats.isError ? (
          <FormError>{errorMessage(stats.error)}</FormError>
        ) : (
          <>
            <AdminStatCards stats={stats.data} />
            <Suspense fallback={<Spinner label="Loading charts" className="flex justify-center py-8" />}>
              <AdminCharts stats={stats.data} />
            </Suspense>
          </>
        )}
      </section>
      <AuditLog />
      {me?.role === 'superadmin' ? <Outbox /> : null}
    </div>
  );
}
