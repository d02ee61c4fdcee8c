import type { ScoreCriterion } from '#shared/emails.ts';
import { normaliseFieldName } from '../fields.ts';
import { displayCompany } from '../offline/text.ts';
import { criterion, plural, type ScoreInput } from './input.ts';
import { findSpamPhrases } from './spam-words.ts';

/**
 * Spam trigger phrases (spam-words.ts, weights 1–3) in the subject and body, each phrase counted once:
 * total weight 0 pass, 1–2 warn, 3 or more fail. Ours, after uniform-spam-words' additive scheme (weights
 * 1/3/6, reject at 8) scaled to a cold e-mail, which has no excuse a contact form has: one scam-class
 * phrase (3), or a pushy phrase with anything else, fails; one or two marketing clichés only warn.
 */
export const SPAM_FAIL_WEIGHT = 3;

export function spamCriterion({ subject, body }: ScoreInput): ScoreCriterion {
  const found = findSpamPhrases(`${subject}\n${body}`);
  const weight = found.reduce((n, p) => n + p.weight, 0);
  if (weight === 0) return criterion('spam_words', 'pass', 'No spam trigger phrases');
  const list = found.map((p) => `“${p.phrase}”`).join(', ');
  return criterion(
    'spam_words',
    weight >= SPAM_FAIL_WEIGHT ? 'fail' : 'warn',
    `Spam trigger phrases (weight ${weight}): ${list}`,
  );
}

/**
 * Fields that say nothing about the prospect beyond what every mail merge has: the address, the name,
 * the profile and site URLs. Compared by normaliseFieldName (`first_name` = `firstName`).
 */
const GENERIC_FIELDS = new Set(['email', 'firstname', 'lastname', 'fullname', 'name', 'linkedinurl', 'website']);

const squash = (text: string) => text.normalize('NFKC').replace(/[’‘]/g, "'").replace(/\s+/g, ' ').toLowerCase();
/** Whether the squashed body names `value` as whole words. The substring test first: it is what rules out almost every case, and the Unicode regex is ~50× slower (pipeline bench profile). */
const mentions = (squashedBody: string, value: string | null) => {
  const v = value ? squash(value).trim() : '';
  if (v.length <= 1 || !squashedBody.includes(v)) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(
    squashedBody,
  );
};

/** The company as an e-mail writes it (displayCompany), and without a domain ending: `Pibit.ai` → `Pibit`. */
function companyNames(company: string | null): string[] {
  if (!company?.trim()) return [];
  const name = displayCompany(company);
  const bare = name.replace(/\.[a-z]{2,6}$/i, '');
  return bare && bare !== name ? [name, bare] : [name];
}

/**
 * Personalisation: distinct prospect fields the e-mail draws on — the fields of supported facts that are
 * not generic (above), plus `company` and `title` when the body names the prospect's company
 * (companyNames) or job title, whole words, any case. On a first e-mail 2+ pass, 1 warns, 0 fails. Ours:
 * one field is what any mail-merge template fills in (the company name), a second shows the sender
 * looked. A follow-up (step 2+) builds on the first e-mail's facts, so it passes with fewer of its own.
 */
export const PERSONALISATION_PASS_AT = 2;

export function personalisationCriterion({ body, factsUsed, prospect, step }: ScoreInput): ScoreCriterion {
  const fields = new Set(factsUsed.filter((f) => f.supported).map((f) => normaliseFieldName(f.field)));
  const text = squash(body);
  if (companyNames(prospect.company).some((name) => mentions(text, name))) fields.add('company');
  if (mentions(text, prospect.title)) fields.add('title');
  for (const generic of GENERIC_FIELDS) fields.delete(generic);
  fields.delete('');
  const n = fields.size;
  const figure = plural(n, 'prospect-specific fact');
  if (n >= PERSONALISATION_PASS_AT) return criterion('personalisation', 'pass', figure);
  if (step > 1)
    return criterion(
      'personalisation',
      'pass',
      `Follow-up: builds on the first e-mail (${n === 0 ? 'no' : n} new fact${n === 1 ? '' : 's'})`,
    );
  if (n === 1) return criterion('personalisation', 'warn', `${figure}: one more would make it clearly personal`);
  return criterion('personalisation', 'fail', 'No prospect-specific fact: this reads like a template');
}

/**
 * Grounding (grounding.ts sets `supported`): any unsupported claim fails, naming the first; no claim at
 * all warns on a first e-mail (nothing personal to check) and passes on a follow-up (which may rightly
 * have none).
 */
export function groundingCriterion({ factsUsed, step }: ScoreInput): ScoreCriterion {
  const unsupported = factsUsed.filter((f) => !f.supported);
  if (unsupported.length > 0) {
    const more = unsupported.length > 1 ? ` and ${unsupported.length - 1} more` : '';
    return criterion('grounding', 'fail', `Not supported by the prospect’s data: “${unsupported[0]!.claim}”${more}`);
  }
  if (factsUsed.length === 0) {
    return step > 1
      ? criterion('grounding', 'pass', 'No claim about the prospect in this follow-up')
      : criterion('grounding', 'warn', 'No claim about the prospect to check');
  }
  return criterion('grounding', 'pass', `All ${plural(factsUsed.length, 'claim')} found in the prospect’s data`);
}
