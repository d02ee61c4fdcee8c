/**
 * Prospect import (docs/decisions/011): a pure library, no HTTP and no database. The route and the CLI
 * use it in three calls:
 *
 *   const table = await openCsv(c.req.raw.body!)        // or openJsonRows(await c.req.json())
 *   await previewImport(table, mapping?)                 // → ImportPreview {columns, mapping, sample}
 *   for await (const batch of importProspects(table, { mapping, knownEmails })) { store batch.candidates … }
 *
 * Every refusal is an ImportError, an AppError: `app.onError` answers it (413 too_large, 422 not CSV).
 */
export { type ByteSource } from './byte-source.ts';
export { type ImportCandidate } from './candidate.ts';
export { type DecodeInfo } from './decode.ts';
export {
  disposableDomainOf,
  emailFlags,
  isRoleAddress,
  normaliseEmail,
} from '#server/lib/email-address/email-address.ts';
export {
  collectImport,
  type ImportBatch,
  type ImportOptions,
  importProspects,
  markDuplicates,
  PREVIEW_ROWS,
  previewImport,
} from './import.ts';
export { ImportError, type ImportErrorCode } from './import-error.ts';
export { rowFlags } from './row-flags.ts';
export { checkProspectData } from './check-data.ts';
export { openJsonRows } from './json-rows.ts';
export { prospectFromRow } from './one-row.ts';
export { autoMap, resolveMapping } from './mapping.ts';
export { type ImportLimits, openCsv } from './open-csv.ts';
export { readCandidates } from './read-candidates.ts';
export { type ImportTable, type SourceRecord, type TableSource } from './table.ts';
