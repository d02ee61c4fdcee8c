import { countWords, type Tagged, untag } from '../../language/index.ts';

/**
 * Shortening an extracted predicate so it fits in one opener sentence and still reads as a whole
 * phrase, by cutting at a clause boundary the POS tags show, never mid-phrase.
 *
 * Boundaries, strongest first: a dash, semicolon or colon (a side remark follows); a comma or a
 * relative/subordinate word (`that`, `which`, `who`, `while`, `because`); a participle or a coordinated
 * verb after a noun (`company reconstructing …`, `… and helping …`); a preposition (`by`, `with`,
 * `through` …). Within MAX_WORDS, the cut with the best score wins: twice its strength (3, 2, 1, 0.5)
 * plus a third of its words (up to 10), minus 2 for a stub under 6 words — so a clause boundary beats a
 * preposition unless it would leave only a stub ("is building a SaaS tool"). The tail is then
 * trimmed of words a phrase cannot end on (a preposition, article, conjunction, pronoun, auxiliary).
 * Limits: MAX_WORDS = 16 keeps an opener sentence (lead-in + subject + predicate) within the 25 words
 * GOV.UK's content design guidance sets as a sentence's maximum, and leaves room for the rest of a
 * 90-word e-mail. MIN_WORDS = 3 ("is a company" says nothing). OVERRUN = 3: when the best cut is a
 * preposition and only a short phrase of at most 3 words follows it, the phrase stays whole (the
 * composer still enforces lengthWords on the body).
 */
export const MAX_WORDS = 16;
export const MIN_WORDS = 3;
/** Words a phrase may run over MAX_WORDS rather than lose its last prepositional phrase. */
export const OVERRUN = 3;

const STRONG = new Set([';', ':', '—', '–', '-', '|']);
const RELATIVE_PRONOUN = new Set(['that', 'which', 'where']);
const RELATIVE = new Set(['while', 'whereas', 'because', 'so', 'whether', 'allowing', 'enabling', 'including', 'such']);
const WEAK_ADP = new Set([
  'by',
  'with',
  'without',
  'through',
  'via',
  'using',
  'across',
  'from',
  'for',
  'in',
  'into',
  'at',
  'on',
  'to',
]);
const NO_END = new Set(['ADP', 'DET', 'CCONJ', 'SCONJ', 'PART', 'PRON', 'AUX', 'PUNCT', 'SYM']);
const NOUNISH = new Set(['NOUN', 'PROPN', 'NUM']);

const isWord = (t: Tagged) => /[\p{L}\p{N}]/u.test(t.text);
export const wordCount = (tokens: readonly Tagged[]) => countWords(untag(tokens));

/** A comma inside a list (`a, b, and c`): another comma or a conjunction follows within three words. */
function isListComma(tokens: readonly Tagged[], i: number): boolean {
  // `designs, builds and edits … workflows`: coordinated verbs share the object after the last.
  const relative = /^(?:that|which|who)$/i.test(tokens[i - 2]?.text ?? '');
  const listGoesOn = tokens.slice(i + 2, i + 4).some((t) => t.text === ',' || t.pos === 'CCONJ');
  if ((tokens[i - 1]?.pos === 'VERB' || relative) && tokens[i + 1]?.pos === 'VERB' && listGoesOn) return true;
  // `Google, Meta, Salesforce, Coinbase get …`: a list that runs on without `and` is still one.
  if (tokens[i - 2]?.text === ',' && NOUNISH.has(tokens[i - 1]?.pos ?? '') && NOUNISH.has(tokens[i + 1]?.pos ?? ''))
    return true;
  for (const t of tokens.slice(i + 1, i + 5)) {
    if (t.text === ',' || t.pos === 'CCONJ') return true;
    if (t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'ADP') return false;
  }
  return false;
}

/** `seamless, personalized travel`: a comma between coordinate adjectives, not a boundary. */
const isAdjectiveComma = (tokens: readonly Tagged[], i: number) =>
  (tokens[i]?.text === ',' &&
    (tokens[i - 1]?.pos === 'ADJ' || /^open[- ]source$/i.test(untag(tokens.slice(Math.max(0, i - 2), i)))) &&
    (/^(?:ADJ|VERB)$/.test(tokens[i + 1]?.pos ?? '') ||
      (tokens[i + 1]?.pos === 'CCONJ' && tokens[i + 2]?.pos === 'ADJ'))) ||
  // `consistently fast, efficient delivery`: the tagger reads `fast` as an adverb.
  (tokens[i - 1]?.pos === 'ADV' && tokens[i + 1]?.pos === 'ADJ' && tokens[i + 2]?.pos === 'NOUN');

