import { tag, type Tagged, untag, wordKey } from '../../language/index.ts';
import { repairGrammar } from './grammar.ts';
import { inflectLeadingVerbs } from './inflect.ts';
import { cutBefore, cutPredicate, MIN_WORDS, wordCount } from './predicate.ts';
import { findSubject, opensWithFullName, subjectLength } from './subject.ts';

/**
 * Reads one description sentence as "<the company> <does or is something>", the shape most company
 * descriptions open with, so the composer can restate it about the company without inventing a word.
 *
 * Subjects recognised (subject.ts):
 * - the company's name, or its first words, or its name plus capitalised words (`Frigade AI`);
 * - the name with a possessive and a noun (`Wattson Health’s AI agents`), kept as the subject;
 * - `We` (also after `At <company>,`), turned into the company in the third person (inflect.ts);
 * - `Our <noun>`, turned into `<company>’s <noun>`;
 * - a fragment opening with a gerund (`Building an AI copilot for …`), read as `<company> is building …`;
 * - a product name that opens the sentence with a finite verb (`CodeLayer is an OSS IDE …`), kept as
 *   the subject and marked `product` so openers name the company beside it.
 * Before that, a parenthetical is removed, and so is a lead-in phrase before the company's name or
 * `we` (`Founded in 2022 and based in San Diego, Cisterna Biologics is …`, `At HackerRank, our …`).
 * The predicate is what follows the subject, cut to one sentence's worth (predicate.ts). A description
 * speaks to its reader; the e-mail speaks to the company: `helps you automate` becomes `helps automate`
 * and `your` becomes `the`. Any `you` left, or a word about the writer (`we`, `us`), cuts the
 * predicate before it, or refuses the sentence when too little is left.
 */
export type Clause = {
  /** The subject as the e-mail writes it: the company's display name, or `<name>’s <noun>`. */
  subject: string;
  /** `is the infra layer for AI integrations`; agrees with the subject. */
  predicate: string;
  tokens: Tagged[];
  /** The noun phrase after `is`/`are` or `is building`: `the infra layer for AI integrations`. */
  np: string | null;
  npVerb: 'is' | 'building' | null;
  fromWe: boolean;
  /** The subject is a product named in the text (`CodeLayer`), not the company itself. */
  product: boolean;
};

