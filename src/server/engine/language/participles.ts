import { canBeVerb } from './common-words.ts';

/**
 * Past participles: what follows "have" in a perfect ("have thought", "has built", "have hired"). The
 * tagger reads every word after "have" in a question as a verb ("Do you have time/VERB …"), so the
 * perfect is told apart by the word's form: a regular participle (-ed on a word the dictionary gives as a
 * verb) or an irregular one.
 *
 * The irregular participles are English's common irregular verbs (Cambridge Grammar of the English
 * Language, 2002, §3.2, table of irregular verbs; the same set as Wiktionary's "English irregular
 * verbs"), without those spelled like their base or a common noun ("cut", "set", "cost", "run", "read",
 * "found", "ground", "left"): "Do you have cost data?" asks about a noun, and only a form that cannot be
 * one says "perfect".
 */
const IRREGULAR = new Set(
  (
    'arisen awoken been borne born beaten become begun bent bitten bled blown broken bred brought built burnt ' +
    'bought caught chosen clung come crept dealt dug done drawn dreamt drunk driven eaten fallen fed felt fought ' +
    'fled flung flown forbidden forgotten forgiven frozen got gotten given gone grown hung heard hidden held ' +
    'kept knelt known laid led leant learnt lent lain lit lost made meant met paid ridden rung risen said seen ' +
    'sought sold sent shaken shone shot shown shrunk sung sunk sat slept slid spoken spent spun stood stolen ' +
    'stuck stung struck sworn swept swum taken taught torn told thought thrown understood woken worn won ' +
    'written'
  ).split(' '),
);

/** Whether `word` is a past participle: an irregular one, or -ed on a verb ("hired", "considered"). */
export function isPastParticiple(word: string): boolean {
  const w = word.toLowerCase();
  if (IRREGULAR.has(w)) return true;
  if (!/ed$/.test(w) || w.length < 5) return false;
  // "tried" ← "try", "hired" ← "hire", "considered" ← "consider", "planned" ← "plan".
  if (w.endsWith('ied')) return canBeVerb(`${w.slice(0, -3)}y`);
  const doubled = w.at(-3) === w.at(-4) && !/[aeiou]/.test(w.at(-3)!) ? [w.slice(0, -3)] : [];
  return [w.slice(0, -1), w.slice(0, -2), ...doubled].some((base) => base.length >= 2 && canBeVerb(base));
}