/** Verbs of motion whose `from` opens a range they need (`go from … to …`). */
const MOTION = /^(?:go|goes|going|move|moves|moving|get|gets|getting|shift|shifts|transition|transitions)$/i;

/**
 * `go from finding sites to getting a permit`, `ranging from tech giants, to banks`: the `to` (or a comma
 * before it) closes a `from` range opened within the last 10 tokens, so a cut there keeps only its first
 * half. Cutting before the `from` drops both halves and stays allowed, unless a verb of motion (`go`,
 * `move`, `shift`) before it needs the range.
 */
function closesFromRange(tokens: readonly Tagged[], i: number): boolean {
  // `go from …`: the verb of motion needs its range, so a cut before the `from` strands it too.
  if (tokens[i]?.text.toLowerCase() === 'from' && MOTION.test(tokens[i - 1]?.text ?? '')) return true;
  const to = tokens[i]?.text === ',' ? tokens[i + 1] : tokens[i];
  if (to?.text.toLowerCase() !== 'to') return false;
  for (let j = i - 1; j >= Math.max(0, i - 10); j--) {
    const lower = tokens[j]!.text.toLowerCase();
    if (lower === 'from') return true;
    if (lower === 'to') return false;
  }
  return false;
}

/** A present-tense verb of a third-person subject (`helps`, `runs`), not a plural noun (`tools`). */
const finiteVerb = (t: Tagged) => t.pos === 'VERB' && /[^s]s$/i.test(t.text);

/** Boundary strength before token i: 3 strong, 2 clause, 1 verb after noun, 0.5 preposition, 0 none. */
function strength(tokens: readonly Tagged[], i: number): number {
  const t = tokens[i]!;
  const previous = tokens[i - 1];
  const lower = t.text.toLowerCase();
  if (STRONG.has(t.text) && t.space !== '') return 3;
  if (t.text === ';' || t.text === ':' || t.text === '—' || /^[.!?]$/.test(t.text)) return 3;
  if (isAdjectiveComma(tokens, i) || closesFromRange(tokens, i)) return 0;
  if (t.text === ',' && tokens[i + 1]?.pos === 'CCONJ' && tokens.slice(i + 3, i + 9).some((x) => x.pos === 'AUX'))
    return 3;
  // `…company, and today helps 450+ brands`: a second clause, its finite verb within three words.
  if (t.text === ',' && tokens[i + 1]?.pos === 'CCONJ' && tokens.slice(i + 2, i + 5).some(finiteVerb)) return 2;
  if (t.text === ',') return isListComma(tokens, i) ? 0 : 2;
  if (t.text === '(') return 2;
  if (lower === 'who' || lower === 'whose') return 2;
  if (RELATIVE_PRONOUN.has(lower)) return previous && NOUNISH.has(previous.pos) ? 2 : 0;
  if (RELATIVE.has(lower) && previous && previous.pos !== 'ADP') return 2;
  if (previous && NOUNISH.has(previous.pos) && t.pos === 'VERB' && /(?:ing|ed)$/.test(lower)) return 1;
  // `building and supporting top-notch … solutions`: coordinated gerunds share their object.
  if (t.pos === 'CCONJ' && /ing$/i.test(previous?.text ?? '') && /ing$/i.test(tokens[i + 1]?.text ?? '')) return 0;
  if (t.pos === 'CCONJ' && tokens[i + 1]?.pos === 'VERB') return 1;
  if (WEAK_ADP.has(lower) && (t.pos === 'ADP' || t.pos === 'PART' || t.pos === 'VERB' || t.pos === 'SCONJ')) return 0.5;
  return 0;
}

/** Verbs an adjective may end a phrase after (`keeps teams aligned` aside): `stays simple`, `feels human`. */
const LINKING =
  /^(?:is|are|be|been|being|become|becomes|became|seem|seems|look|looks|feel|feels|stay|stays|remain|remains|get|gets|keep|keeps|make|makes|go|goes|turn|turns)$/i;
const PARTICIPLE = /(?:ed|en|built|made|run|led|known|grown|held|set|kept|sold|brought|taught)$/i;
const END_WORDS = new Set([
  'and',
  'or',
  'but',
  'with',
  'as',
  'than',
  'like',
  'very',
  'more',
  'most',
  'so',
  'also',
  'even',
  'just',
  'not',
  'both',
  'either',
  'where',
  'when',
  'only',
  'including',
]);
// Adverbs that can end a phrase ("… feel human again", "… deliver worldwide").
const END_ADVERBS =
  /^(?:again|online|worldwide|globally|together|abroad|anywhere|everywhere|today|automatically|instantly|daily|fast|faster|at scale|locally|remotely|offline)$|ly$/i;

