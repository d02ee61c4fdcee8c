import type { ScoreCriterion } from '#shared/emails.ts';
import { contentStems, evidenceOf, names } from './evidence.ts';
import { hookOf } from './hook.ts';
import { criterion, type ScoreInput } from './input.ts';

/**
 * The offer is there: RUBRIC.md (dont_send) "The offer is missing or unclear". A first e-mail passes when
 * its pitch (the prose after the hook, hook.ts) uses at least two distinct content words of the brief's offer, value props or proof points
 * (by light stem, function and filler words aside: evidence.ts). "We help companies like yours scale"
 * uses none of a recruiter's words (senior, engineers, shortlist, hire…), so the reader cannot tell what
 * is offered. Nor does a detail alone: at least one word must come from the offer's own statement
 * (brief.offer), not only its value props or proof points — "Ledgerloop syncs to NetSuite, Xero and
 * QuickBooks" never says it matches invoices (the blind readers: "the offer is never explained").
 * Follow-ups build on the first e-mail and are judged by the follow-up criterion.
 */
export const OFFER_MIN_WORDS = 2;

export function offerCriterion(input: ScoreInput): ScoreCriterion {
  if (input.step > 1) return criterion('offer', 'pass', 'Follow-up: the offer was made in the first e-mail');
  const e = evidenceOf(input);
  // The offer is what the sender says about themselves: the prose after the hook, and a hook sentence
  // that already names the sender ("If you are hiring, Keel can send …"). A hook about the problem is not an offer.
  const hook = new Set(hookOf(e).filter((s) => !e.brands.some((b) => names(s, b))));
  const pitch = e.parts.sentences.filter((s) => !hook.has(s)).join('\n');
  const used = [...new Set(contentStems(pitch).filter((s) => e.offerStems.has(s)))];
  // What the product is comes from the offer's own statement; a value prop alone ("syncs to NetSuite,
  // Xero and QuickBooks", "flat per-person pricing") leaves the reader guessing what is sold.
  const brand = new Set(e.brands.flatMap((b) => contentStems(b)));
  const statement = new Set(contentStems(input.brief.offer).filter((s) => !brand.has(s)));
  const says = used.some((s) => statement.has(s)) || statement.size === 0;
  if (used.length >= OFFER_MIN_WORDS && !says)
    return criterion(
      'offer',
      'fail',
      `The offer is unclear: the e-mail gives a detail (${used.slice(0, 3).join(', ')}) but never says what is offered`,
    );
  if (used.length >= OFFER_MIN_WORDS)
    return criterion('offer', 'pass', `States the offer (${used.slice(0, 4).join(', ')})`);
  return criterion(
    'offer',
    'fail',
    'The offer is missing or unclear: the e-mail uses almost none of the brief’s words for it',
  );
}
