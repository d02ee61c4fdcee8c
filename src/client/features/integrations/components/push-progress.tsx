import { useState } from 'react';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { LabelledSelect } from '#client/components/ui/labelled-select.tsx';
import { ProgressBar } from '#client/components/ui/progress-bar.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { pushLeadStatuses, type Push, type PushLeadStatus } from '#shared/integrations.ts';
import { RESULTS_PAGE, usePush } from '../api/pushes.ts';
import { PushResults } from './push-results.tsx';

/**
 * A push's live progress (polled until it is done): how many prospects are through, the counts per
 * result, the reason if it stopped, and the per-prospect results, filterable (failures first to look at).
 */
const stateLabel: Record<Push['state'], string> = {
  queued: 'Waiting to start',
  running: 'Pushing',
  completed: 'Done',
  failed: 'Stopped',
};
const countLabels: Record<PushLeadStatus, string> = {
  created: 'Created',
  updated: 'Updated',
  skipped: 'Skipped',
  failed: 'Failed',
};

export function PushProgress({ pushId }: { pushId: string }) {
  const [filter, setFilter] = useState<PushLeadStatus | ''>('');
  const push = usePush(pushId, filter || undefined);
  if (push.isPending) return <Spinner label="Loading the push" />;
  if (push.isError) return <FormError>{errorMessage(push.error)}</FormError>;
  const p = push.data;
  const done = pushLeadStatuses.reduce((sum, s) => sum + p.counts[s], 0);
  const percent = p.total === 0 ? 100 : Math.round((done / p.total) * 100);
  return (
    <div className="grid gap-4">
      <p className="font-medium" role="status" aria-live="polite">
        {stateLabel[p.state]} · {done.toLocaleString()} of {p.total.toLocaleString()}
      </p>
      <ProgressBar label="Prospects pushed" percent={percent} />
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {pushLeadStatuses.map((status) => (
          <div key={status} className="flex gap-1">
            <dt className="text-muted-foreground">{countLabels[status]}</dt>
            <dd className="font-medium tabular-nums" data-testid={`push-${status}`}>
              {p.counts[status].toLocaleString()}
            </dd>
          </div>
        ))}
      </dl>
      {p.error ? <FormError>{p.error}</FormError> : null}
      <LabelledSelect
        className="max-w-48"
        label="Show"
        value={filter}
        onChange={(v) => setFilter(v as PushLeadStatus | '')}
        options={[['', 'All results'], ...pushLeadStatuses.map((s): [string, string] => [s, countLabels[s]])]}
      />
      <PushResults items={p.results.items} more={p.results.nextCursor !== null} pageSize={RESULTS_PAGE} />
    </div>
  );
}
