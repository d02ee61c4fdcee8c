import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  type Evaluation,
  evaluateVerdicts,
  expertVerdictOf,
  type Fold,
  leaveOneBriefOut,
  type VerdictRow,
} from '#server/engine/judge/index.ts';
import { gradeEmail } from '#server/features/scoring/index.ts';
import { CliFileError } from './check-files.ts';
import { parseJsonl, toScoreRequest } from './grade-rows.ts';
import { parseBriefSet, readJsonFile } from './read-brief.ts';

/**
 * The graded sets (`graded-emails/` in the test corpus): RUBRIC.md, briefs.json, and every `*.jsonl`
 * beside them (public.jsonl, unseen-briefs.jsonl, composer-unseen-briefs.jsonl …), each a set. Each
 * e-mail is a JSON line in `npm run grade`'s format (`id`, `brief_id`, `prospect`, `step`, `previous`,
 * `subject`, `body`) plus the expert's `verdict`, `reasons` and `origin`; briefs.json holds the briefs
 * by id. Every e-mail is graded as POST /api/v1/score grades it (no declared facts, the opener taken
 * from the body) and paired with its expert verdict for evaluateVerdicts.
 */
export const GRADED_SET_FILES = { rubric: 'RUBRIC.md', briefs: 'briefs.json' } as const;

/**
 * @param jsonl - one set's text
 * @param briefs - briefs.json's value
 * @param where - the folder, for messages
 * @param file - the set's file name, for messages
 * @throws CliFileError naming the first row that cannot be graded or has no expert verdict
 */
export function scoreGradedSet(jsonl: string, briefs: unknown, where: string, file = 'public.jsonl'): VerdictRow[] {
  const briefSet = parseBriefSet(briefs, `${where}/${GRADED_SET_FILES.briefs}`);
  return parseJsonl(jsonl).map((row) => {
    const bad = (why: string) => new CliFileError(`${where}/${file}, ${row.id}: ${why}`);
    if ('error' in row) throw bad(row.error);
    const request = toScoreRequest(row, briefSet);
    if (typeof request === 'string') throw bad(request);
    const { verdict, reasons, origin } = row.source;
    let expert;
    try {
      expert = expertVerdictOf(String(verdict ?? ''));
    } catch (error) {
      throw bad((error as Error).message);
    }
    return {
      id: row.id,
      brief: row.briefId ?? '',
      origin: typeof origin === 'string' ? origin : 'unknown',
      expert,
      expertReasons: Array.isArray(reasons) ? reasons.map(String) : [],
      score: gradeEmail(request),
    };
  });
}

/** The set files of a graded-emails folder: every `*.jsonl`, by name. */
export async function gradedSetFiles(folder: string): Promise<string[]> {
  return (await readdir(folder)).filter((name) => name.endsWith('.jsonl')).sort();
}

/** One set's figures: as the product grades today, and leave-one-brief-out (leave-one-out.ts). */
export type SetEvaluation = { file: string; shipped: Evaluation; leaveOneBriefOut: Evaluation };

/** Every set's figures, the same over all sets together, and each held-out brief's fitted policy. */
export type GradedSetsEvaluation = {
  sets: SetEvaluation[];
  all: Omit<SetEvaluation, 'file'>;
  folds: Fold[];
};

/**
 * Scores every set of a folder and evaluates it. The leave-one-brief-out folds pool all sets: the
 * policy for brief b is fitted on every row of every set whose brief is not b, so a set's held-out
 * figures never see its own brief's labels.
 * @throws CliFileError for an unreadable file or a row that cannot be graded
 */
export async function evaluateGradedSets(folder: string, files: readonly string[]): Promise<GradedSetsEvaluation> {
  const briefs = await readJsonFile(resolve(folder, GRADED_SET_FILES.briefs), 'briefs');
  const scored: { file: string; rows: VerdictRow[] }[] = [];
  for (const file of files) {
    scored.push({ file, rows: scoreGradedSet(await readFile(resolve(folder, file), 'utf8'), briefs, folder, file) });
  }
  const pooled = scored.flatMap((set) => set.rows);
  const heldOut = leaveOneBriefOut(pooled);
  let start = 0;
  const sets = scored.map(({ file, rows }) => {
    const held = heldOut.rows.slice(start, (start += rows.length));
    return { file, shipped: evaluateVerdicts(rows), leaveOneBriefOut: evaluateVerdicts(held) };
  });
  return {
    sets,
    all: { shipped: evaluateVerdicts(pooled), leaveOneBriefOut: evaluateVerdicts(heldOut.rows) },
    folds: heldOut.folds,
  };
}
