import type { Brief } from '#shared/brief.ts';
import { isCommonWord, isPastParticiple, tag, type Tagged } from '../../language/index.ts';

/**
 * Sentences whose parts do not fit each other (issue 28 item 3): the marks a slot-filling writer leaves
 * when it pastes a phrase where it does not belong. Each check is a rule of English or of mail merge,
 * never a phrase of one e-mail; the sentence is given as the reader sees it, trimmed.
 *
 * - mergeCapital: a brief's item pasted mid-sentence with the capital it had at the start of its line
 *   ("Seatsweep gives you Renewal calendar with 90-day alerts."). The word must be one English writes in
 *   lower case (common-words.ts: "renewal", not "Midwest") and one the brief never capitalises mid-sentence.
 * - strayPronoun: a sentence that speaks to the reader (a "you", or a question) and refers to
 *   "they"/"their"/"them" with nothing to point back at (see the function): the pronoun points at someone
 *   else ("Would you like to suggest a call to walk through a questionnaire they received?", a brief's
 *   third-person instruction pasted into a question to the prospect).
 * - thereIsPlural: "There is no new scanners": "there is" before a plural.
 * - unfinished: a paragraph's last sentence with no closing punctuation that ends on a word that cannot
 *   end an English sentence (a pronoun subject, an article, a preposition, a conjunction, an auxiliary):
 *   "each answer cites the policy or past response it".
 * - headline: a sentence opened by a number compound with no article ("60-engineer fintech team cut CI
 *   reruns by 70%."): a proof point pasted as a headline; English needs "A 60-engineer team …".
 * - participleFragment: a sentence whose only verb is a past participle with no auxiliary after a noun
 *   phrase ("Idle seats found by matching SSO logins against invoices.", "4,000+ people paid at 300
 *   companies."): a value prop pasted as a note, not a sentence.
 * - orphanClitic: a sentence that opens on a contraction's second half ("'d you like to see…"): the word
 *   it hangs on was cut away.
 * - notOnlyAlone: "not only" with no "but" or "also" after it ("X is not only a reliable provider."): the
 *   correlative's second half was cut.
 * - relativeAgreement: a plural noun whose "who"/"that" clause takes a singular verb ("writers who has
 *   shipped production code").
 * - doWithPerfect: "do" before a perfect ("Do you have thought about starting a podcast?"): English asks a
 *   perfect with "have" first ("Have you thought …?"); the do-support of a main verb put on an auxiliary.
 * - spaceBeforeComma: "recording , edits": a comma after a space, which a person does not type; the mark of
 *   a merge that dropped a word.
 * Sources: the rubric's "garbled, ungrammatical" (dont_send) and "awkward but understandable" (edit),
 * and the blind readers of the graded sets, who named these as "pasted", "fragment", "they received",
 * and of fresh briefs ("the ungrammatical 'Do you have thought about' ask", "the broken 'recording , edits'
 * fragment").
 */

/** Words that end no English sentence (a subject pronoun, a determiner, a preposition, a conjunction, an auxiliary). */
const NEVER_LAST = new Set(['DET', 'ADP', 'CCONJ', 'SCONJ', 'AUX', 'PART']);
const SUBJECT_PRONOUN = /^(?:it|they|we|he|she|I|you)$/;

/**
 * The brief's items whose first word carries only a line's capital: value props, proof points, the
 * offer's sentences and the call to action, as `{ word, phrase }` — the first word and the first three.
 */
const openingsOf = new WeakMap<Brief, { word: string; phrase: string }[]>();

/** Cached per brief object: every sentence of every e-mail of a campaign asks for the same openings. */
function briefOpenings(brief: Brief): { word: string; phrase: string }[] {
  let openings = openingsOf.get(brief);
  if (!openings) openingsOf.set(brief, (openings = readOpenings(brief)));
  return openings;
}

