import { markupFinding, type MarkupFinding, stripMarkup } from '#server/engine/rows/index.ts';
import type { Mapping, ProspectData, ProspectFlag } from '#shared/prospects.ts';
import { tidyField } from './check-data.ts';
import { rowFlags } from './row-flags.ts';
import type { ImportTable, SourceRecord } from './table.ts';

/**
 * A prospect ready to store: its data, its row number and its flags. The same shape as
 * prospects.service.ts's ProspectCandidate (storeProspects takes these as they are).
 */
export type ImportCandidate = ProspectData & { row: number; flags: ProspectFlag[] };

/**
 * Builds candidates from records with one mapping. Every cell: HTML markup removed, its text kept
 * (engine/rows/markup.ts; the row then flagged `suspicious_value`). Standard fields: trimmed, empty → null; e-mail
 * normalised, website and LinkedIn URL tidied (check-data.ts tidyField); the row flagged (row-flags.ts: its e-mail, a suspicious name, company,
 * location or title). Every other non-empty
 * cell goes to `fields` under its column's name (a custom merge field), cells beyond the header
 * under `column_N`; empty cells are left out of `fields` (a missing merge field reads as empty).
 * @param mapping - a resolved mapping (resolveMapping): every column present
 * @returns a function from a record to its candidate; it never throws
 */
export function candidateBuilder(table: Pick<ImportTable, 'columns' | 'columnName'>, mapping: Mapping) {
  const fieldOf = table.columns.map((column) => (Object.hasOwn(mapping, column) ? mapping[column] : null) ?? null);
  return (record: SourceRecord): ImportCandidate => {
    const candidate: ImportCandidate = {
      row: record.row,
      email: null,
      firstName: null,
      lastName: null,
      title: null,
      company: null,
      website: null,
      linkedinUrl: null,
      industry: null,
      location: null,
      notes: null,
      fields: {},
      flags: [],
    };
    const custom: [string, string][] = [];
    const markup: MarkupFinding[] = [];
    record.cells.forEach((cell, i) => {
      let value = (cell.isWellFormed() ? cell : cell.toWellFormed()).trim(); // a lone surrogate (JSON input) → U+FFFD
      const field = fieldOf[i];
      // Fields are text: markup is removed before anything reads the value (engine/rows/markup.ts).
      const stripped = stripMarkup(value);
      if (stripped !== null) {
        markup.push(markupFinding(field ?? table.columnName(i), stripped));
        value = stripped;
      }
      if (field) {
        const tidied = tidyField[field];
        candidate[field] = value === '' ? null : tidied ? tidied(value) : value;
      } else if (value !== '') custom.push([table.columnName(i), value]);
    });
    candidate.fields = Object.fromEntries(custom); // fromEntries: a "__proto__" header stays an ordinary key
    candidate.flags = rowFlags(candidate, markup);
    return candidate;
  };
}
