import type { Brief } from '#shared/brief.ts';
import { canBeVerb, stem, tag } from '../../language/index.ts';

/**
 * A brief's phrase pasted into a slot it does not fit (issue 28 item 3, the marks a slot-filling writer
 * leaves), each judged against the brief the e-mail was written for, never against a list of phrases:
 * - bareObject: what "gives you"/"offers"/"provides" hands over is a brief's item pasted whole, and it is
 *   a singular count noun with no article ("gives you 90-day replacement guarantee", "gives you single
 *   source of truth") or a bare list of other products' names ("gives you GitHub Actions, CircleCI,
 *   Jenkins"): a note pasted into the slot of a benefit.
 * - droppedComplement: a verb phrase of the brief that needs its "into …" ("turns interview recordings
 *   into a searchable library") written without it ("turning interview recordings is probably one of
 *   several jobs"): the phrase was cut where its meaning ends (advice, edit: the readers could still tell).
 * - cutBriefClause: the brief's relative clause (four words with its "that"/"which"/"who") that ends on a
 *   verb the brief goes on from with a preposition ("every supplier invoice that lands in your AP inbox"), written to the end of
 *   the sentence ("…: every supplier invoice that lands."): the clause was cut before its meaning.
 * - droppedDeterminer: a singular noun the brief always writes with its word before it ("translates your
 *   app") written bare after a verb or a preposition ("translating app is probably a job of its own",
 *   "you're probably responsible for app"): the brief's phrase cut up and its "your" lost.
 * - cutBinomial: the brief's "X to X" ("handles data subject requests end to end", "side by side", "step
 *   by step") written with its first half alone ("data subject requests end at Svix is still a founder's
 *   job"): the idiom cut in two.
 * - pastedInstruction: the brief's call to action is an instruction to the writer about the prospect ("Ask
 *   how many engineering interviews their team ran last month"); an e-mail that carries its words about
 *   "them" ("Would you like to ask how many engineering interviews their team ran…?") hands the reader the
 *   sender's note to self.
 * Sources: the rubric's "garbled, ungrammatical" (dont_send) and "awkward but understandable" (edit),
 * and the blind readers of fresh briefs' e-mails, who named "gives you 4–6 candidate shortlist",
 * "translating app" and "turning recordings" as pasted.
 */

