import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { ServiceCheck } from '../utils/status-report.ts';
import { StatusBadge } from './status-badge.tsx';

/** One of the API, Database and Auth cards: badge, message, response time in ms, last checked. */
export function ServiceCard({
  title,
  check,
  checkedAt,
  checking,
}: {
  title: string;
  check: ServiceCheck | undefined;
  checkedAt: string | undefined;
  checking: boolean;
}) {
  const state = checking || !check ? 'checking' : check.status;
  return (
    <Card className="gap-4" aria-labelledby={`service-${title}`} role="group">
      <CardHeader className="flex items-center justify-between gap-3">
        <CardTitle>
          <h2 id={`service-${title}`} className="text-base">
            {title}
          </h2>
        </CardTitle>
        <StatusBadge state={state} />
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="min-h-10 break-words">{check?.message ?? 'Checking…'}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-muted-foreground">
          <dt>Response time</dt>
          <dd className="text-right font-medium text-foreground tabular-nums">
            {check?.latencyMs != null ? `${check.latencyMs} ms` : '—'}
          </dd>
          <dt>Last checked</dt>
          <dd className="text-right font-medium text-foreground tabular-nums">
            {checkedAt ? <time dateTime={checkedAt}>{new Date(checkedAt).toLocaleTimeString()}</time> : '—'}
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}
