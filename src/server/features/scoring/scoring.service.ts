import { openerOf, scoreEmail } from '#server/engine/judge/index.ts';
import type { ScoreRequest, ScoreResult } from '#shared/scoring.ts';

/**
 * Grades an e-mail someone wrote (POST /api/v1/score, `npm run grade`, `npm run eval`) with the score
 * the product gives its own drafts (engine/judge/score): `{verdict, grade, criteria, claims}`.
 *
 * Such an e-mail declares no facts, so `factsUsed` is empty and the whole-text grounding check finds
 * its statements about the prospect itself; without an `opener` (or with a blank one) the opener is the
 * body's first sentence after the greeting (engine/judge/opener.ts). `claims` is [] when the score has none.
 * Pure and synchronous: nothing is stored.
 */
export function gradeEmail({ brief, prospect, step, previous, email }: ScoreRequest): ScoreResult {
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
  return { verdict: score.verdict, grade: score.grade, criteria: score.criteria, claims: score.claims ?? [] };
}
