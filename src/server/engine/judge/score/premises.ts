import { hasKey, tag, wordKey, wordsOf } from '../../language/index.ts';
import { contentStems, type Evidence, names } from './evidence.ts';

/**
 * Premises an e-mail pins on the prospect or the offer that the row or the brief contradicts or never
 * states (claims.ts rules 8 and 9), and the acronyms a row or a brief spells out ("CI" for "continuous
 * integration"), which are theirs and no invented name. Each check takes one sentence and the evidence
 * (evidence.ts) and returns why the sentence is unsupported, or null.
 */

/**
 * Whether an acronym abbreviates words the row or the brief spells out: "CI" for "continuous
 * integration", "CD" for "continuous integration and delivery". Each letter after the first must begin
 * one of the next three words, so the function words of the expansion ("and", "of") may sit between.
 */
export function abbreviates(acronym: string, text: string): boolean {
  if (!/^\p{Lu}{2,5}$/u.test(acronym)) return false;
  const initials = wordsOf(text).map((w) => w[0]!.toLowerCase());
  const letters = acronym.toLowerCase();
  return initials.some((first, start) => {
    if (first !== letters[0]) return false;
    let at = start;
    for (const letter of letters.slice(1)) {
      const next = initials.slice(at + 1, at + 4).indexOf(letter);
      if (next < 0) return false;
      at += next + 1;
    }
    return true;
  });
}

/** "… companies like yours", "… teams like Acme's": the head noun of a kind said of the prospect. */
const KIND_HEAD =
  /^(?:companies|company|teams?|businesses|business|firms?|startups?|start-ups?|organi[sz]ations?|shops?|agencies|agency|brands?|products?|platforms?|tools?)$/i;
const NOT_A_QUALIFIER = new Set(['DET', 'VERB', 'AUX', 'PRON', 'SCONJ', 'CCONJ', 'PUNCT', 'PART']);

/** The words of a kind pinned on the prospect the row does not hold, when two or more (rule 8). */
export function kindProblem(sentence: string, e: Evidence): string | null {
  const like = /\blike\s+(?:yours|you|(\p{Lu}[\p{L}\d&.-]*(?:['’]s?)?))\b/gu;
  for (const m of sentence.matchAll(like)) {
    if (m[1] && !e.companyNames.some((c) => names(m[1]!.replace(/['’]s?$/, ''), c))) continue;
    const before = tag(sentence.slice(0, m.index)).filter((t) => t.text.trim());
    if (!KIND_HEAD.test(before.at(-1)?.text ?? '')) continue;
    const kind: string[] = [];
    for (let i = before.length - 2; i >= 0; i--) {
      const t = before[i]!;
      if (t.pos === 'ADP' && !/^to$/i.test(t.text)) break;
      if (NOT_A_QUALIFIER.has(t.pos) && !/^to$/i.test(t.text)) break;
      kind.unshift(t.text);
    }
    const after = /^\s*(?:that|who|which)\s+([^,.;]+)/i.exec(sentence.slice(m.index + m[0].length))?.[1] ?? '';
    const words = [...kind, ...wordsOf(after)].filter((w) => !/^(?:to|have|has|had|are|is|were|was|been)$/i.test(w));
    const missing = words.filter(
      (w) =>
        !GENERIC_KIND.test(w) &&
        contentStems(w).length > 0 &&
        !contentStems(w).every((s) => e.rowStems.has(s)) &&
        !hasKey(e.rowKeys, wordKey(w)) &&
        !abbreviates(w, e.rowText),
    );
    if (missing.length >= 2)
      return `describes the prospect as “${[...kind, before.at(-1)!.text].join(' ')}${after ? ` that ${after.trim()}` : ''}”, which the prospect’s data does not`;
  }
  return null;
}
/** Words any kind of company may be called without the row saying so. */
const GENERIC_KIND = /^(?:other|similar|growing|small|smaller|new|many|most|some|more)$/i;

const NEGATION = /^(?:not|no|never)$/i;
/** Contractions spelled out, so "cannot" and "can not" compare alike. */
const uncontract = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\bcannot\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\b(\w+)n't\b/g, '$1 not');
const wordList = (text: string) =>
  uncontract(text)
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);

/**
 * Rule 9: the longest run of words an e-mail sentence shares with a brief sentence once negations are
 * set aside; when it is five words or more and one side negates inside it and the other does not, the
 * sentence says the brief's opposite.
 */
export function negationProblem(sentence: string, e: Evidence): string | null {
  const mine = wordList(sentence);
  if (mine.length < 5) return null;
  const plainMine = mine.filter((w) => !NEGATION.test(w));
  for (const { line, theirs, plain } of briefLines(e.briefText)) {
    const run = longestRun(plainMine, plain);
    if (run.length < 5) continue;
    // Negations between the run's words only: "not LinkedIn titles" after the run is another thought.
    const negatedIn = (words: string[]) => {
      const found = new RegExp(` ${run.join(' (?:(?:not|no|never) )?')} `).exec(` ${words.join(' ')} `);
      return found ? found[0].split(' ').some((w) => NEGATION.test(w)) : null;
    };
    const a = negatedIn(mine);
    const b = negatedIn(theirs);
    if (a !== null && b !== null && a !== b) return `says the opposite of the brief’s “${line.trim()}”`;
  }
  return null;
}

/** The brief's sentences as word lists, with and without negations, once per brief text. */
const linesCache = new Map<string, { line: string; theirs: string[]; plain: string[] }[]>();
function briefLines(briefText: string): { line: string; theirs: string[]; plain: string[] }[] {
  let lines = linesCache.get(briefText);
  if (!lines) {
    if (linesCache.size > 100) linesCache.clear();
    lines = briefText.split(/\n|(?<=[.!?])\s+/).map((line) => {
      const theirs = wordList(line);
      return { line, theirs, plain: theirs.filter((w) => !NEGATION.test(w)) };
    });
    linesCache.set(briefText, lines);
  }
  return lines;
}

/** The longest run of consecutive words two lists share. */
function longestRun(a: readonly string[], b: readonly string[]): string[] {
  let best: string[] = [];
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++) {
      let k = 0;
      while (a[i + k] !== undefined && a[i + k] === b[j + k]) k += 1;
      if (k > best.length) best = a.slice(i, i + k);
    }
  return best;
}
