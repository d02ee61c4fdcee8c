import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { AdminStats } from '#shared/admin.ts';

/**
 * The admin dashboard's two charts, drawn with Recharts in a lazily loaded chunk:
 * sign-ups per day, and e-mails generated per day with the failed generations stacked on them. As on
 * the user dashboard, each chart is hidden from assistive tech and out of the tab order, and its
 * figures are in a visually hidden table instead.
 */
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const label = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
const sum = (series: { count: number }[]) => series.reduce((n, d) => n + d.count, 0);

type Series = { key: string; name: string; color: string; data: { date: string; count: number }[] };

function DailyChart({
  title,
  description,
  series,
  testId,
}: {
  title: string;
  description: string;
  series: Series[];
  testId: string;
}) {
  const rows = series[0]!.data.map((d, i) => ({
    label: label(d.date),
    ...Object.fromEntries(series.map((s) => [s.key, s.data[i]?.count ?? 0])),
  }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="h-56" aria-hidden="true" data-testid={testId}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={rows} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
              <CartesianGrid vertical={false} strokeDasharray="3 3" />
              <XAxis dataKey="label" tickLine={false} axisLine={false} interval="preserveStartEnd" fontSize={12} />
              <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
              <Tooltip cursor={{ fillOpacity: 0.1 }} />
              {series.length > 1 ? <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} /> : null}
              {series.map((s) => (
                <Bar key={s.key} dataKey={s.key} name={s.name} stackId="day" fill={s.color} isAnimationActive={false} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
        <table className="sr-only">
          <caption>{title}, per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={series[0]!.data[i]!.date}>
                <td>{row.label}</td>
                {series.map((s) => (
                  <td key={s.key}>{s.data[i]?.count ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

export function AdminCharts({ stats }: { stats: AdminStats }) {
  const signups = sum(stats.signupsPerDay);
  const generated = sum(stats.generatedPerDay);
  const failed = sum(stats.failedPerDay);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DailyChart
        title="Sign-ups"
        testId="signups-chart"
        description={
          signups === 0 ? 'None in the last 30 days.' : `${signups.toLocaleString('en-US')} in the last 30 days.`
        }
        series={[{ key: 'signups', name: 'Sign-ups', color: 'var(--color-primary)', data: stats.signupsPerDay }]}
      />
      <DailyChart
        title="E-mails generated"
        testId="emails-chart"
        description={`${generated.toLocaleString('en-US')} written, ${failed.toLocaleString('en-US')} failed in the last 30 days.`}
        series={[
          { key: 'generated', name: 'Written', color: 'var(--color-primary)', data: stats.generatedPerDay },
          { key: 'failed', name: 'Failed', color: 'var(--color-destructive)', data: stats.failedPerDay },
        ]}
      />
    </div>
  );
}