function readOpenings(brief: Brief): { word: string; phrase: string }[] {
  const items = [
    ...(brief.valueProps ?? []),
    ...(brief.proofPoints ?? []),
    ...brief.offer.split(/(?<=[.!?])\s+/),
    brief.callToAction ?? '',
  ];
  const all = [brief.offer, ...(brief.valueProps ?? []), ...(brief.proofPoints ?? [])].join(' | ');
  return items.flatMap((item) => {
    const words = item.trim().split(/\s+/);
    const word = words[0] ?? '';
    if (!/^\p{Lu}\p{Ll}+$/u.test(word) || !isCommonWord(word)) return [];
    // A name keeps its capital inside a sentence too ("… with Slack"): then it is no line's capital.
    if (new RegExp(`\\p{Ll}\\s+${word}\\b`, 'u').test(all)) return [];
    if (word === brief.senderCompany?.split(/\s+/)[0]) return [];
    return [{ word, phrase: words.slice(0, 3).join(' ') }];
  });
}

/** "gives you Renewal calendar": the brief item pasted after a lower-case word, its capital kept. */
export function mergeCapital(sentence: string, brief: Brief): string | null {
  const pasted = pastedCapital(sentence, brief);
  return pasted && `a phrase pasted in with its capital: ${pasted}`;
}

function pastedCapital(sentence: string, brief: Brief): string | null {
  for (const { word, phrase } of briefOpenings(brief)) {
    const at = sentence.indexOf(phrase);
    if (at <= 0) continue;
    const before = sentence.slice(0, at).trimEnd();
    if (/\p{Ll}$/u.test(before) && !/[.!?:;—–-]$/.test(before)) return `“${before.split(/\s+/).at(-1)} ${word}”`;
  }
  return null;
}

/**
 * Nouns "they" may point back at: groups ("team", "company") and people, plural or singular (the
 * singular "they": "every candidate comes with their history"): person words, the person endings
 * -or, -ist, -ant, -ent, -ee, -ian (investor, analyst, employee), and agent nouns in -er
 * whose stem is an English word (found-er, manag-er, engine-er; not "answer" or "order").
 */
const COLLECTIVE =
  /^(?:team|company|staff|people|org|organi[sz]ation|board|crew|group|department|folks|family|firm|agency|business|person|hire|lead|rep|prospect|client|user|partner|candidate|graduate|associate|delegate|advocate|everyone|someone|anyone|nobody|somebody|everybody)s?$/i;
const PERSON_ENDING = /\p{L}{2}(?:or|ist|ant|ent|ee|ian)s?$/iu;

function personNoun(word: string): boolean {
  if (COLLECTIVE.test(word) || PERSON_ENDING.test(word)) return true;
  const agent = /^(\p{L}{3,}?)e?rs?$/iu.exec(word);
  return agent !== null && /ers?$/i.test(word) && (isCommonWord(agent[1]!) || isCommonWord(`${agent[1]!}e`));
}

const plural = (t: Tagged) =>
  (t.pos === 'NOUN' || t.pos === 'PROPN') && /\p{Ll}s$/u.test(t.text) && !/(?:ss|us|is)$/i.test(t.text);

/**
 * A "they"/"their"/"them" in a sentence to "you" with no one to point at: inside the sentence any plural
 * or person noun before it will do ("tests … when they fail"); from the sentence before, a plural or a
 * person for "them" ("bordereaux … reconciles them"), but only people or a group for "they" and
 * "their", since what "they received" or "their order data" means someone's. A question speaks to the reader even without a "you".
 */
export function strayPronoun(sentence: string, previous: string | undefined): string | null {
  // Spoken to the reader: a "you", or a question ("Any interest in a call about their data?").
  if (!/\byou(?:r|rs)?\b/i.test(sentence) && !/\?\s*$/.test(sentence)) return null;
  const words = tag(sentence);
  const at = words.findIndex((t) => /^(?:they|their|them|theirs)$/i.test(t.text));
  if (at < 0) return null;
  if (words.slice(0, at).some((t) => plural(t) || ((t.pos === 'NOUN' || t.pos === 'PROPN') && personNoun(t.text))))
    return null;
  // "them"/"their" may point at any noun before ("bordereaux … reconciles them"); "they" as a subject
  // that receives, uses or has something needs people or a group.
  const thing = /^them$/i.test(words[at]!.text); // an object may be a thing; "they"/"their" need an owner or actor
  const nouns = previous ? tag(previous).filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN') : [];
  if (nouns.some((t) => personNoun(t.text) || (thing && (plural(t) || /(?:x|i|a)$/.test(t.text))))) return null;
  return `“${words[at]!.text}” points at no one the sentence names`;
}

