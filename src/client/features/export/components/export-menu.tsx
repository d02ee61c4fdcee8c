import { Download, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button-variants.ts';
import { integrationsPath } from '#client/config/paths.ts';
import { exportFormatLabels, exportFormats, type ExportFormat } from '#shared/export.ts';
import { NativeSelect } from '../../../components/ui/native-select.tsx';

/**
 * Export (docs/decisions/015): pick a format (our CSV, a sending tool's preset, or JSON) and approved
 * only or every written e-mail; the link downloads `GET …/export` with the session cookie. "Push to a
 * tool…" opens /integrations with this campaign preselected (Instantly, Smartlead, lemlist, HubSpot).
 */
export function ExportMenu({ campaignId }: { campaignId: string }) {
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [status, setStatus] = useState<'approved' | 'all'>('approved');
  const href = `/api/v1/campaigns/${encodeURIComponent(campaignId)}/export?format=${format}&status=${status}`;
  return (
    <div className="flex flex-wrap items-end gap-3" aria-label="Export" role="group">
      <NativeSelect
        label="Export format"
        value={format}
        onChange={(v) => setFormat(v as ExportFormat)}
        options={exportFormats.map((f): [string, string] => [f, exportFormatLabels[f]])}
      />
      <NativeSelect
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
  );
}
