import Papa from 'papaparse';
import { neutraliseCell } from '#server/lib/csv-export.ts';
import type { ExportFormat } from '#shared/export.ts';
import { presets, type Row } from './presets.ts';
import type { ExportGroup } from './source.ts';

/**
 * An export file as a stream of text chunks (issue 4 item 7), so 100,000 prospects never sit in memory
 * as one string. CSV: RFC 4180 (Papa Parse quoting, CRLF), UTF-8 with a BOM so Excel opens it as
 * UTF-8, every cell CSV-injection safe (neutraliseCell: DESIGN.md §5). JSON: an array of
 * `{prospect, emails}`. `stats` fills in as the stream is read: `rows` written, and `skipped` — the
 * prospects without an e-mail address, which a sending tool cannot take (tool presets only).
 */
export { exportGroups, type ExportGroup } from './source.ts';

export type ExportFile = { contentType: string; filename: string; chunks: AsyncGenerator<string>; stats: { rows: number; skipped: number } };

const CHUNK_ROWS = 500;

export function exportFile(format: ExportFormat, groups: AsyncIterable<ExportGroup>, options: { steps: number; customColumns: string[]; name: string }): ExportFile {
  const stats = { rows: 0, skipped: 0 };
  const base = `${options.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').toLowerCase() || 'campaign'}-${format}`;
  if (format === 'json') return { contentType: 'application/json; charset=utf-8', filename: `${base}.json`, chunks: jsonChunks(groups, stats), stats };
  return { contentType: 'text/csv; charset=utf-8', filename: `${base}.csv`, chunks: csvChunks(format, groups, options, stats), stats };
}

const line = (rows: string[][]) => `${Papa.unparse(rows, { newline: '\r\n', quotes: false })}\r\n`;

async function* csvChunks(format: Exclude<ExportFormat, 'json'>, groups: AsyncIterable<ExportGroup>, options: { steps: number; customColumns: string[] }, stats: ExportFile['stats']) {
  const preset = presets[format];
  const columns = preset.columns(options.steps, options.customColumns);
  yield `\uFEFF${line([columns.map(neutraliseCell)])}`;
  let batch: Row[] = [];
  const flush = () => line(batch.map((row) => columns.map((c) => neutraliseCell(row[c]))));
  for await (const group of groups) {
    if (preset.needsEmail && !group.prospect.email) {
      stats.skipped++;
      continue;
    }
    batch.push(preset.row(group, options.steps));
    stats.rows++;
    if (batch.length === CHUNK_ROWS) {
      yield flush();
      batch = [];
    }
  }
  if (batch.length > 0) yield flush();
}

async function* jsonChunks(groups: AsyncIterable<ExportGroup>, stats: ExportFile['stats']) {
  yield '[';
  for await (const group of groups) {
    yield `${stats.rows === 0 ? '' : ','}\n${JSON.stringify(group)}`;
    stats.rows++;
  }
  yield '\n]\n';
}
