import { openerOf, scoreEmail } from '#server/engine/judge/index.ts';
import { prospectFromRow } from '#server/features/prospects/index.ts';
import type { ProspectData } from '#shared/prospects.ts';
import type { ScoreProspect, ScoreRequest, ScoreResult } from '#shared/scoring.ts';

/**
 * Grades an e-mail someone wrote (POST /api/v1/score, `npm run grade`, `npm run eval`) with the score
 * the product gives its own drafts (engine/judge/score): `{verdict, grade, criteria, claims}`.
 *
 * Such an e-mail declares no facts, so `factsUsed` is empty and the whole-text grounding check finds
 * its statements about the prospect itself; without an `opener` (or with a blank one) the opener is the
 * body's first sentence after the greeting (engine/judge/opener.ts). `claims` is [] when the score has none.
 * A prospect given as a CRM row is mapped as the import maps a file's row (prospects' prospectFromRow,
 * with the request's `mapping` over the auto-mapping), and the answer echoes the mapping it used.
 * Pure and synchronous: nothing is stored.
 * @throws ImportError `invalid_mapping` (400, as for an import) for a `mapping` naming a column the row lacks, or one field twice
 */
export function gradeEmail({ brief, prospect: given, mapping, step, previous, email }: ScoreRequest): ScoreResult {
  const row = asCrmRow(given);
  const mapped = row ? prospectFromRow(row, mapping) : null;
  const prospect = mapped?.prospect ?? (given as ProspectData);
  const score = scoreEmail({
    subject: email.subject,
    opener: email.opener?.trim() || openerOf(email.body),
    body: email.body,
    factsUsed: [],
    brief,
    prospect,
    step,
    previous,
  });
  return {
    verdict: score.verdict,
    grade: score.grade,
    criteria: score.criteria,
    claims: score.claims ?? [],
    ...(mapped ? { mapping: mapped.mapping } : {}),
  };
}

/** The prospect shape always has its `fields` object (the schema's default); a CRM row's values are never objects. */
const asCrmRow = (prospect: ScoreProspect): Record<string, unknown> | null =>
  typeof prospect.fields === 'object' && prospect.fields !== null ? null : prospect;
