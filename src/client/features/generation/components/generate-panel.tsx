import { Play, TestTube } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { DRY_RUN_PROSPECTS, type GenerationMode } from '#shared/generation.ts';
import { useEstimate, useGenerate } from '../api/generation.ts';
import { ModeChoice } from './mode-choice.tsx';
import { ResearchEstimate } from './research-estimate.tsx';
import { formatCount, formatDuration, formatUsd } from '../../../lib/format.ts';

/**
 * The cost and time preview before a batch: prospects × steps, tokens (labelled approximate unless
 * counted with the model's tokenizer), cost in USD or "Cost unknown", duration, and the two ways to
 * start — a dry run on DRY_RUN_PROSPECTS prospects, or everything. A switch, on by default, leaves out
 * the prospects whose address is missing, invalid, a role or disposable (#shared/generation.ts
 * unreachableFlagCodes); the estimate and the batch both get it, so the cost shown is the batch's.
 * With the brief's research on, the research the batch needs first, and the dry run's. "Generate all"
 * writes now or overnight through the provider's batch API (mode-choice.tsx, `mode: 'batch'`, decision
 * 038); a dry run is always written now.
 */
export function GeneratePanel({ campaignId, prospects }: { campaignId: string; prospects: number }) {
  const [skipUnreachable, setSkipUnreachable] = useState(true);
  const skipId = useId();
  const estimate = useEstimate(campaignId, prospects > 0, { skipUnreachable });
  const research = estimate.data?.research ?? null;
  const dryRunEstimate = useEstimate(campaignId, research !== null && research.prospects > 0, {
    skipUnreachable,
    dryRun: true,
  });
  const [chosenMode, setMode] = useState<GenerationMode>('now');
  const mode = estimate.data?.batch.available ? chosenMode : 'now';
  const generate = useGenerate(campaignId);
  const start = (dryRun: boolean) =>
    generate.mutate(
      { dryRun, skipUnreachable, ...(!dryRun && mode === 'batch' ? { mode } : {}) },
      {
        onSuccess: ({ queued }) =>
          toast.success(
            queued === 0
              ? 'Nothing new to write'
              : `${formatCount(queued)} e-mails queued${!dryRun && mode === 'batch' ? ' for the overnight batch' : ''}`,
          ),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Write the e-mails</CardTitle>
        <CardDescription>
          One e-mail per prospect and sequence step. Re-running only writes what is missing.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-3">
          <Switch id={skipId} checked={skipUnreachable} onCheckedChange={setSkipUnreachable} />
          <Label htmlFor={skipId} className="font-normal">
            Skip prospects whose address is missing, invalid, a role or disposable
          </Label>
        </div>
        {prospects === 0 ? <p className="text-muted-foreground text-sm">Import prospects first.</p> : null}
        {estimate.isPending && prospects > 0 ? <Spinner label="Estimating" /> : null}
        {estimate.isError ? <FormError>{errorMessage(estimate.error)}</FormError> : null}
        {estimate.data ? (
          <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4" aria-label="Estimate">
            <div>
              <dt className="text-muted-foreground">E-mails</dt>
              <dd className="font-medium tabular-nums">
                {formatCount(estimate.data.prospects)} × {estimate.data.steps} ={' '}
                {formatCount(estimate.data.prospects * estimate.data.steps)}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">
                Tokens{estimate.data.tokenCount === 'approximate' ? ' (approximate)' : ''}
              </dt>
              <dd className="font-medium tabular-nums">
                {formatCount(estimate.data.tokens.input)} in · {formatCount(estimate.data.tokens.output)} out
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Cost</dt>
              <dd className="font-medium tabular-nums">{formatUsd(estimate.data.costUsd)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Time</dt>
              <dd className="font-medium tabular-nums">about {formatDuration(estimate.data.durationSec)}</dd>
            </div>
          </dl>
        ) : null}
        {estimate.data ? <ModeChoice estimate={estimate.data} value={mode} onChange={setMode} /> : null}
        {research ? <ResearchEstimate research={research} dryRun={dryRunEstimate.data?.research} /> : null}
        {estimate.data ? (
          <p className="text-muted-foreground text-xs">
            Written by{' '}
            {estimate.data.model === 'offline' ? 'the offline composer (no AI provider, no cost)' : estimate.data.model}
            .
          </p>
        ) : null}
        {generate.isError ? <FormError>{errorMessage(generate.error)}</FormError> : null}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={prospects === 0 || generate.isPending} onClick={() => start(true)}>
          <TestTube aria-hidden="true" />
          Dry run ({DRY_RUN_PROSPECTS} prospects)
        </Button>
        <Button disabled={prospects === 0 || generate.isPending} onClick={() => start(false)}>
          {generate.isPending ? (
            <Spinner label="Queueing" className="text-primary-foreground" />
          ) : (
            <Play aria-hidden="true" />
          )}
          {mode === 'batch' ? 'Generate all overnight' : 'Generate all'}
        </Button>
      </CardFooter>
    </Card>
  );
}
