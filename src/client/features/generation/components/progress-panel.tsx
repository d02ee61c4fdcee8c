import { Pause, Play, RotateCcw, Square } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ProgressBar } from '#client/components/ui/progress-bar.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import type { Progress } from '#shared/generation.ts';
import { useRunAction, type RunAction } from '../api/generation.ts';
import { BatchProgress } from './batch-progress.tsx';
import { ResearchProgress } from './research-progress.tsx';
import { formatCount, formatDuration, formatUsd } from '../../../lib/format.ts';

/**
 * Live progress of a batch: a progress bar, counts per status, rate (e-mails/min), ETA and spend, with
 * Pause / Resume / Cancel / Retry failed where they apply. The figures are polled by useProgress while
 * the batch runs. A finished batch with failures says so in its title ("Finished — 15 failed") and its
 * bar draws the failed share in the destructive colour: never a full blue bar over failures. With
 * research asked for, its own line and bar ("Researching n of m sites") apart from the writing; with an
 * overnight batch (decision 038), its state and the provider's counts (batch-progress.tsx).
 */
const stateLabel: Record<Progress['state'], string> = {
  idle: 'Not started',
  running: 'Writing',
  paused: 'Paused',
  cancelled: 'Cancelled',
  budget_reached: 'Stopped: budget reached',
  completed: 'Finished',
};

export function ProgressPanel({ campaignId, progress }: { campaignId: string; progress: Progress }) {
  const run = useRunAction(campaignId);
  const done = progress.total - progress.queued - progress.generating;
  const percent = progress.total === 0 ? 0 : Math.round((done / progress.total) * 100);
  const share = (n: number) => (progress.total === 0 ? 0 : (n / progress.total) * 100);
  const title =
    progress.state === 'completed' && progress.failed > 0
      ? `Finished — ${formatCount(progress.failed)} failed`
      : `${stateLabel[progress.state]} · ${formatCount(done)} of ${formatCount(progress.total)}`;
  const left = progress.queued + progress.generating;
  const action = (
    name: RunAction,
    label: string,
    icon: React.ReactNode,
    variant: 'outline' | 'default' = 'outline',
  ) => (
    <Button key={name} size="sm" variant={variant} disabled={run.isPending} onClick={() => run.mutate(name)}>
      {icon}
      {label}
    </Button>
  );
  const counts: [string, number][] = [
    ['Queued', progress.queued],
    ['Writing', progress.generating],
    ['Ready', progress.ready],
    ['Approved', progress.approved],
    ['Rejected', progress.rejected],
    ['Failed', progress.failed],
  ];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        <div className="flex flex-wrap gap-2">
          {progress.state === 'running' && left > 0 ? action('pause', 'Pause', <Pause aria-hidden="true" />) : null}
          {['paused', 'budget_reached', 'cancelled'].includes(progress.state) && left > 0
            ? action('resume', 'Resume', <Play aria-hidden="true" />, 'default')
            : null}
          {left > 0 ? action('cancel', 'Cancel', <Square aria-hidden="true" />) : null}
          {progress.failed > 0 ? action('retry-failed', 'Retry failed', <RotateCcw aria-hidden="true" />) : null}
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ProgressBar
          label="E-mails written"
          percent={percent}
          valueText={progress.failed > 0 ? `${percent}% done, ${formatCount(progress.failed)} failed` : undefined}
          segments={[
            { share: share(done - progress.failed), className: 'bg-primary' },
            { share: share(progress.failed), className: 'bg-destructive', testId: 'progress-failed' },
          ]}
        />
        <dl className="text-muted-foreground flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {counts.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt>{label}</dt>
              <dd className="text-foreground font-medium tabular-nums">{formatCount(value)}</dd>
            </div>
          ))}
          <div className="flex gap-1">
            <dt>Rate</dt>
            <dd className="text-foreground font-medium tabular-nums">{progress.ratePerMin}/min</dd>
          </div>
          <div className="flex gap-1">
            <dt>Time left</dt>
            <dd className="text-foreground font-medium tabular-nums">
              {left === 0 ? '—' : formatDuration(progress.etaSec)}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Spent</dt>
            <dd className="text-foreground font-medium tabular-nums">{formatUsd(progress.spentUsd)}</dd>
          </div>
        </dl>
        {progress.research ? <ResearchProgress research={progress.research} /> : null}
        {progress.batch ? <BatchProgress batch={progress.batch} /> : null}
        {run.isError ? <FormError>{errorMessage(run.error)}</FormError> : null}
      </CardContent>
    </Card>
  );
}
