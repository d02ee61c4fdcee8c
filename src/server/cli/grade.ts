import { writeFile } from 'node:fs/promises';
import { ImportError } from '#server/features/prospects/index.ts';
import { gradeEmail } from '#server/features/scoring/index.ts';
import type { EmailScore, EmailVerdict } from '#shared/emails.ts';
import type { ScoreResult } from '#shared/scoring.ts';
import { checkFiles, CliFileError } from './check-files.ts';
import type { GradeArgs } from './grade-args.ts';
import { gradedFile, rowLines, summaryLine } from './grade-output.ts';
import { readEmailRows, toScoreRequest } from './grade-rows.ts';
import { parseBriefSet, readJsonFile } from './read-brief.ts';

/**
 * `npm run grade`: the score of POST /api/v1/score (features/scoring) over a file of e-mails, without
 * the server. Each row is graded with its brief (one for all, or its `brief_id`'s), checked by the
 * API's request schema; a row that cannot be graded is reported with its reason and the rest go on.
 */

/** One row's outcome: its score, or why it could not be graded. */
export type GradedRow = { id: string; step: number | null; subject: string } & (
  { result: ScoreResult } | { error: string }
);

export type GradeSummary = {
  rows: number;
  graded: number;
  /** Rows that could not be graded (a bad field, an unknown brief_id, a line that is not JSON). */
  failed: number;
  verdicts: Record<EmailVerdict, number>;
  grades: Record<EmailScore['grade'], number>;
};

/**
 * Grades every row, calling `print` with each row's lines and then the summary's, and writes `--out`.
 * @returns the summary (counts per verdict and grade)
 * @throws CliFileError for a missing or unreadable file, an invalid brief, a file with no e-mails or an
 *   unwritable output (all before any row is graded); ImportError for a CSV the import cannot read
 */
export async function runGrade(args: GradeArgs, print: (line: string) => void): Promise<GradeSummary> {
  await checkFiles(args, 'e-mails file');
  const briefs = parseBriefSet(await readJsonFile(args.brief, 'brief'), args.brief);
  const rows = await readEmailRows(args.input, args.kind);
  if (rows.length === 0) throw new CliFileError(`The e-mails file ${args.input} holds no e-mails.`);
  const graded = rows.map((row): GradedRow => {
    if ('error' in row) return { id: row.id, step: null, subject: '', error: row.error };
    const request = toScoreRequest(row, briefs);
    if (typeof request === 'string') {
      return { id: row.id, step: null, subject: String(row.request.email.subject ?? ''), error: request };
    }
    try {
      return { id: row.id, step: request.step, subject: request.email.subject, result: gradeEmail(request) };
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      return { id: row.id, step: request.step, subject: request.email.subject, error: error.message };
    }
  });
  const summary = summarise(graded);
  for (const row of graded) for (const line of rowLines(row)) print(line);
  print(summaryLine(summary));
  if (args.out !== undefined) await writeFile(args.out, gradedFile(graded, args.format));
  return summary;
}

function summarise(rows: readonly GradedRow[]): GradeSummary {
  const summary: GradeSummary = {
    rows: rows.length,
    graded: 0,
    failed: 0,
    verdicts: { send: 0, edit: 0, dont_send: 0 },
    grades: { A: 0, B: 0, C: 0, D: 0, F: 0 },
  };
  for (const row of rows) {
    if ('error' in row) {
      summary.failed++;
      continue;
    }
    summary.graded++;
    summary.verdicts[row.result.verdict]++;
    summary.grades[row.result.grade]++;
  }
  return summary;
}
