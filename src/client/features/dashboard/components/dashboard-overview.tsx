import { lazy, Suspense } from 'react';
import { FormError } from '#client/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useStats } from '../api/get-stats.ts';

// Recharts is ~100 KB gzip: the cards render first and the chart arrives in its own chunk.
const GenerationChart = lazy(() => import('./generation-chart.tsx').then((m) => ({ default: m.GenerationChart })));
import { StatCards } from './stat-cards.tsx';

/** The dashboard's figures above the campaign list: summary cards and the 30-day generation chart. */
export function DashboardOverview() {
  const stats = useStats();
  if (stats.isPending) return <Spinner label="Loading figures" className="flex justify-center py-8" />;
  if (stats.isError) return <FormError>{errorMessage(stats.error)}</FormError>;
  return (
    <section aria-labelledby="overview-heading" className="grid gap-4">
      <h2 id="overview-heading" className="sr-only">
        Overview
      </h2>
      <StatCards stats={stats.data} />
      <Suspense fallback={<Spinner label="Loading chart" className="flex justify-center py-8" />}>
        <GenerationChart days={stats.data.generatedPerDay} />
      </Suspense>
    </section>
  );
}
