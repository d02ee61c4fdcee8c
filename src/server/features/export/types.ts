import type { ExportEmail } from '#shared/export.ts';
import type { ProspectData } from '#shared/prospects.ts';

/**
 * What an export is made of: one group per prospect, with that prospect's e-mails of the chosen
 * statuses. The pure export writer (export-file.ts) reads only these shapes; the database side
 * (source.ts) yields them, with the whole stored Prospect (id, row, flags…), which JSON keeps.
 *
 * - ExportProspect: the standard fields and custom `fields` (DESIGN.md §4 "Prospect"); `row` is the
 *   spreadsheet row it was imported from, when known. `email` null = an account-based row.
 * - ExportEmail: one sequence step (1-based) of DESIGN.md §4 "E-mail"; `grade` is `score.grade`,
 *   `verdict` `score.verdict`; `claims` (JSON only) `score.claims`, when the score has them.
 */
export type ExportProspect = ProspectData & { row?: number | null };
export type { ExportEmail };
export type ExportGroup = { prospect: ExportProspect; emails: ExportEmail[] };

/**
 * - steps: the sequence's step count (brief `steps`, or more when stored e-mails have higher steps):
 *   one set of step columns each. Follow-up delays are not per-lead data in any of the tools (each
 *   sets them on its campaign sequence), so no column carries them.
 * - customColumns: the campaign's custom field names, in order. The header is written before the
 *   first group is read, so they must be known up front; a field missing from the list is not written.
 * - name: the campaign name, for the file name.
 */
export type ExportOptions = { steps: number; customColumns: readonly string[]; name: string };

/** Filled in as the chunks are read: `rows` written (records, or JSON items) and `skipped` prospects without an e-mail (tool presets only). */
export type ExportStats = { rows: number; skipped: number };
