import { expertVerdictOf, type VerdictRow } from '#server/engine/judge/index.ts';
import { gradeEmail } from '#server/features/scoring/index.ts';
import { CliFileError } from './check-files.ts';
import { parseJsonl, toScoreRequest } from './grade-rows.ts';
import { parseBriefSet } from './read-brief.ts';

/**
 * The graded set (`graded-emails/` in the test corpus: RUBRIC.md, briefs.json, public.jsonl), scored:
 * each e-mail is a JSON line in `npm run grade`'s format (`id`, `brief_id`, `prospect`, `step`,
 * `previous`, `subject`, `body`) plus the expert's `verdict`, `reasons` and `origin`; briefs.json holds
 * the briefs by id. Every e-mail is graded as POST /api/v1/score grades it (no declared facts, the
 * opener taken from the body) and paired with its expert verdict for evaluateVerdicts.
 */
export const GRADED_SET_FILES = { rubric: 'RUBRIC.md', briefs: 'briefs.json', emails: 'public.jsonl' } as const;

/**
 * @param jsonl - public.jsonl's text
 * @param briefs - briefs.json's value
 * @param where - the folder, for messages
 * @throws CliFileError naming the first row that cannot be graded or has no expert verdict
 */
export function scoreGradedSet(jsonl: string, briefs: unknown, where: string): VerdictRow[] {
  const briefSet = parseBriefSet(briefs, `${where}/${GRADED_SET_FILES.briefs}`);
  return parseJsonl(jsonl).map((row) => {
    const bad = (why: string) => new CliFileError(`${where}/${GRADED_SET_FILES.emails}, ${row.id}: ${why}`);
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