// Adjectives that need what follows them (`willing to …`, `able to …`).
const NEEDS_COMPLEMENT = /^(?:willing|able|unable|eager|keen|determined|similar|comparable|equivalent)$/i;
/** Where an infinitive opens before a verb ending the phrase, adverbs between (`to not only listen`), or -1. */
function toBefore(tokens: readonly Tagged[]): number {
  let i = tokens.length - 2;
  while (i > 0 && (tokens[i]!.pos === 'ADV' || /^not$/i.test(tokens[i]!.text))) i--;
  return i > 0 && i < tokens.length - 2 && tokens[i]!.text.toLowerCase() === 'to' ? i : -1;
}

// A preposition and an adjective that end a phrase together: `a force for good`, `free for good`.
const IDIOM_ENDS =
  /^(?:for (?:good|free|sure|real)|in (?:full|general|particular|person|private|public)|at (?:large|last|least))$/i;

// Verbs whose object is only half the sense: `enable brands` needs `to offer …` after it.
const ENABLERS = /^(?:enable|empower|allow|let|help|equip)$/i;

/** Where `makes it <adjective>` starts when no `to` follows it (`making it easy | to recover`), or -1. */
function hollowMakesIt(tokens: readonly Tagged[]): number {
  const it = tokens.findLastIndex(
    (t, i) => /^it$/i.test(t.text) && /^(?:makes?|making|made)$/i.test(tokens[i - 1]?.text ?? ''),
  );
  if (it < 1 || tokens.slice(it + 2).some((t) => /^to$/i.test(t.text))) return -1;
  return it + 1 < tokens.length ? it - 1 : -1;
}

const PARTICLE_ENDS = /^(?:up|out|off|down|back|away|over)$/i;

/**
 * Drops what a phrase cannot end on: a preposition, article, conjunction, pronoun or auxiliary; an
 * adverb that needs more after it (`both`, `where`); a participle hanging after a noun (`systems
 * based`); an infinitive without its object (`… to create`); an enabling verb without the infinitive
 * it needs (`to enable brands`, `by making it easy`); a relative pronoun with a lone verb (`that
 * designs`) or `and has evolved`; a lone adjective after an article; a quote or bracket opened and
 * never closed; and a stub of one or two words after a final comma (`… retries, tailored`). `whole`:
 * the phrase ends where its sentence did, so an infinitive there is the author's, not a cut's.
 */
