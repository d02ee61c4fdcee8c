import { ProgressBar } from '#client/components/ui/progress-bar.tsx';
import type { ResearchProgress as Counts } from '#shared/generation.ts';
import { formatCount } from '../../../lib/format.ts';

/**
 * The campaign's prospect research beside the writing (issue 15): "Researching n of m sites" with its
 * own bar while sites are left, then what it came to ("Researched 300 sites · 12 skipped · 2 failed").
 * Skipped means no site to research (no website, a mailbox provider's address).
 */
export function ResearchProgress({ research }: { research: Counts }) {
  const total = research.queued + research.researching + research.done + research.skipped + research.failed;
  const finished = research.done + research.skipped + research.failed;
  const percent = total === 0 ? 100 : Math.round((finished / total) * 100);
  const outcomes = [
    research.skipped > 0 ? `${formatCount(research.skipped)} skipped` : null,
    research.failed > 0 ? `${formatCount(research.failed)} failed` : null,
  ].filter((part) => part !== null);
  if (finished === total)
    return (
      <p className="text-muted-foreground text-sm">
        {[`Researched ${formatCount(total)} ${total === 1 ? 'site' : 'sites'}`, ...outcomes].join(' · ')}
      </p>
    );
  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-medium">
        Researching {formatCount(finished)} of {formatCount(total)} sites
        {outcomes.length > 0 ? (
          <span className="text-muted-foreground font-normal"> · {outcomes.join(' · ')}</span>
        ) : null}
      </p>
      <ProgressBar
        label="Sites researched"
        percent={percent}
        segments={[{ share: percent, className: 'bg-primary/60' }]}
        className="h-1.5"
      />
    </div>
  );
}
