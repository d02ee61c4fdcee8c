import type { ProviderBatch, ProviderBatchState } from '#shared/generation.ts';
import { formatCount } from '../../../lib/format.ts';

/**
 * The campaign's latest provider batch beside the writing (overnight mode, decision 038): its state in
 * words, how many e-mails the provider still holds, the provider's counts at the last poll, and its
 * note (why it ended so, or why its e-mails went to normal calls).
 */
const stateLabel: Record<ProviderBatchState, string> = {
  pending: 'Overnight batch: preparing the requests',
  uploaded: 'Overnight batch: sending to the provider',
  submitted: 'Overnight batch: the provider is writing',
  done: 'Overnight batch: finished',
  expired: 'Overnight batch: expired before every e-mail was written',
  failed: 'Overnight batch: the provider refused it',
  cancelled: 'Overnight batch: cancelled',
  unsupported: 'Overnight batch: the provider has no batch API',
};

export function BatchProgress({ batch }: { batch: ProviderBatch }) {
  const counts = batch.requestCounts;
  const parts = [
    batch.emails > 0 ? `${formatCount(batch.emails)} e-mails waiting` : null,
    counts ? `${formatCount(counts.completed)} of ${formatCount(counts.total)} answered` : null,
    counts && counts.failed > 0 ? `${formatCount(counts.failed)} not answered` : null,
  ].filter((part) => part !== null);
  return (
    <div className="grid gap-0.5 text-sm" data-testid="batch-progress">
      <p className="font-medium">
        {stateLabel[batch.state]}
        {parts.length > 0 ? <span className="text-muted-foreground font-normal"> · {parts.join(' · ')}</span> : null}
      </p>
      {batch.note ? <p className="text-muted-foreground">{batch.note}</p> : null}
    </div>
  );
}
