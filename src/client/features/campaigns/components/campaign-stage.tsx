import { Badge } from '#client/components/ui/badge.tsx';
import { formatCount } from '#client/lib/format.ts';
import type { CampaignOverview, CampaignStage } from '#shared/campaigns.ts';

/**
 * Where a campaign's work stands (shared/campaigns.ts `campaignStages`), as the campaign list shows it:
 * the stage's badge, then its figures — how far the batch got and what failed while it writes, how
 * many wait for review after, how many are approved at the end — with a bar whose failed share is
 * drawn apart, so a batch with failures never reads as a full bar.
 */
const labels: Record<CampaignStage, string> = {
  draft: 'Draft',
  generating: 'Generating',
  paused: 'Paused',
  ready_for_review: 'Ready for review',
  approved: 'Approved',
  exported: 'Exported',
};
const variants = {
  draft: 'secondary',
  generating: 'accent',
  paused: 'outline',
  ready_for_review: 'accent',
  approved: 'default',
  exported: 'outline',
} as const;

export function CampaignStageBadge({ stage }: { stage: CampaignStage }) {
  return (
    <Badge variant={variants[stage]} data-stage={stage}>
      {labels[stage]}
    </Badge>
  );
}

export function CampaignFigures({ overview: o }: { overview: CampaignOverview }) {
  if (o.total === 0) return <span className="text-muted-foreground">No e-mails yet</span>;
  const parts = [
    o.left > 0 ? `${formatCount(o.written + o.failed)} of ${formatCount(o.total)} done` : null,
    o.left === 0 ? `${formatCount(o.approved)} of ${formatCount(o.written)} approved` : null,
    o.failed > 0 ? `${formatCount(o.failed)} failed` : null,
  ].filter(Boolean);
  const pct = (n: number) => `${(n / o.total) * 100}%`;
  const done = o.left > 0 ? o.written : o.approved;
  return (
    <span className="grid gap-1">
      <span className="text-muted-foreground text-sm tabular-nums">{parts.join(' · ')}</span>
      <span className="bg-muted flex h-1.5 w-32 overflow-hidden rounded-full" aria-hidden="true">
        <span className="bg-primary h-full" style={{ width: pct(done) }} />
        <span className="bg-destructive h-full" style={{ width: pct(o.failed) }} />
      </span>
    </span>
  );
}
