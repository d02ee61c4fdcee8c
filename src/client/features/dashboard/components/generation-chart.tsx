import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { Stats } from '#shared/stats.ts';

/**
 * E-mails generated per day over the last 30 days (SPEC's content generation chart), drawn with
 * Recharts. The same figures are in a visually hidden table for screen readers, since an SVG chart says
 * nothing to them; the chart itself is hidden from them and out of the tab order (`accessibilityLayer`
 * off), so keyboard users do not land on a picture they cannot read.
 */
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const label = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));

export function GenerationChart({ days }: { days: Stats['generatedPerDay'] }) {
  const total = days.reduce((n, d) => n + d.count, 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>E-mails generated</CardTitle>
        <CardDescription>
          {total === 0 ? 'None in the last 30 days yet.' : `${total.toLocaleString('en-US')} in the last 30 days.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="h-56" aria-hidden="true" data-testid="generation-chart">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              accessibilityLayer={false}
              data={days.map((d) => ({ ...d, label: label(d.date) }))}
              margin={{ top: 4, right: 4, bottom: 0, left: -20 }}
            >
              <CartesianGrid vertical={false} strokeDasharray="3 3" />
              <XAxis dataKey="label" tickLine={false} axisLine={false} interval="preserveStartEnd" fontSize={12} />
              <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
              <Tooltip cursor={{ fillOpacity: 0.1 }} formatter={(value) => [value, 'E-mails']} />
              <Bar dataKey="count" fill="var(--color-primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <table className="sr-only">
          <caption>E-mails generated per day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">E-mails</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td>{label(d.date)}</td>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
