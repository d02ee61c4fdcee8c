import { type Concern, concernsOf } from '#server/engine/judge/index.ts';
import { toSafeCsv } from '#server/lib/csv-export.ts';
import type { GradedRow, GradeSummary } from './grade.ts';

/**
 * What `npm run grade` prints and writes (README "Scripts").
 *
 * Printed, per row: `<id>  <verdict>  <grade>`, then one indented line per criterion that did not
 * pass, failures first (`fail grounding: …`); a row that could not be graded prints
 * `<id>  error  <reason>`. Then the summary: counts per verdict and per grade.
 *
 * Written with `--out`: CSV (`id`, `step`, `subject`, `verdict`, `grade`, `reasons` — the criteria that
 * did not pass, `; `-separated — and `error`; formula cells neutralised) or JSON (an array of
 * `{id, step, subject, verdict, grade, criteria, claims}`, or `{id, step, subject, error}`).
 */

/** `fail grounding: "raised $12M" is not in their data`. */
export const concernText = (c: Concern) => `${c.result} ${c.id}: ${c.reason}`;

export function rowLines(row: GradedRow): string[] {
  if ('error' in row) return [`${row.id}  error  ${row.error}`];
  const { verdict, grade } = row.result;
  return [`${row.id}  ${verdict}  ${grade}`, ...concernsOf(row.result).map((c) => `  ${concernText(c)}`)];
}

const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .map(([key, n]) => `${key} ${n}`)
    .join(', ');

export function summaryLine(summary: GradeSummary): string {
  const failed = summary.failed > 0 ? `; ${summary.failed} could not be graded` : '';
  return (
    `Graded ${summary.graded} of ${summary.rows} e-mails — verdicts: ${counts(summary.verdicts)}; ` +
    `grades: ${counts(summary.grades)}${failed}`
  );
}

export const GRADED_COLUMNS = ['id', 'step', 'subject', 'verdict', 'grade', 'reasons', 'error'] as const;

/** The `--out` file's text. */
export function gradedFile(rows: readonly GradedRow[], format: 'csv' | 'json'): string {
  if (format === 'json') {
    const items = rows.map(({ id, step, subject, ...outcome }) =>
      'error' in outcome ? { id, step, subject, error: outcome.error } : { id, step, subject, ...outcome.result },
    );
    return `${JSON.stringify(items, null, 2)}\n`;
  }
  const cells = rows.map((row) => ({
    id: row.id,
    step: row.step ?? '',
    subject: row.subject,
    ...('error' in row
      ? { error: row.error }
      : {
          verdict: row.result.verdict,
          grade: row.result.grade,
          reasons: concernsOf(row.result).map(concernText).join('; '),
        }),
  }));
  return toSafeCsv([...GRADED_COLUMNS], cells);
}
