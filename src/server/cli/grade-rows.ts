import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { openCsv, readCandidates } from '#server/features/prospects/index.ts';
import { scoreRequestSchema, type ScoreRequest } from '#shared/scoring.ts';
import { pickBrief, type BriefSet } from './read-brief.ts';

/**
 * The e-mails `npm run grade` reads (README "Scripts"), one per row:
 * - JSON Lines: one object per line with `prospect` (the app's prospect shape, or a row as a CRM
 *   exports it, as POST /api/v1/score takes it), `subject`, `body`, and optionally `opener`, `step`,
 *   `previous` (`[{subject, body}]`, oldest first), `mapping` (for a CRM row), `brief_id`, `id`;
 *   other keys are kept in `source` (the graded set's `verdict`, `reasons`, `origin`). Blank lines are
 *   skipped; a line is numbered as an editor numbers it.
 * - CSV: the prospect's columns, mapped as the app's import maps them (features/prospects), plus
 *   `subject`, `body` and optionally `opener`, `step`, `brief_id`, `id` (any case), which are not
 *   prospect fields. Every row is an e-mail: a prospect may appear on several rows, one per step, and
 *   a follow-up's earlier steps (`previous`) are the rows of the same prospect (e-mail address) and
 *   `brief_id` with a lower step, in step order.
 * Each row is checked later, with its brief, by the API's own request schema (toScoreRequest).
 */
export type EmailRow = {
  /** The row's `id`; else `line N` (JSON Lines) or `row N` (CSV, as a spreadsheet numbers it). */
  id: string;
  briefId: string | undefined;
  /** The request as the file gives it, brief aside: not yet checked. */
  request: {
    prospect: unknown;
    mapping?: unknown;
    step: unknown;
    previous: unknown;
    email: Record<'subject' | 'body' | 'opener', unknown>;
  };
  source: Record<string, unknown>;
};
/** A row that is not an e-mail at all (a line that is not a JSON object), and why. */
export type BadRow = { id: string; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalText = (value: unknown) => (value === undefined || value === null ? undefined : String(value));

/** The rows of a JSON Lines text. */
export function parseJsonl(text: string): (EmailRow | BadRow)[] {
  return text.split(/\r?\n/).flatMap((line, i): (EmailRow | BadRow)[] => {
    if (line.trim() === '') return [];
    const at = `line ${i + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      return [{ id: at, error: `not JSON: ${(error as Error).message}` }];
    }
    if (!isRecord(value)) return [{ id: at, error: 'not a JSON object' }];
    const { id, brief_id, prospect, mapping, step, previous, subject, body, opener } = value;
    return [
      {
        id: typeof id === 'string' || typeof id === 'number' ? String(id) : at,
        briefId: optionalText(brief_id),
        request: {
          prospect,
          ...(mapping === undefined ? {} : { mapping }),
          step,
          previous,
          email: { subject, body, opener },
        },
        source: value,
      },
    ];
  });
}

/** The columns of an e-mails CSV that belong to the e-mail, not to the prospect. */
const EMAIL_COLUMNS = ['id', 'brief_id', 'step', 'subject', 'body', 'opener'] as const;

/**
 * The rows of an e-mails CSV, read with the app's import (decoding, delimiter, header, mapping).
 * @throws ImportError for a file the import cannot read (empty, not CSV, no header)
 */
export async function readCsvRows(path: string): Promise<EmailRow[]> {
  const rows: EmailRow[] = [];
  for await (const { row, flags: _flags, fields, ...standard } of readCandidates(
    await openCsv(createReadStream(path)),
  )) {
    const own: Record<string, string> = {};
    const rest: Record<string, string> = {};
    for (const [column, value] of Object.entries(fields)) {
      const key = column.trim().toLowerCase();
      if ((EMAIL_COLUMNS as readonly string[]).includes(key)) own[key] = value;
      else rest[column] = value;
    }
    const step = own.step === undefined ? undefined : Number(own.step);
    rows.push({
      id: own.id ?? `row ${row}`,
      briefId: own.brief_id,
      request: {
        prospect: { ...standard, fields: rest },
        step,
        previous: undefined,
        email: { subject: own.subject ?? '', body: own.body ?? '', opener: own.opener },
      },
      source: { ...own },
    });
  }
  return withEarlierSteps(rows);
}

/** Sets each CSV follow-up's `previous`: the same prospect's rows for the same brief, at lower steps. */
function withEarlierSteps(rows: EmailRow[]): EmailRow[] {
  const prospectOf = (row: EmailRow) => (row.request.prospect as { email: string | null }).email;
  const sequences = Map.groupBy(
    rows.filter((row) => prospectOf(row) !== null),
    (row) => `${prospectOf(row)}\u0000${row.briefId ?? ''}`,
  );
  for (const sequence of sequences.values()) {
    for (const row of sequence) {
      const step = row.request.step;
      if (typeof step !== 'number') continue;
      row.request.previous = sequence
        .filter((other) => typeof other.request.step === 'number' && other.request.step < step)
        .sort((a, b) => (a.request.step as number) - (b.request.step as number))
        .map((other) => ({ subject: other.request.email.subject, body: other.request.email.body }));
    }
  }
  return rows;
}

/** The rows of an e-mails file, by its kind. */
export const readEmailRows = async (path: string, kind: 'csv' | 'jsonl'): Promise<(EmailRow | BadRow)[]> =>
  kind === 'csv' ? readCsvRows(path) : parseJsonl(await readFile(path, 'utf8'));

/**
 * The row's request with its brief, checked by the API's schema (POST /api/v1/score): the request,
 * or why the row cannot be graded, each bad field named as the file names it (`body`, `prospect.firstName`).
 */
export function toScoreRequest(row: EmailRow, briefs: BriefSet): ScoreRequest | string {
  const brief = pickBrief(briefs, row.briefId);
  if (typeof brief === 'string') return brief;
  const result = scoreRequestSchema.safeParse({ ...row.request, brief });
  if (result.success) return result.data;
  return result.error.issues
    .map((issue) => `${issue.path.join('.').replace(/^email\./, '') || 'row'}: ${issue.message}`)
    .join('; ');
}
