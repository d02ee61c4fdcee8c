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
let headwords: { lower: Map<string, string>; proper: Map<string, string> } | undefined;

/**
 * The dictionary's headwords with their affix flags: those written in lower case, and those written with
 * a capital (keyed lower-cased). en_US flags: S plural, D past, G -ing, R comparative, T superlative.
 */
function dictionary(): { lower: Map<string, string>; proper: Map<string, string> } {
  if (!headwords) {
    const folder = dirname(fileURLToPath(import.meta.resolve('dictionary-en')));
    const entries = readFileSync(join(folder, 'index.dic'), 'utf8')
      .split('\n')
      .slice(1) // the first line is the entry count
      .map((line) => line.trim().split('/') as [string, string?]);
    headwords = { lower: new Map(), proper: new Map() };
    for (const [word, flags = ''] of entries) {
      if (/^\p{Ll}/u.test(word)) headwords.lower.set(word, flags);
      else if (/^\p{Lu}/u.test(word)) headwords.proper.set(word.toLowerCase(), flags);
    }
  }
  return headwords;
}

/** Inflections a headword takes by flag: the ending removed, the stem's own ending, and the flag. */
const INFLECTIONS: { ending: RegExp; stem: string; flag: string }[] = [
  { ending: /ies$/, stem: 'y', flag: 'S' },
  { ending: /s$/, stem: '', flag: 'S' },
  { ending: /es$/, stem: '', flag: 'S' },
  { ending: /d$/, stem: '', flag: 'D' },
  { ending: /ed$/, stem: '', flag: 'D' },
  { ending: /ing$/, stem: '', flag: 'G' },
  { ending: /ing$/, stem: 'e', flag: 'G' },
  { ending: /r$/, stem: '', flag: 'R' },
  { ending: /er$/, stem: '', flag: 'R' },
  { ending: /st$/, stem: '', flag: 'T' },
  { ending: /est$/, stem: '', flag: 'T' },
];

/** Whether `w` is the headword itself, or an inflection its flags allow, in one of the two lists. */
function listed(w: string, list: Map<string, string>): boolean {
  if (list.has(w)) return true;
  return INFLECTIONS.some(({ ending, stem, flag }) => {
    const base = w.replace(ending, stem);
    return base !== w && base.length > 2 && (list.get(base) ?? '').includes(flag);
  });
}

/**
 * Whether English writes `word` in lower case: it, or the form its ending inflects (a plural, past,
 * -ing, comparative or superlative the headword's flags allow), is a lower-case headword, and no
 * capitalised headword gives the same form (`Midland/MS` gives "Midlands": the capital may be a name's;
 * `Short/M` gives no "Shorter"). `isCommonWord('Renewal')` and `isCommonWord('Shorter')` are true;
 * `isCommonWord('Midwest')` and `isCommonWord('Midlands')` are false.
 */
export function isCommonWord(word: string): boolean {
  const w = word.toLowerCase();
  const { lower, proper } = dictionary();
  return listed(w, lower) && !listed(w, proper);
}

/**
 * Whether `word` can be a finite verb: a lower-case headword whose flags give it a past (D) or an -ing
 * form (G), taken as it is or as its -s form (`waste/DRSMZG`: "waste", "wastes"), or whose -ing or -ed
 * form is a headword of its own (`ship/ALS` beside `shipping`, `shipped`). The tagger guesses one
 * part of speech from context and reads "researchers waste weeks" as three nouns; a check that calls a
 * clause verbless asks this before it does.
 */
export function canBeVerb(word: string): boolean {
  const w = word.toLowerCase();
  const { lower } = dictionary();
  // Each form the word may come from: "ships" is a headword of its own (the plural) and a form of "ship".
  const bases = [w, w.replace(/s$/, ''), w.replace(/es$/, ''), w.replace(/ies$/, 'y')];
  if (bases.some((form) => /[DG]/.test(lower.get(form) ?? ''))) return true;
  // Some verbs keep their -ing and -ed forms as headwords of their own ("ship/ALS", "shipping", "shipped").
  // The base must be a headword itself: "spe" + "ed" spells "speed", not a verb.
  return bases.some(
    (b) =>
      lower.has(b) &&
      [`${b}ing`, `${b}${b.at(-1)}ing`, `${b.replace(/e$/, '')}ing`, `${b}ed`, `${b}${b.at(-1)}ed`].some((f) =>
        lower.has(f),
      ),
  );
}

/**
 * Whether the dictionary lists `word` as a name everyone knows (`English`, `Japanese`, `Europe`,
 * `Monday`): a capitalised headword. A guess about the world may use such names without the row
 * holding them ("I'd guess many of them don't read English first").
 */
export function isKnownName(word: string): boolean {
  return dictionary().proper.has(word.toLowerCase());
}
