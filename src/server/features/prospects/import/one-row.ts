import type { Mapping, ProspectData, ProspectFlag } from '#shared/prospects.ts';
import { candidateBuilder } from './candidate.ts';
import { openJsonRows } from './json-rows.ts';
import { resolveMapping } from './mapping.ts';

/**
 * One row as a CRM or spreadsheet exports it (`{"First Name": …, "Account Name": …}`) read as the import
 * reads a file's row: the same auto-mapping (header names, then the value itself as a sample: a column
 * of addresses is `email`), `mapping` over it, the same tidying and row flags (candidate.ts). For
 * POST /api/v1/score and `npm run grade`, whose prospect may be a row as exported (issue 28 item 5).
 * @param row - column → value; numbers and booleans read as text, null as empty
 * @returns the prospect, the mapping used (every column: a standard field, or null for a custom field)
 *   and the row's flags
 * @throws ImportError `invalid_mapping` when `mapping` names a column the row lacks or one field twice;
 *   `empty` for a row with no column
 */
export function prospectFromRow(
  row: Record<string, unknown>,
  mapping?: Mapping,
): { prospect: ProspectData; mapping: Mapping; flags: ProspectFlag[] } {
  const table = openJsonRows([row], { maxRows: 1 });
  const cells = table.lookahead[0]?.cells ?? new Array<string>(table.columns.length).fill('');
  const resolved = resolveMapping(table.columns, mapping, [cells]);
  const { row: _row, flags, ...prospect } = candidateBuilder(table, resolved)({ row: 1, cells });
  return { prospect, mapping: resolved, flags };
}
