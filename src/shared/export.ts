import { z } from 'zod';

/**
 * Export (issue 4 item 7; DESIGN.md §4): `GET /api/v1/campaigns/:id/export?format&status`.
 * `csv` is our own layout; `instantly`, `smartlead` and `lemlist` use the lead field names each tool's
 * import expects (server: features/emails/export/presets.ts); `json` is `[{prospect, emails}]`.
 */
export const exportFormats = ['csv', 'instantly', 'smartlead', 'lemlist', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportQuerySchema = z.object({
  format: z.enum(exportFormats).default('csv'),
  /** `approved` (the default): what a reviewer approved; `all`: every written e-mail. */
  status: z.enum(['approved', 'all']).default('approved'),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

export const exportFormatLabels: Record<ExportFormat, string> = {
  csv: 'CSV',
  instantly: 'Instantly',
  smartlead: 'Smartlead',
  lemlist: 'lemlist',
  json: 'JSON',
};
