import { z } from 'zod';
import { emailStatuses, emailVerdicts, scoreClaimSchema } from './emails.ts';
import { prospectSchema } from './prospects.ts';

/**
 * Export (DESIGN.md §4; docs/decisions/015): `GET /api/v1/campaigns/:id/export?format&status`.
 * `csv` is our own layout; `instantly`, `smartlead` and `lemlist` use the lead field names each tool's
 * import expects, `hubspot` the contact property labels HubSpot's import maps (server:
 * features/export/presets.ts); `json` is `[{prospect, emails}]`.
 */
export const exportFormats = ['csv', 'instantly', 'smartlead', 'lemlist', 'hubspot', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** `approved` (the default): what a reviewer approved; `all`: every written e-mail (ready, approved, rejected). */
export const exportStatuses = ['approved', 'all'] as const;
export type ExportStatus = (typeof exportStatuses)[number];

export const exportQuerySchema = z.object({
  format: z.enum(exportFormats).default('csv'),
  status: z.enum(exportStatuses).default('approved'),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/**
 * One sequence step of a prospect in an export (1-based `step`; `grade` and `verdict` are the score's).
 * `claims` (the `json` format only, when the score has them): the statements about the prospect the
 * grounding check found, each with whether the row supports it and, for a passage of the prospect's
 * website, its `source` (URL, title, quote). The `csv` format lists those passages in `sources_N`.
 */
export const exportEmailSchema = z.object({
  step: z.number().int(),
  subject: z.string(),
  opener: z.string(),
  body: z.string(),
  status: z.enum(emailStatuses),
  grade: z.string().nullable(),
  verdict: z.enum(emailVerdicts).nullable(),
  claims: z.array(scoreClaimSchema).optional(),
});
export type ExportEmail = z.infer<typeof exportEmailSchema>;

/** The `json` format's file: one item per prospect with e-mails of the chosen statuses, in import order. */
export const exportJsonSchema = z.array(z.object({ prospect: prospectSchema, emails: z.array(exportEmailSchema) }));

export const exportFormatLabels: Record<ExportFormat, string> = {
  csv: 'CSV',
  instantly: 'Instantly',
  smartlead: 'Smartlead',
  lemlist: 'lemlist',
  hubspot: 'HubSpot',
  json: 'JSON',
};

/**
 * What each format downloads as. `text/csv` with a `charset` parameter is RFC 4180 §3 (the IANA
 * registration); `application/json` is RFC 8259 §11 (UTF-8 is implied; the parameter is harmless and
 * helps old clients). Every CSV format is written as UTF-8 with a BOM (see the server's export module).
 */
export const exportFileTypes: Record<ExportFormat, { extension: 'csv' | 'json'; contentType: string }> = {
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  instantly: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  smartlead: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  lemlist: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  hubspot: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  json: { extension: 'json', contentType: 'application/json; charset=utf-8' },
};

/**
 * `<campaign-slug>-<format>.<extension>`, e.g. `fintech-q3-instantly.csv`. ASCII only (accents are
 * folded, other scripts dropped, `campaign` when nothing is left), so the name can go into a plain
 * `Content-Disposition: attachment; filename="…"` header: Node refuses header values beyond Latin-1.
 */
export function exportFilename(campaignName: string, format: ExportFormat): string {
  const slug = campaignName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'campaign'}-${format}.${exportFileTypes[format].extension}`;
}
