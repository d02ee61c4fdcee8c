import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * English's common words: the headwords that SCOWL's Hunspell en_US dictionary (npm dictionary-en,
 * wooorm; ~49,500 entries) writes in lower case. A proper noun is listed with its capital (`Midwest/M`,
 * `Monday/SM`), so a word whose lower-case form is listed is one English writes in lower case mid-sentence
 * (`renewal/MS`). Read once, on first use (~550 KB, ~20 ms), from the package's own `index.dic`: the
 * package's module reads both its files at import with a top-level await, which a process that never
 * asks would pay at start.
 */
let headwords: { lower: Set<string>; proper: Set<string> } | undefined;

/** The dictionary's headwords: those written in lower case, and those written with a capital (lower-cased). */
function dictionary(): { lower: Set<string>; proper: Set<string> } {
  if (!headwords) {
    const folder = dirname(fileURLToPath(import.meta.resolve('dictionary-en')));
    const words = readFileSync(join(folder, 'index.dic'), 'utf8')
      .split('\n')
      .slice(1) // the first line is the entry count
      .map((line) => line.split('/')[0]!);
    headwords = {
      lower: new Set(words.filter((w) => /^\p{Ll}/u.test(w))),
      proper: new Set(words.filter((w) => /^\p{Lu}/u.test(w)).map((w) => w.toLowerCase())),
    };
  }
  return headwords;
}

/**
 * Whether English writes `word` only in lower case: its lower-case form, or that form without a plural,
 * past or -ing ending (Hunspell keeps inflections as affix flags), is a lower-case headword, and no
 * capitalised headword shares it (`Midland`/`midland`: the capital may be a name's).
 * `isCommonWord('Renewal')` is true; `isCommonWord('Midwest')` and `isCommonWord('Midlands')` are false.
 */
export function isCommonWord(word: string): boolean {
  const w = word.toLowerCase();
  const { lower, proper } = dictionary();
  const stems = [/ies$/, /e?s$/, /e?d$/, /ing$/].map((ending) =>
    w.replace(ending, ending.source === 'ies$' ? 'y' : ''),
  );
  const forms = [w, ...stems, w.replace(/ing$/, 'e')].filter((form, i) => i === 0 || (form !== w && form.length > 2));
  return !forms.some((form) => proper.has(form)) && forms.some((form) => lower.has(form));
}
