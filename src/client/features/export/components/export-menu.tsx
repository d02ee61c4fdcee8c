import { useQuery } from '@tanstack/react-query';
import { Download, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button-variants.ts';
import { integrationsPath } from '#client/config/paths.ts';
import { apiHead } from '#client/lib/api-client.ts';
import { generationKey } from '#client/lib/campaign-work-queries.ts';
import { formatCount } from '#client/lib/format.ts';
import { exportFormatLabels, exportFormats, type ExportFormat } from '#shared/export.ts';
import { LabelledSelect } from '#client/components/ui/labelled-select.tsx';

/**
 * Export (docs/decisions/015): pick a format (our CSV, a sending tool's preset, or JSON) and approved
 * only or every written e-mail; the link downloads `GET …/export` with the session cookie. "Push to a
 * tool…" opens /integrations with this campaign preselected (Instantly, Smartlead, lemlist, HubSpot).
 * Before the download it says who the file will leave out, from the export's own headers (a `HEAD`):
 * leads whose sequence is only partly approved, and leads a tool cannot take without an address.
 */
export function ExportMenu({ campaignId }: { campaignId: string }) {
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [status, setStatus] = useState<'approved' | 'all'>('approved');
  const href = `/api/v1/campaigns/${encodeURIComponent(campaignId)}/export?format=${format}&status=${status}`;
  const leftOut = useLeftOut(campaignId, href);
  return (
    <div className="grid justify-items-end gap-1">
      <div className="flex flex-wrap items-end gap-3" aria-label="Export" role="group">
        <LabelledSelect
          label="Export format"
          value={format}
          onChange={(v) => setFormat(v as ExportFormat)}
          options={exportFormats.map((f): [string, string] => [f, exportFormatLabels[f]])}
        />
        <LabelledSelect
          label="Which e-mails"
          value={status}
          onChange={(v) => setStatus(v as 'approved' | 'all')}
          options={[
            ['approved', 'Approved only'],
            ['all', 'All written'],
          ]}
        />
        <a className={buttonVariants({ variant: 'outline' })} href={href} download>
          <Download aria-hidden="true" />
          Export
        </a>
        <Link className={buttonVariants({ variant: 'ghost' })} to={integrationsPath(campaignId)}>
          <Send aria-hidden="true" />
          Push to a tool…
        </Link>
      </div>
      {leftOut.length > 0 ? (
        <p className="text-muted-foreground text-xs" aria-live="polite" data-testid="export-left-out">
          {leftOut.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

const leads = (n: number) => `${formatCount(n)} lead${n === 1 ? '' : 's'}`;

/**
 * What the export at `href` leaves out, as sentences. Keyed under the campaign's generation key, so an
 * approval (which marks it stale, campaign-work-queries.ts) refreshes the figures.
 */
function useLeftOut(campaignId: string, href: string): string[] {
  const { data } = useQuery({
    queryKey: [...generationKey(campaignId), 'export-left-out', href],
    queryFn: async ({ signal }) => {
      const headers = await apiHead(href, signal);
      return {
        partial: Number(headers.get('x-skipped-partial') ?? 0),
        noEmail: Number(headers.get('x-skipped-without-email') ?? 0),
      };
    },
  });
  const sentences: string[] = [];
  if (data?.partial) sentences.push(`${leads(data.partial)} left out: only part of the sequence is approved.`);
  if (data?.noEmail) sentences.push(`${leads(data.noEmail)} left out: no e-mail address.`);
  return sentences;
}
