import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { emailsKeyPrefix } from '#client/lib/campaign-work-queries.ts';
import { ExportMenu } from '#client/features/export/components/export-menu.tsx';
import { useProgress } from '#client/features/generation/api/generation.ts';
import { GeneratePanel } from '#client/features/generation/components/generate-panel.tsx';
import { ProgressPanel } from '#client/features/generation/components/progress-panel.tsx';
import { ReviewPanel } from '#client/features/review/components/review-panel.tsx';
import { UniformityPanel } from '#client/features/uniformity/components/uniformity-panel.tsx';

/**
 * The campaign page's E-mails tab: the cost and time preview with Dry run / Generate all, the live
 * progress of the batch, then how alike the first e-mails are (with a warning when they read as
 * templated; measured while no batch is writing), review and export once e-mails exist.
 * While a batch runs the review list is refreshed at most every LIST_REFRESH_MS (it can be thousands
 * of rows; progress itself updates every second), and once more when the batch stops.
 */
export const LIST_REFRESH_MS = 5_000;

export function EmailsTab({
  campaignId,
  prospects,
  researchOn,
}: {
  campaignId: string;
  prospects: number;
  /** The brief researches prospects' websites: review shows each prospect's research. */
  researchOn: boolean;
}) {
  const progress = useProgress(campaignId);
  const client = useQueryClient();
  const refreshed = useRef(0);
  const p = progress.data;
  const written = p ? p.total - p.queued - p.generating : 0;
  const writing = p?.state === 'running' && p.queued + p.generating > 0;
  useEffect(() => {
    if (!p) return;
    if (writing && Date.now() - refreshed.current < LIST_REFRESH_MS) return;
    refreshed.current = Date.now();
    void client.invalidateQueries({ queryKey: emailsKeyPrefix(campaignId) });
    // Only the figures that change the list matter; the whole object changes on every poll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, campaignId, p?.state, written]);

  if (progress.isPending) return <Spinner label="Loading progress" className="flex justify-center py-8" />;
  return (
    <div className="grid gap-6">
      <GeneratePanel campaignId={campaignId} prospects={prospects} />
      {p && p.total > 0 ? <ProgressPanel campaignId={campaignId} progress={p} /> : null}
      {p && p.total > 0 ? <UniformityPanel campaignId={campaignId} enabled={!writing} /> : null}
      {p && p.total > 0 ? (
        <ReviewPanel campaignId={campaignId} researchOn={researchOn} actions={<ExportMenu campaignId={campaignId} />} />
      ) : null}
    </div>
  );
}