// `your` is only left standing in an idiom (towardsCompany), which is cut off with it.
const SECOND_PERSON = /^(?:[Yy]ou|[Yy]ours?|[Yy]ourself|[Yy]ourselves)$/;
// Case matters: `US` is a country, `us` the writer.
const FIRST_PERSON = /^(?:[Ww]e|us|[Oo]ur|ours|ourselves|I|me|[Mm]y|['’]re|['’]ve|['’]m)$/;
const BUILD_VERBS = new Set([
  'building',
  'developing',
  'creating',
  'making',
  'designing',
  'bringing',
  'reinventing',
  'rebuilding',
]);
const NP_START = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM']);
// Verbs of opinion after `we`: the sentence states a belief ("We know …", "We believe …"), which reads oddly about the company.
const OPINION_VERBS = /^(?:knows?|believes?|thinks?|feels?|understands?|loves?|cares?|witness(?:es)?|predicts?)$/i;

/**
 * Drops a lead-in (`At Acme,`, `Founded in 2013,`, `Since 2017,`, `Now supported by a team of teachers,
 * engineers, and language experts,`) before the company's name or `we`/`our`: the text up to the first
 * comma (within LEAD_IN_CHARS, no sentence punctuation before it) that the company's name or `we`/`our`
 * follows, when it has no finite verb of its own (it is a phrase, not a clause).
 */
function dropLeadIn(text: string, company: string): string {
  const at = /^(?:here\s+)?at\s+(.{1,60}?),?\s+(?=(?:we|our)\b|we['’])/i.exec(text);
  if (at && subjectLength(tag(at[1]!), company) > 0) return text.slice(at[0].length);
  const firstWord = wordKey(company.split(/\s+/)[0] ?? '');
  for (const comma of text.slice(0, LEAD_IN_CHARS).matchAll(/,\s+(?=\S)/g)) {
    const leadText = text.slice(0, comma.index);
    if (leadText.length < 2 || /[.;:]/.test(leadText)) return text;
    const rest = text.slice(comma.index + comma[0].length);
    const we = /^(?:we|our)\b/i.test(rest);
    if (!we && !(firstWord && wordKey(rest.slice(0, 40)).startsWith(firstWord))) continue;
    if (!we && subjectLength(tag(rest.slice(0, 80)), company) === 0) continue;
    const lead = tag(leadText);
    const finite = lead.some(
      (t, i) =>
        t.pos === 'AUX' ||
        (t.pos === 'VERB' && !/(?:ed|en|ing)$/.test(t.text) && lead[i - 1]?.text.toLowerCase() !== 'to'),
    );
    return finite ? text : rest;
  }
  return text;
}
/** How far into a sentence a lead-in may run (characters): `Founded in 2013 and based in San Diego,` fits. */
const LEAD_IN_CHARS = 160;

/**
 * `your` in a set phrase that no article can take its place in (`on your terms` ≠ `on the terms`): the
 * predicate is cut before the phrase's preposition instead.
 */
const YOUR_IDIOM = /^(?:terms|fingertips|behalf|doorstep|dreams|convenience|pace|way|pocket|pockets)$/i;
const NOUN_RUN = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM']);

/**
 * `your daily workflows` names things in the plural: the head noun (the run's last) ends in a plural
 * `s` (not `ss`, `us`, `-ics`), or is one of the common irregular plurals (`children`, `people`).
 */
function pluralAfter(tokens: readonly Tagged[], i: number): boolean {
  let end = i + 1;
  while (end < tokens.length && NOUN_RUN.has(tokens[end]!.pos)) end++;
  const head = tokens[end - 1];
  if (end === i + 1 || head?.pos !== 'NOUN') return false;
  return (
    /^(?:children|people|men|women|staff)$/i.test(head.text) ||
    (/[^su']s$/i.test(head.text) && !/ics$/i.test(head.text))
  );
}

/**
 * The reader-facing words of a description turned towards the company (see the module comment).
 * `your` goes before a plural (`where your ideas can branch` → `where ideas can branch`) and becomes
 * `the` before a singular (`for your home` → `for the home`); in an idiom it stays, for parseClause to
 * cut before.
 */
function towardsCompany(tokens: Tagged[]): Tagged[] {
  const out: Tagged[] = [];
  let space: string | null = null; // the spaces of a dropped `your`, for the word after it
  tokens.forEach((t, i) => {
    const next = (k: number) => tokens[i + k]?.text ?? '';
    if (space !== null) {
      out.push({ ...t, space });
      space = null;
    } else if (/^you$/i.test(t.text) && /^helps?$/i.test(next(-1)) && tokens[i + 1]?.pos === 'VERB') return;
    // `with your own engineering team` is the customer's: `with an in-house …` would need an article the
    // sentence may not take, so `in-house` alone (`with in-house engineering resources`); `own` goes.
    else if (/^own$/i.test(t.text) && /^your$/i.test(next(-1)) && !YOUR_IDIOM.test(next(1))) return;
    else if (!/^your$/i.test(t.text) || i === 0) out.push(t);
    else if (YOUR_IDIOM.test(next(1)) || (/^own$/i.test(next(1)) && YOUR_IDIOM.test(next(2)))) out.push(t);
    else if (/^own$/i.test(next(1))) out.push({ ...t, text: 'in-house' });
    else if (pluralAfter(tokens, i)) space = t.space;
    else out.push({ ...t, text: 'the' });
  });
  return out;
}

/** Parses `sentence` about `company` (its display name); null when the sentence is not about it. */
export function parseClause(sentence: string, company: string): Clause | null {
  const cleaned = sentence
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/[™®©℠]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const text = dropLeadIn(cleaned, company);
  const tokens = tag(text.replace(/[.!?]+["”’)]*$/u, ''));
  const found = findSubject(tokens, company);
  if (!found || found.start < 0) return null;
  let predicate = towardsCompany(tokens.slice(found.start));
  if (found.fromWe) predicate = inflectLeadingVerbs(predicate);
  if (found.gerund)
    predicate = [
      { text: 'is', pos: 'AUX', space: '' },
      { ...predicate[0]!, text: predicate[0]!.text.toLowerCase(), space: ' ' },
      ...predicate.slice(1),
    ];
  const personal = predicate.findIndex((t, i) => i > 0 && (SECOND_PERSON.test(t.text) || FIRST_PERSON.test(t.text)));
  const uncut = wordCount(predicate); // before any cut: `the world’s first app | where you …` is hollow too
  if (personal >= 0) predicate = cutBefore(predicate, personal);
  predicate = repairGrammar(cutPredicate(predicate));
  // `We also know …`, `we're going to witness a shift …`: the verb after adverbs and a future's `is going to`.
  const verb = predicate.find((t) => t.pos !== 'ADV' && !/^(?:is|are|going|to|will)$/i.test(t.text));
  if (found.fromWe && OPINION_VERBS.test(verb?.text ?? '')) return null; // "We know both … can be a lot of work": a view, not what the company does
  const repeatsName = predicate.some(
    (t, i) => i > 0 && /^\p{Lu}/u.test(t.text) && opensWithFullName(predicate.slice(i), company),
  );
  // A superlative the cut left without what restricted it: `is the only online auction site` (… that
  // authenticates every designer bag), `is the easiest, fastest way` (… to share anything with anyone).
  // Said alone, it is a claim the site never made.
  const hollow = wordCount(predicate) < uncut && predicate.slice(-4).some(superlative);
  if (wordCount(predicate) < MIN_WORDS || refersBack(predicate) || repeatsName || hollow) return null;
  return {
    subject: found.subject,
    predicate: untag(predicate),
    tokens: predicate,
    fromWe: found.fromWe,
    product: found.product,
    ...nounPhrase(predicate),
  };
}

/** `only`, `best`, `most`, or an adjective in -est (`largest`), not `honest`, `modest` or `latest` (new, not the most of anything); `request` is a noun. */
const superlative = (t: Tagged) =>
  /^(?:only|best|most|first)$/i.test(t.text) ||
  (t.pos === 'ADJ' && /\p{L}{2}est$/iu.test(t.text) && !/^(?:honest|modest|earnest|manifest|latest)$/i.test(t.text));

/** "FidoCure knows this from …", "eliminates those roadblocks", "improved her life": words that point at an earlier sentence the e-mail does not quote. */
const refersBack = (predicate: Tagged[]) =>
  predicate.some(
    (t) => /^(?:those|these|such|he|she|his|her|him)$/.test(t.text) || (t.pos === 'DET' && t.text === 'this'),
  ) ||
  predicate.slice(0, 3).some(
    (t, i) =>
      i > 0 &&
      (t.pos === 'PRON' || t.pos === 'DET') &&
      /^(?:this|that|these|those|it|them|they|he|she|him|her|such)$/.test(t.text) &&
      predicate[i + 1]?.pos !== 'VERB' &&
      !(t.text === 'it' && /^mak(?:e|es|ing)|made$/i.test(predicate[i - 1]?.text ?? '')), // "makes it easy"
  );

function nounPhrase(predicate: Tagged[]): { np: string | null; npVerb: Clause['npVerb'] } {
  const [verb, second] = predicate;
  if (!verb || verb.pos !== 'AUX' || !/^(?:is|are|['’]s)$/i.test(verb.text)) return { np: null, npVerb: null };
  if (second && NP_START.has(second.pos) && second.text.toLowerCase() !== 'not')
    return { np: untag(predicate.slice(1)), npVerb: 'is' };
  if (second && BUILD_VERBS.has(second.text.toLowerCase()) && predicate[2] && NP_START.has(predicate[2].pos)) {
    return { np: untag(predicate.slice(2)), npVerb: 'building' };
  }
  return { np: null, npVerb: null };
}
