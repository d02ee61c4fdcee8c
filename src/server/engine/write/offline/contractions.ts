import { escapeRegExp } from './regexp.ts';

/**
 * English contractions both ways, for the reviewer's "more casual" and "more formal" instructions
 * (instruction-tone.ts). A table of the contractions an e-mail uses, not a grammar: `'s` and `'d` are
 * only handled after the pronouns where they are unambiguous in our copy (`it's` = it is, `I'd` = I
 * would), so a possessive (`Acme's`) is never spelled out. `compromise` can contract and expand too,
 * but it is not in the tree and ~350 kB for a table this size; wink-nlp (language/nlp.ts) tags but does not
 * rewrite.
 *
 * - `contract`: `I am` → `I'm`, `do not` → `don't`, `it is` → `it's` … — never at the end of a clause
 *   (`that's what it is.` stays), where English does not contract.
 * - `expand`: the reverse (`won't` → `will not`, `can't` → `cannot`), for straight and curly apostrophes.
 * Case follows the original's first letter (`Don't` → `Do not`). `let us` is left alone: `let us know`
 * is not `let's know`.
 */
// Order matters: a negation first (`it will not` → `it won’t`, not `it’ll not`), except `is not` and
// `are not`, which read better after the pronoun (`it’s not`, `you’re not`).
const PAIRS: readonly (readonly [full: string, short: string])[] = [
  ['will not', 'won’t'],
  ['would not', 'wouldn’t'],
  ['should not', 'shouldn’t'],
  ['could not', 'couldn’t'],
  ['do not', 'don’t'],
  ['does not', 'doesn’t'],
  ['did not', 'didn’t'],
  ['have not', 'haven’t'],
  ['has not', 'hasn’t'],
  ['was not', 'wasn’t'],
  ['were not', 'weren’t'],
  ['cannot', 'can’t'],
  ['I am', 'I’m'],
  ['I have', 'I’ve'],
  ['I will', 'I’ll'],
  ['I would', 'I’d'],
  ['you are', 'you’re'],
  ['you have', 'you’ve'],
  ['you will', 'you’ll'],
  ['you would', 'you’d'],
  ['we are', 'we’re'],
  ['we have', 'we’ve'],
  ['we will', 'we’ll'],
  ['we would', 'we’d'],
  ['they are', 'they’re'],
  ['they have', 'they’ve'],
  ['they will', 'they’ll'],
  ['it is', 'it’s'],
  ['it will', 'it’ll'],
  ['that is', 'that’s'],
  ['there is', 'there’s'],
  ['here is', 'here’s'],
  ['what is', 'what’s'],
  ['is not', 'isn’t'],
  ['are not', 'aren’t'],
];

// "I have" contracts only as an auxiliary (`I've seen`), not as "own" (`I have a question` stays).
const AUXILIARY_HAVE = /^(?:I|you|we|they) have$/;
const PARTICIPLE = String.raw`(?=\s+(?:been|seen|heard|read|worked|built|helped|spoken|found|noticed|written|put|had|got|gotten|done|made|\w+ed)\b)`;
// A contraction needs something after it in the clause: "I know what it is." and "that is, …" stay.
const WORD_AFTER = String.raw`(?=\s+[^\s.,;:!?…–—-])`;

const escape = (s: string) => escapeRegExp(s).replace(/ /g, '\\s+');
const apostrophes = (s: string) => escape(s).replace(/’/g, "['’]");
const sameCase = (original: string, replacement: string) =>
  /^\p{Lu}/u.test(original) && !/^I\b/.test(replacement)
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;

const contractRules = PAIRS.map(([full, short]) => ({
  pattern: new RegExp(
    String.raw`(?<![\p{L}’'])${escape(full)}(?![\p{L}’'])${AUXILIARY_HAVE.test(full) ? PARTICIPLE : WORD_AFTER}`,
    full.startsWith('I ') ? 'gu' : 'giu',
  ),
  short,
}));
const expandRules = PAIRS.map(([full, short]) => ({
  pattern: new RegExp(
    String.raw`(?<![\p{L}’'])${apostrophes(short)}(?![\p{L}])`,
    short.startsWith('I’') ? 'gu' : 'giu',
  ),
  full,
}));

/** `I am happy to help` → `I’m happy to help`; `Do not worry` → `Don’t worry`. */
export function contract(text: string): string {
  return contractRules.reduce((out, { pattern, short }) => out.replace(pattern, (m) => sameCase(m, short)), text);
}

/** `I’m happy` → `I am happy`; `Won't` → `Will not`. */
export function expand(text: string): string {
  return expandRules.reduce((out, { pattern, full }) => out.replace(pattern, (m) => sameCase(m, full)), text);
}
