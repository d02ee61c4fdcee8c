import type { DraftFlagCode, EmailScore, ScoreCriterion } from '#shared/emails.ts';
import { audienceCriterion } from './audience.ts';
import { callToActionCriterion } from './call-to-action.ts';
import { findClaims } from './claims.ts';
import { complianceCriterion } from './compliance.ts';
import { groundingCriterion, spamCriterion } from './content.ts';
import { fluencyCriterion } from './fluency.ts';
import { followUpCriterion } from './follow-up.ts';
import { hookCriterion } from './hook.ts';
import { identityCriterion } from './identity.ts';
import { type ScoreInput, criterion } from './input.ts';
import { lengthCriterion } from './length.ts';
import { offerCriterion } from './offer.ts';
import { readabilityCriterion } from './readability.ts';
import { recipientCriterion } from './recipient.ts';
import { subjectCriterion } from './subject.ts';
import { verdictAndGrade } from './verdict.ts';
import { brandMentionsCriterion, senderCentredCriterion } from './voice.ts';
import { citeClaim, withSources } from '../../rows/index.ts';

export type { ScoreInput } from './input.ts';

/**
 * The verdict on an e-mail, with its reasons (DESIGN.md §4 "E-mail"; docs/decisions/015 and 027): would
 * an experienced outbound practitioner send it as written (RUBRIC.md of the graded set)? Seventeen
 * criteria, each pass/warn/fail with a reason naming its evidence and the verdict it implies, in the
 * order of `scoreCriterionIds`; the statements about the prospect the whole-text grounding check found
 * (`claims`); the verdict (the worst criterion's) and the grade that says the same (verdict.ts).
 * Calibrated on the graded set (`npm run eval`; src/server/engine/judge/score/calibration.test.ts).
 * With `sources` (website research), their passages are evidence beside the row.
 * Pure and synchronous; reads nothing outside its arguments.
 */
export function scoreEmail(scored: ScoreInput): EmailScore {
  // Website passages count as the row's text for every criterion (a hook from the site is specific,
  // a name the site states is known); claims they support are cited to them (rows/sources.ts).
  const sources = scored.sources ?? [];
  const input = sources.length ? { ...scored, prospect: withSources(scored.prospect, sources) } : scored;
  const claims = findClaims(input).map((claim) => citeClaim(claim, sources));
  const criteria: ScoreCriterion[] = [
    groundingCriterion(input, claims),
    identityCriterion(input),
    fluencyCriterion(input),
    audienceCriterion(input),
    offerCriterion(input),
    hookCriterion(input),
    callToActionCriterion(input),
    subjectCriterion(input),
    lengthCriterion(input),
    senderCentredCriterion(input),
    brandMentionsCriterion(input),
    readabilityCriterion(input),
    spamCriterion(input),
    followUpCriterion(input),
    injectionCriterion(input),
    complianceCriterion(input),
    recipientCriterion(input),
  ];
  return { ...verdictAndGrade(criteria), criteria, claims };
}

/** A field that tried to instruct the writer (rows/injection.ts flags the draft): never send without a look. */
function injectionCriterion(input: ScoreInput): ScoreCriterion {
  return input.flags?.includes('prompt_injection')
    ? criterion(
        'prompt_injection',
        'fail',
        'A prospect field or a page of their website reads like instructions to the writer',
      )
    : criterion('prompt_injection', 'pass', 'No instructions found in the prospect’s data');
}

/** Flags the score adds to the engine's (judge/draft-flags.ts): `spam_words` when that criterion fails. */
export const scoreFlags = (score: EmailScore): DraftFlagCode[] =>
  score.criteria.some((c) => c.id === 'spam_words' && c.result === 'fail') ? ['spam_words'] : [];
