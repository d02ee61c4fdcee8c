import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { Stats } from '#shared/stats.ts';

/** The dashboard's summary cards: campaigns, prospects, e-mails ready and approved, spend this month. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-US');

export function StatCards({ stats }: { stats: Stats }) {
  const cards = [
    { label: 'Campaigns', value: count.format(stats.campaigns) },
    { label: 'Prospects', value: count.format(stats.prospects) },
    { label: 'E-mails ready', value: count.format(stats.emails.ready) },
    { label: 'E-mails approved', value: count.format(stats.emails.approved) },
    { label: 'Spend this month', value: usd.format(stats.spendThisMonthUsd) },
  ];
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-5" aria-label="Summary">
      {cards.map((card) => (
        <li key={card.label}>
          <Card>
            <CardHeader className="pb-1">
              <CardTitle className="text-muted-foreground text-sm font-medium">{card.label}</CardTitle>
            </CardHeader>
            <CardContent className="text-2xl font-semibold tabular-nums">{card.value}</CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