/** A paragraph's last sentence without closing punctuation that ends where no sentence can. */
export function unfinished(sentence: string, endsParagraph: boolean): string | null {
  if (!endsParagraph || /[.!?…:;)"'”’]\s*$/.test(sentence)) return null;
  const words = tag(sentence).filter((t) => /[\p{L}\p{N}]/u.test(t.text));
  if (words.length < 5) return null; // "Best", "Cheers Sam": sign-offs and labels
  const last = words.at(-1)!;
  return NEVER_LAST.has(last.pos) || SUBJECT_PRONOUN.test(last.text) ? `cut off: “${sentence}”` : null;
}

/**
 * A head-count compound ("60-engineer", "400-person", "12-seat") before a singular noun ("team",
 * "company"): a count noun that needs its article. Plural and mass nouns need none ("30-day trials").
 */
const HEADCOUNT_START =
  /^\d[\d,.]*\+?[-–](?:person|people|engineer|employee|member|seat|strong|rep|agent)\s+(?:\p{Ll}+\s+){0,2}?\p{Ll}+(?<!s)\s+\p{Ll}/u;

/** "60-engineer fintech team cut …": a proof point pasted as a headline, with no article. */
export function headline(sentence: string): string | null {
  return HEADCOUNT_START.test(sentence) ? `a headline, not a sentence: “${sentence}”` : null;
}

/**
 * "There is no new scanners": "there is/was" before a plural noun phrase, a subject–verb disagreement
 * (a quantifier or number, then a noun phrase whose head is plural).
 */
export function thereIsPlural(sentence: string): string | null {
  const m =
    /\bthere(?:'s|’s| is| was)\s+(?:no|many|several|some|few|two|three|four|five|\d+)\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/iu.exec(
      sentence,
    );
  if (!m) return null;
  // The head is the last noun of the phrase's first run of nouns ("two rota templates" → templates).
  const tags = tag(m[1]!);
  const first = tags.findIndex((t) => t.pos === 'NOUN');
  const run = first < 0 ? [] : tags.slice(first);
  const end = run.findIndex((t) => t.pos !== 'NOUN');
  const head = end < 0 ? run.at(-1) : run[end - 1];
  const plural = head?.pos === 'NOUN' && /\p{Ll}s$/u.test(head.text) && !/(?:ss|us|is|news|series)$/i.test(head.text);
  return plural ? `“${m[0]}”: a plural after “is”` : null;
}

/**
 * "it gives you every quote links back to the recording": a whole sentence of the brief pasted as the
 * object of "gives you"/"you get", so a noun is followed by its own present-tense verb. A participle
 * after the noun ("1099s filed on time") is a reduced clause and fine.
 */
export function clauseAsObject(sentence: string): string | null {
  const m = /\b(?:gives? you|you(?:'d|’d| would)? get)\s+(.+)$/iu.exec(sentence);
  if (!m) return null;
  const words = tag(m[1]!).filter((t) => /[\p{L}\p{N}]/u.test(t.text));
  let i = 0;
  while (words[i] && /^(?:DET|ADJ|NUM)$/.test(words[i]!.pos)) i += 1;
  const noun = words[i];
  const verb = words[i + 1];
  const finite = verb?.pos === 'VERB' && /s$/i.test(verb.text) && !/(?:ed|ing)$/i.test(verb.text);
  return noun?.pos === 'NOUN' && finite ? `a sentence pasted as an object: “${m[0]}”` : null;
}

/** Irregular past participles, which the tagger's -ed rule misses. */
const IRREGULAR_PARTICIPLE =
  /^(?:found|built|made|paid|sold|held|kept|brought|bought|taught|caught|sent|spent|lent|run|won|done|seen|given|taken|shown|known|grown|written|driven|chosen)$/i;

/** "Idle seats found by matching …": a noun phrase, a bare participle, no finite verb anywhere. */
export function participleFragment(sentence: string): string | null {
  if (/\?\s*$/.test(sentence)) return null;
  const words = tag(sentence).filter((t) => /[\p{L}\p{N}]/u.test(t.text));
  const at = words.findIndex(
    (t, i) =>
      i > 0 &&
      (IRREGULAR_PARTICIPLE.test(t.text) || (t.pos === 'VERB' && /ed$/i.test(t.text))) &&
      /^(?:by|at|in|for|across|from|with)$/i.test(words[i + 1]?.text ?? ''),
  );
  if (at < 1) return null;
  const head = words.slice(0, at);
  // "One developer-tools company launched in …", "A 40-person team cut …": a subject with its
  // determiner is a past-tense sentence; a value prop pasted as a note has none ("Idle seats found …").
  if (/^(?:a|an|the|one|this|that|our|their|its)$/i.test(head[0]!.text)) return null;
  const nounPhrase =
    head.every((t) => /^(?:NOUN|PROPN|ADJ|NUM|SYM)$/.test(t.pos)) && head.some((t) => t.pos === 'NOUN');
  const finite = words.some(
    (t, i) => i !== at && (t.pos === 'AUX' || (t.pos === 'VERB' && !/(?:ed|ing)$/i.test(t.text))),
  );
  return nounPhrase && !finite ? `a fragment without a verb: “${sentence}”` : null;
}

/** A contraction's second half, which English never begins a sentence with. */
const CLITIC_START = /^['’](?:d|s|re|ll|ve|m|t)\b/i;

/** "'d you like to see …": the sentence lost the word its contraction hangs on. */
export function orphanClitic(sentence: string): string | null {
  return CLITIC_START.test(sentence.trim()) ? `a word is missing before “${sentence.trim().split(/\s+/)[0]}”` : null;
}

/** "… is not only a reliable IT service provider.": "not only" whose "but (also)" never comes. */
export function notOnlyAlone(sentence: string): string | null {
  const m = /\bnot only\b/i.exec(sentence);
  if (!m) return null;
  const rest = sentence.slice(m.index + m[0].length);
  return /\b(?:but|also|too|as well)\b|[;:—–]/i.test(rest) ? null : `“not only” with nothing after it: “${sentence}”`;
}

/** "writers who has shipped": a plural noun, "who"/"that", then a singular auxiliary. */
export function relativeAgreement(sentence: string): string | null {
  const words = tag(sentence).filter((t) => t.pos !== 'PUNCT');
  for (let i = 0; i + 2 < words.length; i++) {
    const [noun, rel, verb] = [words[i]!, words[i + 1]!, words[i + 2]!];
    if (!/^(?:who|that)$/i.test(rel.text) || !/^(?:has|is|was|does)$/i.test(verb.text)) continue;
    if (noun.pos === 'NOUN' && /\p{Ll}s$/u.test(noun.text) && !/(?:ss|us|is|ics|news|series)$/i.test(noun.text))
      return `“${noun.text} ${rel.text} ${verb.text}”: a plural with a singular verb`;
  }
  return null;
}

/** "Do you have thought about …?": see the module notes. */
export function doWithPerfect(sentence: string): string | null {
  const words = tag(sentence).filter((t) => t.pos !== 'PUNCT');
  for (let i = 0; i + 3 < words.length; i++) {
    if (!/^(?:do|does|did)$/i.test(words[i]!.text) || !/^(?:have|has)$/i.test(words[i + 2]!.text)) continue;
    const next = words[i + 3]!;
    if (isPastParticiple(next.text))
      return `“${words[i]!.text} ${words[i + 1]!.text} have ${next.text}”: a perfect takes no “do”`;
  }
  return null;
}

/** "recording , edits": see the module notes. */
export function spaceBeforeComma(sentence: string): string | null {
  const m = /\S+ ,\s*\S+/u.exec(sentence);
  return m ? `a space before a comma: “${m[0]}”` : null;
}
