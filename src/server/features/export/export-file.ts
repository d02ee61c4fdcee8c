import { exportFileTypes, exportFilename, type ExportFormat } from '#shared/export.ts';
import { CSV_BOM, csvLines } from './csv-lines.ts';
import { layout, presets } from './presets.ts';
import type { ExportGroup, ExportOptions, ExportStats } from './types.ts';

/**
 * An export file as a stream of text chunks (docs/decisions/015), so 100,000 prospects never sit in
 * memory as one string: records are serialised a batch at a time as the groups are read. Pure: it reads
 * only the groups it is given (any iterable, sync or async). CSV formats: UTF-8 with a BOM (so Excel
 * opens them as UTF-8), RFC 4180 (Papa Parse quoting, CRLF), every cell CSV-injection safe
 * (DESIGN.md §5), one row per prospect; tool presets leave out prospects without an e-mail and count
 * them in `stats.skipped`. JSON: `[{prospect, emails}, …]`, as given. `stats` is final once `chunks` is
 * done.
 */
export type { ExportEmail, ExportGroup, ExportOptions, ExportProspect, ExportStats } from './types.ts';
export { presets, type Preset } from './presets.ts';

export type ExportFile = {
  format: ExportFormat;
  contentType: string;
  filename: string;
  chunks: AsyncGenerator<string, void>;
  stats: ExportStats;
};
type Groups = AsyncIterable<ExportGroup> | Iterable<ExportGroup>;

/** Records (or JSON items) per chunk: large enough that writes are few, small enough to stay small. */
export const EXPORT_CHUNK_ROWS = 250;

export function exportFile(format: ExportFormat, groups: Groups, options: ExportOptions): ExportFile {
  const stats: ExportStats = { rows: 0, skipped: 0 };
  const chunks = format === 'json' ? jsonChunks(groups, stats) : csvChunks(format, groups, options, stats);
  return {
    format,
    contentType: exportFileTypes[format].contentType,
    filename: exportFilename(options.name, format),
    chunks,
    stats,
  };
}

/** The whole file as one string (tests, small exports); the stats are final afterwards. */
export async function collectExport(file: ExportFile): Promise<string> {
  let text = '';
  for await (const chunk of file.chunks) text += chunk;
  return text;
}

async function* csvChunks(
  format: Exclude<ExportFormat, 'json'>,
  groups: Groups,
  options: ExportOptions,
  stats: ExportStats,
) {
  const preset = presets[format];
  const { columns, row } = layout(preset, options.steps, options.customColumns);
  yield CSV_BOM + csvLines([columns]);
  let batch: string[][] = [];
  for await (const group of groups) {
    if (preset.needsEmail && !group.prospect.email?.trim()) {
      stats.skipped++;
      continue;
    }
    batch.push(row(group));
    stats.rows++;
    if (batch.length === EXPORT_CHUNK_ROWS) {
      yield csvLines(batch);
      batch = [];
    }
  }
  if (batch.length > 0) yield csvLines(batch);
}

async function* jsonChunks(groups: Groups, stats: ExportStats) {
  yield '[';
  let batch: string[] = [];
  for await (const group of groups) {
    batch.push(`${stats.rows === 0 ? '' : ','}\n${JSON.stringify({ prospect: group.prospect, emails: group.emails })}`);
    stats.rows++;
    if (batch.length === EXPORT_CHUNK_ROWS) {
      yield batch.join('');
      batch = [];
    }
  }
  yield `${batch.join('')}\n]\n`;
}
