import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { listProspects, ycProspects, type ProspectRow } from '#server/engine/testing/prospect-lists.ts';
import { exportFormats } from '#shared/export.ts';
import { YC_TEXT_NOT_REDISTRIBUTABLE, corpusPresent, needsCorpus } from '#tests/support/test-data.ts';
import { collectExport, exportFile, presets, type ExportGroup } from './export-file.ts';

/**
 * Real prospect rows (real company descriptions with commas, quotes, dashes, ™ and other non-ASCII
 * text; made-up contacts) through every format and back: the committed list
 * (tests/fixtures/prospects, 300 Remote-in-Tech companies, ISC), and the 1,000 rows of the test
 * corpus's prospects/yc-prospects-hubspot.csv (SHARED_DATA_DIR; YC's directory text, not
 * redistributable, so skipped without the corpus).
 */
function exportsEveryRow(rows: () => ProspectRow[], customColumns: string[]) {
  const groupsOf = (): ExportGroup[] =>
    rows().map(({ row, prospect }) => ({
      prospect: { ...prospect, row },
      emails: [1, 2].map((step) => ({
        step,
        subject: `Re: ${prospect.company}`,
        opener: `Read: ${prospect.notes?.slice(0, 80) ?? ''}`,
        body: prospect.notes ?? '',
        status: 'approved' as const,
        grade: 'A',
        verdict: 'send' as const,
      })),
    }));
  const custom = customColumns.at(-1)!;

  it.each(exportFormats)('%s keeps every row and every character', async (format) => {
    const groups = groupsOf();
    const text = await collectExport(exportFile(format, groups, { steps: 2, customColumns, name: 'Prospects' }));
    if (format === 'json') {
      expect(JSON.parse(text)).toEqual(groups);
      return;
    }
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(groups.length);
    parsed.data.forEach((record, i) => {
      const group = groups[i]!;
      expect(record[`${presets[format].stepPrefix ?? ''}body_2`]).toBe(group.emails[1]!.body);
      expect(record[custom]).toBe(group.prospect.fields[custom] ?? '');
    });
  });
}

describe('export of real prospect rows: the committed list', () => {
  exportsEveryRow(listProspects, ['Company Size', 'Remote Policy']);
});

describe.skipIf(!corpusPresent)(
  `export of real prospect rows: 1,000 YC rows ${needsCorpus(YC_TEXT_NOT_REDISTRIBUTABLE)}`,
  () => {
    exportsEveryRow(ycProspects, ['Number of Employees', 'YC Batch']);
  },
);
