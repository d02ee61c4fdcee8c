import type { ScoreClaim, ScoreCriterion } from '#shared/emails.ts';
import { findSpamPhrases, hasKey, wordKey } from '../../language/index.ts';
import { evidenceOf } from './evidence.ts';
import { criterion, type ScoreInput } from './input.ts';

/**
 * Spam trigger phrases (language/spam-words.ts, weights 1–3) in the subject and body, each phrase counted once,
 * plus shouting: total weight 0 pass, 1–2 warn, 3 or more fail. Ours, after uniform-spam-words' additive
 * scheme (weights 1/3/6, reject at 8) scaled to a cold e-mail, which has no excuse a contact form has:
 * one scam-class phrase (3), or a pushy phrase with anything else, fails; one or two marketing clichés
 * only warn. A phrase the prospect's row itself holds (their company's name, their product's words) is
 * theirs, not bait, and is not counted. Shouting — two or more all-capital words that are not acronyms of the row or the brief, or
 * `!!` — weighs 3 on its own (RUBRIC.md: "Spam-like: shouting"; Gmail's and Yahoo's sender guidelines
 * against deceptive and shouty content).
 */
export const SPAM_FAIL_WEIGHT = 3;

function shouting(input: ScoreInput): string[] {
  const e = evidenceOf(input);
  const text = `${input.subject}\n${e.parts.prose}`;
  const caps = (text.match(/(?<![\p{L}\p{N}])\p{Lu}{3,}(?![\p{L}\p{N}])/gu) ?? []).filter(
    (w) =>
      !hasKey(e.rowKeys, wordKey(w)) &&
      !hasKey(e.briefKeys, wordKey(w)) &&
      !/^(?:SDK|API|CEO|CTO|CFO|COO|CMO|VP|SaaS|B2B|USD|EUR|GBP|FAQ|PDF|CSV|URL|CRM|ERP|SQL|HVAC|AWS|GCP|SEO|KPI|OKR)$/.test(
        w,
      ),
  );
  const found = caps.length >= 2 ? [`shouting (${caps.slice(0, 3).join(', ')})`] : [];
  if (/!!/.test(text)) found.push('“!!”');
  return found;
}

export function spamCriterion(input: ScoreInput): ScoreCriterion {
  // The prospect's own words are not the sender's bait: "Instant" the company, "guaranteed delivery" its product.
  const own = new Set(findSpamPhrases(evidenceOf(input).rowText).map((p) => p.phrase));
  const found = findSpamPhrases(`${input.subject}\n${input.body}`).filter((p) => !own.has(p.phrase));
  const shout = shouting(input);
  const weight = found.reduce((n, p) => n + p.weight, 0) + (shout.length > 0 ? SPAM_FAIL_WEIGHT : 0);
  if (weight === 0) return criterion('spam_words', 'pass', 'No spam trigger phrases');
  const list = [...shout, ...found.map((p) => `“${p.phrase}”`)].join(', ');
  return criterion(
    'spam_words',
    weight >= SPAM_FAIL_WEIGHT ? 'fail' : 'warn',
    `Spam trigger phrases (weight ${weight}): ${list}`,
  );
}

/**
 * Grounding: any statement the whole-text check (claims.ts) or the writer's own declared facts
 * (judge/grounding.ts sets `supported`) finds unsupported fails, naming the first and why. Nothing to check
 * passes: an honest e-mail with no claim about the prospect invents nothing.
 */
export function groundingCriterion(input: ScoreInput, claims: readonly ScoreClaim[]): ScoreCriterion {
  const declared = input.factsUsed
    .filter((f) => !f.supported)
    .map((f) => `“${f.claim}” is not in the prospect’s ${f.field}`);
  const found = claims.filter((c) => !c.supported).map((c) => `“${c.text}” ${c.reason ?? ''}`.trim());
  const problems = [...declared, ...found];
  if (problems.length > 0) {
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
    return criterion('grounding', 'fail', `Not supported: ${problems[0]}${more}`);
  }
  const n = claims.length + input.factsUsed.length;
  return criterion(
    'grounding',
    'pass',
    n === 0 ? 'No claim about the prospect to check' : `Every statement about the prospect is in their data (${n})`,
  );
}
