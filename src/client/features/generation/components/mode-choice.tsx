import { useId } from 'react';
import { Label } from '#client/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#client/components/ui/radio-group.tsx';
import type { Estimate, GenerationMode } from '#shared/generation.ts';
import { formatDuration, formatUsd } from '../../../lib/format.ts';

/**
 * When "Generate all" writes the e-mails (decision 038): "Now", one call per e-mail at the estimate's
 * price and duration, or "Overnight (batch API)" through the provider's batch API at `batch.costUsd`
 * (half the price), usually within `batch.expectedWaitSec` and at most `batch.maxWaitSec`. When the
 * provider or brief rules overnight out, its choice is disabled and `batch.reason` says why beside it.
 * `value` is what the caller sends as `mode`; it never stays `batch` when that is not available.
 */
export function ModeChoice({
  estimate,
  value,
  onChange,
}: {
  estimate: Estimate;
  value: GenerationMode;
  onChange: (mode: GenerationMode) => void;
}) {
  const id = useId();
  const { batch } = estimate;
  const option = (mode: GenerationMode, title: string, detail: string | null, disabled = false) => (
    <div className="flex items-start gap-3">
      <RadioGroupItem
        value={mode}
        id={`${id}-${mode}`}
        className="mt-0.5"
        disabled={disabled}
        aria-describedby={`${id}-${mode}-detail`}
      />
      <div className="grid gap-0.5 text-sm">
        <Label htmlFor={`${id}-${mode}`}>{title}</Label>
        <p id={`${id}-${mode}-detail`} className="text-muted-foreground">
          {detail}
        </p>
      </div>
    </div>
  );
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">When to write them</legend>
      <RadioGroup
        value={batch.available ? value : 'now'}
        onValueChange={(mode) => onChange(mode as GenerationMode)}
        className="gap-2"
      >
        {option('now', 'Now', `${formatUsd(estimate.costUsd)}, about ${formatDuration(estimate.durationSec)}`)}
        {batch.available
          ? option(
              'batch',
              'Overnight (batch API)',
              `${formatUsd(batch.costUsd)}, usually within ${formatDuration(batch.expectedWaitSec)}, at most ${formatDuration(batch.maxWaitSec)}`,
            )
          : option('batch', 'Overnight (batch API)', batch.reason, true)}
      </RadioGroup>
      <p className="text-muted-foreground text-xs">A dry run is always written now.</p>
    </fieldset>
  );
}