/** The verbs whose object is the benefit a writer hands over ("gives you X", "you get X", "offers X"). */
const HANDS_OVER = /\b(?:gives? you|you(?:'d|’d| would| will)? get|offers|provides)\s+(.+)$/iu;
/**
 * Endings of English nouns that are mass or abstract as often as not ("pricing", "visibility",
 * "compliance", "software", "coverage"), and the commonest mass nouns of business English without such an
 * ending: they need no article, so only other singular nouns are judged.
 */
const MASS_ENDING = /(?:ing|ity|ty|ness|ment|tion|sion|ance|ence|ship|dom|ism|ware|age|ics|th|ce|cy|ure|ledge)$/i;
const MASS_WORD =
  /^(?:access|support|control|help|advice|feedback|data|time|insight|work|research|money|cash|revenue|traffic|growth|content|spend|coverage|room|space|capacity|speed|context|proof|evidence|clarity|visibility|oversight|reporting|headroom|delivery|inventory|machinery)$/i;

/** The brief's items, lower-cased, that a writer may paste into the slot. */
const itemsOf = (brief: Brief) =>
  [...(brief.valueProps ?? []), ...(brief.proofPoints ?? [])].map((item) => item.trim().toLowerCase());

/**
 * "gives you 90-day replacement guarantee", "offers GitHub Actions, CircleCI, Jenkins.": a brief item pasted
 * into the slot of a benefit (the object starts with the item's first three words) when it is a singular
 * count noun with no article or a bare list of other products' names (see the module notes).
 */
export function bareObject(sentence: string, brief: Brief): string | null {
  const m = HANDS_OVER.exec(sentence);
  if (!m) return null;
  const object = m[1]!.trim().toLowerCase();
  const pasted = itemsOf(brief).some((item) => {
    const opening = item.split(/\s+/).slice(0, 3).join(' ');
    return opening.length > 0 && object.startsWith(opening);
  });
  if (!pasted) return null;
  const words = tag(m[1]!).filter((t) => t.pos !== 'PUNCT' || t.text === ',');
  const names = words.filter((t) => t.pos === 'PROPN');
  const onlyNames = words.every((t) => t.pos === 'PROPN' || t.pos === 'CCONJ' || t.text === ',');
  const sender = (brief.senderCompany ?? '').toLowerCase();
  if (names.length >= 2 && onlyNames && !names.some((t) => t.text.toLowerCase() === sender))
    return `names listed where a benefit belongs: “${m[0]}”`;
  // The object's first noun run: its modifiers (adjectives, a count other than one), then its nouns.
  let i = 0;
  while (
    words[i] &&
    (words[i]!.pos === 'ADJ' ||
      (words[i]!.pos === 'NUM' && !/^(?:one|1)$/i.test(words[i]!.text)) ||
      (words[i]!.pos === 'VERB' && i === 0 && words[i + 1]?.pos === 'NOUN'))
  )
    i += 1;
  if (i === 0 && words[0]?.pos !== 'NOUN') return null; // an article, a possessive, "one", a pronoun: fine
  let end = i;
  while (words[end]?.pos === 'NOUN') end += 1;
  const head = words[end - 1];
  if (end === i || !head || head.pos !== 'NOUN') return null;
  const singular = !/s$/i.test(head.text) && !MASS_ENDING.test(head.text) && !MASS_WORD.test(head.text);
  return singular ? `a noun without its article: “${m[0]}”` : null;
}

/** Verbs whose object needs a place after it ("puts sensors in your cold rooms"): English's put-class. */
const NEEDS_PLACE =
  /^(?:put|puts|putting|place|places|placing|install|installs|installing|set|sets|setting|lay|lays|laying)$/i;

/** The brief's verb phrases whose object needs "into"/"onto" after it, per brief: `{ verb stem, object words }`. */
const complementsOf = new WeakMap<Brief, { verb: string; object: string[] }[]>();

function briefComplements(brief: Brief): { verb: string; object: string[] }[] {
  let found = complementsOf.get(brief);
  if (found) return found;
  found = [];
  for (const line of [brief.offer, ...(brief.valueProps ?? [])]) {
    const words = tag(line);
    words.forEach((t, i) => {
      if (t.pos !== 'VERB') return;
      let k = i + 1;
      while (words[k] && /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(words[k]!.pos)) k += 1;
      const object = words
        .slice(i + 1, k)
        .filter((w) => w.pos !== 'DET')
        .map((w) => w.text.toLowerCase());
      const after = words[k]?.text ?? '';
      const needed =
        /^(?:into|onto)$/i.test(after) || (NEEDS_PLACE.test(t.text) && /^(?:in|on|at|inside)$/i.test(after));
      if (object.length > 0 && needed) found!.push({ verb: stem(t.text), object });
    });
  }
  complementsOf.set(brief, found);
  return found;
}

/** "turning interview recordings is …": a brief's "turns X into Y" without its "into" (see the module notes). */
export function droppedComplement(sentence: string, brief: Brief): string | null {
  const needs = briefComplements(brief);
  if (needs.length === 0) return null;
  const words = tag(sentence).filter((t) => t.pos !== 'DET');
  for (const { verb, object } of needs)
    for (let i = 0; i < words.length; i++) {
      if (stem(words[i]!.text) !== verb) continue;
      const next = words.slice(i + 1, i + 1 + object.length).map((w) => w.text.toLowerCase());
      if (next.join(' ') !== object.join(' ')) continue;
      if (!/^(?:into|onto|in|on|at|inside)$/i.test(words[i + 1 + object.length]?.text ?? ''))
        return `“${[words[i]!.text, ...next].join(' ')}” without the “into …” or place it needs: “${sentence}”`;
    }
  return null;
}

/** Nouns the brief writes only after a determiner or a possessive ("your app", "the rota"): singular, count. */
const determinedOf = new WeakMap<Brief, Set<string>>();

function briefDetermined(brief: Brief): Set<string> {
  let found = determinedOf.get(brief);
  if (found) return found;
  const withWord = new Set<string>();
  const bare = new Set<string>();
  for (const line of [brief.offer, ...(brief.valueProps ?? []), ...(brief.proofPoints ?? [])]) {
    const words = tag(line);
    words.forEach((t, i) => {
      if (t.pos !== 'NOUN' || words[i + 1]?.pos === 'NOUN') return; // only a phrase's head
      const w = t.text.toLowerCase();
      const before = words[i - 1];
      if (before && (before.pos === 'DET' || /^(?:your|our|their|its|my|his|her)$/i.test(before.text))) withWord.add(w);
      else bare.add(w);
    });
  }
  found = new Set(
    [...withWord].filter((w) => !bare.has(w) && !/s$/.test(w) && !MASS_ENDING.test(w) && !MASS_WORD.test(w)),
  );
  determinedOf.set(brief, found);
  return found;
}

/** "translating app", "responsible for app": see the module notes. */
export function droppedDeterminer(sentence: string, brief: Brief): string | null {
  const nouns = briefDetermined(brief);
  if (nouns.size === 0) return null;
  const words = tag(sentence);
  for (let i = 1; i < words.length; i++) {
    const t = words[i]!;
    const next = words[i + 1];
    // "phone calls": a compound whose head follows (the tagger may read "calls" as a verb).
    const compound = next?.pos === 'NOUN' || (next?.pos === 'VERB' && /\p{L}s$/u.test(next.text));
    if (t.pos !== 'NOUN' || !nouns.has(t.text.toLowerCase()) || compound) continue;
    const before = words[i - 1]!;
    const afterVerb = before.pos === 'VERB' && /ing$/i.test(before.text);
    if (afterVerb || before.pos === 'ADP') return `“${before.text} ${t.text}”: a noun that needs “your” or “the”`;
  }
  return null;
}

/** The brief's runs of words that end on a verb the brief goes on from with a preposition, per brief. */
const clausesOf = new WeakMap<Brief, string[][]>();

function briefClauses(brief: Brief): string[][] {
  let found = clausesOf.get(brief);
  if (found) return found;
  found = [];
  for (const line of [brief.offer, ...(brief.valueProps ?? []), ...(brief.proofPoints ?? [])]) {
    const words = tag(line);
    words.forEach((t, i) => {
      // A relative clause's verb with its preposition straight after ("… that lands in your inbox").
      // The tagger may read "that lands" as a noun after a determiner: a word English also uses as a verb counts.
      const verb = t.pos === 'VERB' || (/^(?:that|which|who)$/i.test(words[i - 1]?.text ?? '') && canBeVerb(t.text));
      if (!verb || words[i + 1]?.pos !== 'ADP' || i < 3) return;
      const run = words.slice(i - 3, i + 1);
      if (run.some((w) => w.pos === 'PUNCT') || !run.some((w) => /^(?:that|which|who)$/i.test(w.text))) return;
      found!.push(run.map((w) => w.text.toLowerCase()));
    });
  }
  clausesOf.set(brief, found);
  return found;
}

/** "…: every supplier invoice that lands.": see the module notes. */
export function cutBriefClause(sentence: string, brief: Brief): string | null {
  const clauses = briefClauses(brief);
  if (clauses.length === 0) return null;
  const words = sentence
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter(Boolean);
  const end = words.slice(-4).join(' ');
  const clause = clauses.find((c) => c.join(' ') === end);
  return clause && /[.!]\s*$/.test(sentence) ? `cut where the brief goes on: “…${clause.join(' ')}.”` : null;
}

/** A word, a preposition and the same word again: "end to end", "side by side", "one on one", "day after day". */
const BINOMIAL = /\b([\p{L}'’-]+)\s+(\p{L}+)\s+(?:to|by|on|after|for|in|and)\s+\2\b/giu;

const FUNCTION_WORD = /^(?:the|a|an|your|our|their|its|my|of|in|on|at|to|for|by|with|and|or|from)$/i;
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "…requests end at Svix": the brief's "end to end" with its second half lost (see the module notes). */
export function cutBinomial(sentence: string, brief: Brief): string | null {
  const text = sentence.toLowerCase();
  for (const line of [brief.offer, ...(brief.valueProps ?? []), ...(brief.proofPoints ?? [])]) {
    for (const m of (line ?? '').toLowerCase().matchAll(BINOMIAL)) {
      const [whole, before, word] = m;
      // "the day to day": a function word before it is no anchor ("the day" is said everywhere).
      if (FUNCTION_WORD.test(before!)) continue;
      const half = new RegExp(String.raw`\b${escape(before!)}\s+${escape(word!)}\b`, 'u').exec(text);
      if (half && !text.slice(half.index).startsWith(whole))
        return `“${before} ${word}”: the brief’s “${whole.slice(before!.length).trim()}” cut in two`;
    }
  }
  return null;
}

/** The third-person pronouns a brief's instruction uses of the prospect. */
const THIRD_PERSON = /^(?:they|their|them|theirs)$/i;

/** "Would you like to ask how many … their team ran…?": the brief's instruction pasted (see the module notes). */
export function pastedInstruction(sentence: string, brief: Brief): string | null {
  const cta = (brief.callToAction ?? '').toLowerCase();
  if (!cta) return null;
  const words = cta.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);
  const mine = ` ${sentence
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter(Boolean)
    .join(' ')} `;
  for (let i = 0; i < words.length; i++) {
    if (!THIRD_PERSON.test(words[i]!)) continue;
    // The pronoun with a word on each side ("requests they answered", "interviews their team"), or the two
    // before it at the end ("a problem for them").
    const run = i + 1 < words.length ? words.slice(Math.max(0, i - 1), i + 2) : words.slice(Math.max(0, i - 2), i + 1);
    if (run.length === 3 && mine.includes(` ${run.join(' ')} `))
      return `the brief’s instruction to the writer pasted in: “…${run.join(' ')}…”`;
  }
  return null;
}
