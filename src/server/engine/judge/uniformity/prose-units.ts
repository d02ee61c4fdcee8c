import { proseOf } from '../score/readability.ts';

/**
 * One e-mail cut into what batch uniformity compares: the body's prose (greeting line and sign-off left
 * out, as the score reads it: judge/score/readability.ts `proseOf`), its words in lower case (apostrophes
 * folded to `'`, punctuation dropped), each as its batch-wide code (`WordCodes`), and its sentences. A sentence is also cut at a colon or
 * semicolon followed by a space, so a pasted offer behind varied lead-ins ("The reason for my note: X.",
 * "Here’s why I’m writing: X.") counts as the one repeated text it is.
 */
export type ProseUnits = { words: string[]; sentences: string[] };

/**
 * A batch's words as fixed two-character codes (the word's number in order of first use, low and high
 * 16 bits), so an n-gram is its codes run together: a 10-character key for a 5-gram instead of ~35
 * characters, which halves the time counting 2,000 e-mails' 5-grams.
 */
export function wordCodes(): (word: string) => string {
  const codes = new Map<string, string>();
  return (word) => {
    let code = codes.get(word);
    if (code === undefined) codes.set(word, (code = String.fromCharCode(codes.size & 0xffff, codes.size >>> 16)));
    return code;
  };
}

const SENTENCE_END = /(?<=[.!?…]["'”’)]*)\s+|(?<=[:;])\s+|\n+/u;
const WORD = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;

export function proseUnits(body: string, codeOf: (word: string) => string): ProseUnits {
  const prose = proseOf(body);
  const words = (prose.toLowerCase().replace(/[’`]/gu, "'").match(WORD) ?? []).map(codeOf);
  const sentences = prose
    .split(SENTENCE_END)
    .map((s) => s.replace(/\s+/gu, ' ').trim())
    .filter((s) => /\p{L}/u.test(s));
  return { words, sentences };
}

/** The distinct word n-grams (n = 3 or 5) of a list of word codes, each as its codes run together. */
export function nGrams(words: readonly string[], n: 3 | 5): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + n <= words.length; i++) {
    const tri = words[i]! + words[i + 1]! + words[i + 2]!;
    grams.add(n === 3 ? tri : tri + words[i + 3]! + words[i + 4]!);
  }
  return grams;
}

/** How many e-mails contain each key: one set of keys per e-mail. */
export function documentFrequency(sets: Iterable<ReadonlySet<string>>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const keys of sets) for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}
