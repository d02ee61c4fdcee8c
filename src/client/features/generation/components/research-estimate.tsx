import type { ResearchEstimate as Figures } from '#shared/generation.ts';
import { formatCount, formatDuration } from '../../../lib/format.ts';

/**
 * The research a batch needs before writing (issue 15), in a line: "Research: up to 1,500 requests
 * to 300 sites (robots.txt included), about 50 s". Up to: a site linking fewer pages, or none at all,
 * takes fewer.
 */
function researchEstimateText(research: Figures): string {
  if (research.prospects === 0) return 'Research: nothing to fetch, every site was researched recently.';
  const sites = research.prospects === 1 ? 'site' : 'sites';
  return (
    `Research: up to ${formatCount(research.fetches)} requests to ${formatCount(research.prospects)} ${sites} ` +
    `(robots.txt included), about ${formatDuration(research.durationSec)}.`
  );
}

const dryRunText = (research: Figures) =>
  `A dry run researches ${formatCount(research.prospects)} ${research.prospects === 1 ? 'site' : 'sites'} ` +
  `(${formatCount(research.fetches)} requests, about ${formatDuration(research.durationSec)}).`;

/** The batch's research, and the dry run's when it is known. */
export function ResearchEstimate({ research, dryRun }: { research: Figures; dryRun?: Figures | null | undefined }) {
  return (
    <div className="grid gap-1 text-sm">
      <p>{researchEstimateText(research)}</p>
      {dryRun && dryRun.prospects > 0 ? <p className="text-muted-foreground text-xs">{dryRunText(dryRun)}</p> : null}
    </div>
  );
}