export function trimTail(tokens: readonly Tagged[], whole = false): Tagged[] {
  const out = [...tokens];
  // A phrase that still ends where its author ended it keeps its infinitive (`flexible, humane ways to
  // pay`); once a word is trimmed (`… to securely share | anything with anyone`), the verb lost its object.
  const infinitive = () => !whole || out.length < tokens.length;
  for (;;) {
    const last = out.at(-1);
    if (!last) return out;
    const lower = last.text.toLowerCase();
    const dangling =
      NO_END.has(last.pos) &&
      !(last.pos === 'PUNCT' && /^[)”"’]$/.test(last.text)) &&
      !(last.pos === 'SYM' && last.text === '%') &&
      // `children growing up`, `teams scaling out`: a phrasal verb's particle ends its phrase.
      !(PARTICLE_ENDS.test(lower) && out.at(-2)?.pos === 'VERB');
    const comma = out.findLastIndex((t, i) => t.text === ',' && !isAdjectiveComma(out, i));
    const openQuote = out.findLastIndex((t) => /^[“"(‘]$/.test(t.text));
    if (openQuote >= 0 && !out.slice(openQuote + 1).some((t) => /^[”")’]$/.test(t.text))) out.splice(openQuote);
    else if (
      infinitive() &&
      toBefore(out) > 0 &&
      out[toBefore(out) - 1]?.pos === 'PRON' &&
      out[toBefore(out) - 2]?.pos === 'VERB'
    )
      out.splice(toBefore(out) - 2); // "empowers anyone to easily consolidate": without the infinitive, the verb says nothing
    else if (dangling || END_WORDS.has(lower) || (last.pos === 'ADV' && !END_ADVERBS.test(lower))) out.pop();
    else if (infinitive() && last.pos === 'VERB' && out.at(-2)?.text.toLowerCase() === 'to')
      out.splice(-2, 2); // "… to create
    else if (infinitive() && last.pos === 'VERB' && toBefore(out) > 0)
      out.splice(toBefore(out)); // "… to securely share", "… to not only listen"
    else if (last.pos === 'ADJ' && NEEDS_COMPLEMENT.test(lower))
      out.pop(); // "a company willing" (to do what?)
    else if (last.pos === 'VERB' && out.at(-2)?.pos === 'AUX' && out.at(-3)?.pos === 'CCONJ')
      out.splice(-3); // "… and has evolved" (into what?)
    else if (NOUNISH.has(last.pos) && ENABLERS.test(out.at(-2)?.text ?? '') && /^to$/i.test(out.at(-3)?.text ?? ''))
      out.splice(-3); // "… to enable brands" (to do what?)
    else if (hollowMakesIt(out) >= 0)
      out.splice(hollowMakesIt(out)); // "by making it easy", "makes it simple for founders" (to do what?)
    else if (/^(?:that|which|who)$/i.test(out.at(-2)?.text ?? '') && out.length > 2)
      out.splice(-2); // "the engineer that designs" (designs what?)
    else if (last.pos === 'VERB' && PARTICIPLE.test(lower) && NOUNISH.has(out.at(-2)?.pos ?? '') && out.length > 2)
      out.pop();
    else if (last.pos === 'ADJ' && out.at(-2)?.pos === 'DET' && !/\d/.test(last.text)) out.splice(-2, 2);
    else if (last.pos === 'ADJ' && out.at(-2)?.pos === 'ADP' && !IDIOM_ENDS.test(`${out.at(-2)!.text} ${lower}`))
      out.pop(); // "living with severe"
    else if (last.pos === 'ADJ' && out.at(-2)?.pos === 'VERB' && !LINKING.test(out.at(-2)!.text) && infinitive())
      out.pop(); // "is pioneering seamless" cut from its noun; where the author ended ("keeps builds healthy") it is a complement
    else if (comma > 0 && out.length - comma <= 3) out.splice(comma);
    else if (comma > 0 && PARTICIPLE.test(out[comma + 1]?.text ?? '') && out[comma + 1]?.pos !== 'NOUN')
      out.splice(comma);
    else return out;
  }
}

/** Cuts before token `index` at the nearest boundary (any strength) before it; [] when there is none. */
export function cutBefore(tokens: readonly Tagged[], index: number): Tagged[] {
  for (let i = index; i > 0; i--) if (strength(tokens, i) > 0) return trimTail(tokens.slice(0, i));
  return [];
}

/** Cuts a predicate to at most `max` words at the strongest boundary the rules above allow. */
export function cutPredicate(tokens: readonly Tagged[], max = MAX_WORDS): Tagged[] {
  let best: { end: number; score: number } | null = null;
  for (let i = 1; i < tokens.length; i++) {
    const s = strength(tokens, i);
    if (s === 0) continue;
    const words = wordCount(tokens.slice(0, i));
    if (words < MIN_WORDS + 1) continue;
    if (s === 3 && words <= max) return trimTail(tokens.slice(0, i));
    if (words > max) break;
    // Strength against length: a clause boundary wins unless it leaves a stub (under 6 words) and a
    // weaker boundary keeps a good deal more of the phrase.
    const score = 2 * s + Math.min(words, 10) / 3 - (words < 6 ? 2 : 0);
    if (!best || score > best.score) best = { end: i, score };
  }
  if (wordCount(tokens) <= max) return trimTail(tokens, true);
  // A phrase a few words over, with only a preposition to cut at, is kept whole: cutting "the best
  // operating system | for wealth managers" drops the very words that make it specific (row 299, Saturn).
  if (
    best &&
    strength(tokens, best.end) < 1 &&
    wordCount(tokens.slice(best.end)) <= OVERRUN &&
    wordCount(tokens) <= max + OVERRUN
  )
    return trimTail(tokens, true);
  if (best) return trimTail(tokens.slice(0, best.end));
  // No boundary within reach: a hard cut is kept only when it ends on a noun, else nothing is.
  let end = 0;
  for (let words = 0; end < tokens.length && words < max; end++) if (isWord(tokens[end]!)) words++;
  const cut = trimTail(tokens.slice(0, end));
  // A cut that trimming took back into a list (`brands like Google | , Meta, Amazon …`) drops the rest of it.
  const inList = tokens[cut.length]?.text === ',' && isListComma(tokens, cut.length);
  return NOUNISH.has(cut.at(-1)?.pos ?? '') && !NOUNISH.has(tokens[end]?.pos ?? '') && !inList ? cut : [];
}
