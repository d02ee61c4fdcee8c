import type { Mapping } from '#shared/prospects.ts';
import { candidateBuilder, type ImportCandidate } from './candidate.ts';
import { resolveMapping } from './mapping.ts';
import type { ImportTable } from './table.ts';

/**
 * Every record of the table as a candidate, in file order, through the import's own mapping (auto,
 * or `mapping` applied over it) and normalisation, but without its dedupe: for files whose rows are
 * not one prospect each, such as e-mails to grade (`npm run grade`), where a prospect's sequence steps
 * sit on several rows with the same address. The table is closed when the generator ends.
 * @throws ImportError `invalid_mapping` before the first candidate; `too_large`, `not_csv` while reading
 */
export async function* readCandidates(table: ImportTable, mapping?: Mapping): AsyncGenerator<ImportCandidate> {
  try {
    const build = candidateBuilder(
      table,
      resolveMapping(
        table.columns,
        mapping,
        table.lookahead.map((r) => r.cells),
      ),
    );
    for await (const record of table.records()) yield build(record);
  } finally {
    await table.close();
  }
}
