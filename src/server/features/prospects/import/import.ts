import type { ImportPreview, ImportResult, Mapping } from '#shared/prospects.ts';
import { candidateBuilder, type ImportCandidate } from './candidate.ts';
import { resolveMapping } from './mapping.ts';
import type { ImportTable } from './table.ts';

type Duplicate = ImportResult['duplicates'][number];
type Invalid = ImportResult['invalid'][number];

/** Sample rows in the preview (DESIGN.md §4 "the first rows"). */
export const PREVIEW_ROWS = 5;

/**
 * The preview answer (DESIGN.md §4 `POST …/prospects/preview`): the columns, the mapping the import
 * would use (auto, or `mapping` applied over it) and the first records as column → trimmed value.
 * Reads nothing beyond the table's lookahead, then closes the table.
 * @throws ImportError `invalid_mapping` (resolveMapping)
 */
export async function previewImport(table: ImportTable, mapping?: Mapping): Promise<ImportPreview> {
  try {
    const sample = table.lookahead
      .slice(0, PREVIEW_ROWS)
      .map((record) => Object.fromEntries(table.columns.map((column, i) => [column, (record.cells[i] ?? '').trim()])));
    return { columns: table.columns, mapping: resolveMapping(table.columns, mapping, lookaheadCells(table)), sample };
  } finally {
    await table.close();
  }
}

/** One step of an import: `candidates.length + duplicates.length === records`, always. */
export interface ImportBatch {
  /** Records read in this batch. */
  records: number;
  /** To store. Flagged ones included (see `invalid`). */
  candidates: ImportCandidate[];
  /** Not stored: the e-mail came earlier in the file, or `knownEmails` says the campaign has it. */
  duplicates: Duplicate[];
  /** One entry per flagged candidate of this batch, the flags' reasons joined with "; ". */
  invalid: Invalid[];
}

export interface ImportOptions {
  /** The user's mapping; auto-mapped when absent (resolveMapping). */
  mapping?: Mapping;
  /** Records per batch; default 1,000 (prospects.service.ts INSERT_BATCH_ROWS). */
  batchSize?: number;
  /**
   * Which of these normalised e-mails the campaign already holds (e.g. one `SELECT email … WHERE
   * email = ANY($1)` per batch). Their rows become duplicates instead of candidates. Optional:
   * storeProspects' ON CONFLICT catches them too; then use `markDuplicates`.
   */
  knownEmails?: (emails: string[]) => Promise<Iterable<string>> | Iterable<string>;
}

/**
 * The import pass: streams the table's records through the mapping, normalisation, e-mail checks
 * and in-file dedupe, in batches sized for one INSERT. Memory: one batch plus the set of e-mails seen
 * (at most IMPORT_MAX_ROWS strings). A repeated e-mail (same normalised text) is a duplicate of its
 * first row and is not stored; rows without an e-mail are never duplicates. Every record
 * lands in exactly one of `candidates` and `duplicates`.
 * @throws ImportError `invalid_mapping` before the first batch; `too_large`, `not_csv` while reading
 */
export async function* importProspects(table: ImportTable, options: ImportOptions = {}): AsyncGenerator<ImportBatch> {
  const mapping = resolveMapping(table.columns, options.mapping, lookaheadCells(table));
  const build = candidateBuilder(table, mapping);
  const batchSize = options.batchSize ?? 1_000;
  const seen = new Set<string>();
  let batch: ImportBatch = emptyBatch();
  const finish = async (full: ImportBatch) => {
    const emails = full.candidates.flatMap((c) => (c.email === null ? [] : [c.email]));
    const known = options.knownEmails && emails.length > 0 ? new Set(await options.knownEmails(emails)) : null;
    return withInvalid(known ? moveToDuplicates(full, (c) => c.email !== null && known.has(c.email)) : full);
  };
  for await (const record of table.records()) {
    const candidate = build(record);
    batch.records++;
    if (candidate.email !== null && seen.has(candidate.email))
      batch.duplicates.push({ row: candidate.row, email: candidate.email });
    else {
      if (candidate.email !== null) seen.add(candidate.email);
      batch.candidates.push(candidate);
    }
    if (batch.records >= batchSize) {
      yield await finish(batch);
      batch = emptyBatch();
    }
  }
  if (batch.records > 0) yield await finish(batch);
}

/**
 * Moves the candidates with these rows to `duplicates` (e.g. the rows storeProspects skipped because
 * the campaign already had the e-mail) and drops their `invalid` entries, keeping the batch's count.
 */
export function markDuplicates(batch: ImportBatch, rows: Iterable<number>): ImportBatch {
  const set = new Set(rows);
  return withInvalid(moveToDuplicates(batch, (c) => set.has(c.row)));
}

/** The whole import in memory (the CLI, tests): every batch concatenated, rows in file order. */
export async function collectImport(table: ImportTable, options: ImportOptions = {}) {
  const all = {
    records: 0,
    candidates: [] as ImportCandidate[],
    duplicates: [] as Duplicate[],
    invalid: [] as Invalid[],
  };
  for await (const batch of importProspects(table, options)) {
    all.records += batch.records;
    all.candidates.push(...batch.candidates);
    all.duplicates.push(...batch.duplicates);
    all.invalid.push(...batch.invalid);
  }
  return {
    ...all,
    columns: table.columns,
    mapping: resolveMapping(table.columns, options.mapping, lookaheadCells(table)),
  };
}

const emptyBatch = (): ImportBatch => ({ records: 0, candidates: [], duplicates: [], invalid: [] });
const lookaheadCells = (table: ImportTable) => table.lookahead.map((r) => r.cells);

function moveToDuplicates(batch: ImportBatch, isDuplicate: (c: ImportCandidate) => boolean): ImportBatch {
  const candidates = batch.candidates.filter((c) => !isDuplicate(c));
  const moved = batch.candidates.filter(isDuplicate).map((c) => ({ row: c.row, email: c.email ?? '' }));
  const duplicates = [...batch.duplicates, ...moved].sort((a, b) => a.row - b.row);
  return { ...batch, candidates, duplicates };
}

function withInvalid(batch: ImportBatch): ImportBatch {
  const invalid = batch.candidates
    .filter((c) => c.flags.length > 0)
    .map((c) => ({ row: c.row, reason: c.flags.map((f) => f.reason).join('; ') }));
  return { ...batch, invalid };
}
