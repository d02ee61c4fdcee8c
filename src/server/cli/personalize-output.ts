import type { Draft, EmailScore, ScoreClaim } from '#shared/emails.ts';
import type { Mapping, StandardField } from '#shared/prospects.ts';
import { citationLines } from '#server/engine/rows/index.ts';
import type { ImportCandidate } from '#server/features/prospects/index.ts';

/**
 * Rows of the CLI's output file (DESIGN.md §4 "Commands"): the input columns, then `step`, `subject`,
 * `opener`, `body`, `status` (`ready`, `flagged`, `skipped`, `failed`), `flags` (codes, `;`-separated),
 * `grade`, `verdict` (`send`, `edit`, `dont_send`), `model` and `sources` (with research: the website
 * passages the e-mail's claims cite, one per line, `“quote” — URL`). One row per prospect × step; a draft with any flag is `flagged`, including the
 * row's own (`missing_email`, `invalid_email`, `role_address`, `disposable_domain`, `suspicious_value`),
 * so a bad row is never `ready`. A duplicate row of the input is written once, as `skipped` with the
 * flags `duplicate` and `duplicate_of_row:N` (N: the spreadsheet row it repeats, the header being row
 * 1), so every input row is accounted for.
 */
export const RESULT_COLUMNS = [
  'step',
  'subject',
  'opener',
  'body',
  'status',
  'flags',
  'grade',
  'verdict',
  'model',
  'sources',
] as const;

export type OutputStatus = 'ready' | 'flagged' | 'skipped' | 'failed';

/** The input row's values by column, rebuilt from the candidate through the mapping (normalised values). */
export function inputCells(columns: string[], mapping: Mapping, candidate: ImportCandidate): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const column of columns) {
    const field = mapping[column] as StandardField | null | undefined;
    cells[column] = (field ? candidate[field] : candidate.fields[column]) ?? '';
  }
  for (const [name, value] of Object.entries(candidate.fields)) if (!(name in cells)) cells[name] = value;
  return cells;
}

export function draftRow(
  cells: Record<string, string>,
  step: number,
  draft: Draft & { claims?: readonly ScoreClaim[] },
  score?: Pick<EmailScore, 'grade' | 'verdict'>,
): Record<string, string> {
  return {
    ...cells,
    step: String(step),
    subject: draft.subject,
    opener: draft.opener,
    body: draft.body,
    status: draft.flags.length > 0 ? 'flagged' : 'ready',
    flags: draft.flags.join(';'),
    grade: score?.grade ?? '',
    verdict: score?.verdict ?? '',
    model: draft.model,
    sources: citationLines([...draft.factsUsed, ...(draft.claims ?? [])]),
  };
}

export function failedRow(
  cells: Record<string, string>,
  step: number,
  model: string,
  message: string,
): Record<string, string> {
  return {
    ...cells,
    step: String(step),
    subject: '',
    opener: '',
    body: message,
    status: 'failed',
    flags: 'provider_error',
    grade: '',
    verdict: '',
    model,
  };
}

/** The `flags` of a skipped duplicate: `duplicate`, and `duplicate_of_row:N` when the first row is known. */
export const duplicateFlags = (firstRow: number | undefined) =>
  firstRow === undefined ? 'duplicate' : `duplicate;duplicate_of_row:${firstRow}`;

export function skippedRow(cells: Record<string, string>, flag: string): Record<string, string> {
  return {
    ...cells,
    step: '',
    subject: '',
    opener: '',
    body: '',
    status: 'skipped',
    flags: flag,
    grade: '',
    verdict: '',
    model: '',
  };
}
