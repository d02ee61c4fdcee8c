import { tokenize } from './nlp.ts';
import { wordKey } from './words.ts';

/**
 * The words of a claim, each marked as a proper noun or not, for the grounding check (DESIGN.md §3).
 *
 * A word is a proper noun when it is
 * - an acronym or code: two or more characters, capitals and digits only, at least one letter
 *   (`YC`, `MCP`, `B2B`, `W21`, `CEO`);
 * - a CamelCase or brand token: a capital after a lower-case letter (`iOS`, `OpenAI`, `SaaS`, `LLMs`);
 * - a letter-led token with a digit inside, in any case (`a16z`, `web3`, `b2b`): a name or code, never
 *   prose, so a lower-case investor or product cannot slip past as an ordinary word;
 * - a capitalised word that does not start a sentence (`Berlin`, `Series` and `B` in "a Series B");
 * - a capitalised word that starts a sentence and that the NLP model tags PROPN (`Berlin is …`), so a
 *   sentence's ordinary first word (`Founded`, `Their`) is not taken for a name.
 * The pronoun `I`, contraction pieces (`'s`, `n't`, `'re`), a number's multiplier (the `M` of `65M`,
 * which numbers.ts reads) and punctuation are never names.
 */
export type ClaimWord = { text: string; key: string; pos: string; proper: boolean };

const isAcronym = (t: string) => t.length >= 2 && /^[\p{Lu}\d&]+$/u.test(t) && /\p{Lu}/u.test(t);
const hasInnerCapital = (t: string) => /\p{Ll}.*\p{Lu}/u.test(t);
const isCapitalised = (t: string) => /^\p{Lu}/u.test(t);
const isAlphanumericCode = (t: string) => /^\p{L}[\p{L}\d]*\d/u.test(t);

export function claimWords(text: string): ClaimWord[] {
  const words: ClaimWord[] = [];
  let previous = '';
  for (const { text: t, pos, sentenceStart } of tokenize(text)) {
    const multiplier = /^\d/.test(previous) && /^(?:k|m|mm|b|bn|t)$/i.test(t); // the M of `65M`, a number's part
    previous = t;
    if (!/\p{L}|\p{N}/u.test(t) || /^[’'`]/u.test(t) || /^n[’'`]t$/iu.test(t) || multiplier) continue;
    const key = wordKey(t);
    if (!key) continue;
    const proper =
      t !== 'I' &&
      /\p{L}/u.test(t) &&
      (isAcronym(t) ||
        hasInnerCapital(t) ||
        isAlphanumericCode(t) ||
        (isCapitalised(t) && (!sentenceStart || pos === 'PROPN')));
    words.push({ text: t, key, pos, proper });
  }
  return words;
}

/** The proper nouns of a text, by the rules above. */
export const properNounsIn = (text: string) =>
  claimWords(text)
    .filter((w) => w.proper)
    .map((w) => w.text);
