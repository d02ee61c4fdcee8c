import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ycProspects } from '#server/engine/testing/yc-prospects.ts';
import { exportFormats } from '#shared/export.ts';
import { collectExport, exportFile, presets, type ExportGroup } from './export-file.ts';

/**
 * The 1,000 rows of ../shared/data/prospects/yc-prospects-hubspot.csv (real company descriptions with
 * commas, quotes, ™ and other non-ASCII text; made-up contacts) through every format and back.
 */
const rows = ycProspects();
const groups: ExportGroup[] = rows.map(({ row, prospect }) => ({
  prospect: { ...prospect, row },
  emails: [1, 2].map((step) => ({
    step,
    subject: `Re: ${prospect.company}`,
    opener: `Read: ${prospect.notes?.slice(0, 80) ?? ''}`,
    body: prospect.notes ?? '',
    status: 'approved' as const,
    grade: 'A',
  })),
}));
const customColumns = ['Number of Employees', 'YC Batch'];

describe('export of real prospect rows', () => {
  it.each(exportFormats)('%s keeps every row and every character', async (format) => {
    const text = await collectExport(exportFile(format, groups, { steps: 2, customColumns, name: 'YC' }));
    if (format === 'json') {
      expect(JSON.parse(text)).toEqual(groups);
      return;
    }
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(rows.length);
    parsed.data.forEach((record, i) => {
      const group = groups[i]!;
      expect(record[`${presets[format].stepPrefix ?? ''}body_2`]).toBe(group.emails[1]!.body);
      expect(record['YC Batch']).toBe(group.prospect.fields['YC Batch'] ?? '');
    });
  });
});
