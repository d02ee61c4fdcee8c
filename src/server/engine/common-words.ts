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
let common: Set<string> | undefined;

function commonWords(): Set<string> {
  if (!common) {
    const folder = dirname(fileURLToPath(import.meta.resolve('dictionary-en')));
    const dic = readFileSync(join(folder, 'index.dic'), 'utf8');
    common = new Set(
      dic
        .split('\n')
        .slice(1) // the first line is the entry count
        .map((line) => line.split('/')[0]!)
        .filter((word) => /^\p{Ll}/u.test(word)),
    );
  }
  return common;
}

/**
 * Whether English writes `word` in lower case: its lower-case form, or that form without a plural,
 * past or -ing ending (Hunspell keeps inflections as affix flags), is a lower-case headword.
 * `isCommonWord('Renewal')` is true, `isCommonWord('Midwest')` false.
 */
export function isCommonWord(word: string): boolean {
  const w = word.toLowerCase();
  const words = commonWords();
  if (words.has(w)) return true;
  const stems = [
    w.replace(/ies$/, 'y'),
    w.replace(/e?s$/, ''),
    w.replace(/e?d$/, ''),
    w.replace(/ing$/, ''),
    w.replace(/ing$/, 'e'),
  ];
  return stems.some((stem) => stem !== w && stem.length > 2 && words.has(stem));
}
