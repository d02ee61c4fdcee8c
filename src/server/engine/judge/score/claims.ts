import type { ScoreClaim } from '#shared/emails.ts';
import {
  claimWords,
  eventGroups,
  eventGroupsIn,
  hasKey,
  inLanguageSlot,
  isKnownName,
  isLanguageName,
  type NumberMention,
  numbersIn,
  sameNumber,
  stem,
  wordsOf,
} from '../../language/index.ts';
import { sentencesOf } from './email-parts.ts';
import { contentStems, evidenceOf, names, type Evidence } from './evidence.ts';
import { abbreviates, kindProblem, negationProblem } from './premises.ts';
import type { ScoreInput } from './input.ts';

/**
 * Whole-text grounding (RUBRIC.md, first dont_send rule): every statement the subject and body make about
 * the prospect — not only the facts a writer declares — checked against the row, and every figure or
 * name the sender uses checked against the row or the brief. A statement is unsupported when it has
 * 1. a number in neither the row nor the brief (`$20M Series B`, `100,000 customers`, `14 days or you pay
 *    nothing`), meeting lengths (`a 30-minute call`) aside — those are the call to action's business;
 * 2. a proper noun in neither (`Kubernetes`, `Austin`, `Acquired`, `ex-Google`);
 * 3. a trigger event about the prospect (language/event-words.ts: raised, launched, opened, hired, doubled, spoke…)
 *    that the row never mentions, unless the offer itself is about it (a recruiter may ask about hiring);
 * 4. a characterisation the row does not make (`fast-growing`, `seed-stage startup`, `a leader in`);
 * 5. invented attention or contact (`I've been following`, `loved your talk`, `I signed up for`, `as
 *    requested`, `Forwarding`, a first-step `Re:`/`Fwd:`), or an observation (`I noticed…`, `Saw that…`,
 *    `Congrats on…`) whose content the row does not hold (under half its content words);
 * 6. a guarantee, refund or "risk-free" promise the brief does not make;
 * 7. work the product is said to do on its own ("fixes them automatically", "cancels them for you")
 *    with a verb the brief never uses: a promise the brief does not make (issue 28: "claims that
 *    contradict the brief");
 * 8. a kind the prospect is said to be ("seed to Series B SaaS companies like yours", "teams like yours
 *    that have outgrown spreadsheets") in two or more words the row does not hold: the brief's audience
 *    pinned on the prospect, a false premise. One loose word ("remote teams like yours") is left to
 *    the reader;
 * 9. a brief's phrase repeated with its negation added or dropped ("where we cannot save you money"
 *    for the brief's "where we can save you money"): the offer's meaning turned round.
 * Sources: RUBRIC.md; Lavender and Clay users' complaints about invented personal facts (the issue's
 * evidence); CAN-SPAM §7704(a)(2) for the fake reply.
 */

/** Observation verbs: a sentence that starts this way asserts something about the prospect. */
const OBSERVATION =
  /^(?:(?:I|we)(?:'|’)?(?:ve| have)?\s+(?:just\s+|recently\s+|also\s+)?)?(?:noticed|saw|read|heard|learned|came across|congrats|congratulations|been following)\b/i;
const ATTENTION = [
  /\bI(?:'|’)?(?:ve| have)?\s+been\s+(?:following|reading|watching|listening|using|tracking)\b/i,
  /\blov(?:ed|e)\s+your\s+(?:post|talk|interview|article|podcast|episode|keynote|webinar|tweet|thread|video|newsletter)\b/i,
  /\byour\s+(?:recent\s+)?(?:post|talk|interview|article|podcast|episode|keynote|webinar|tweet|thread)\b/i,
  /\bI\s+(?:signed up|tried|tested|downloaded|installed|got stuck|ran into)\b/i,
  /\b(?:as requested|as promised|as discussed|as agreed|per our|forwarding)\b/i,
  /\b(?:saw|read|heard)\s+(?:the|some)\s+news\b/i,
];
const CHARACTERISATION =
  /\b(?:fast[- ]growing|rapidly growing|high[- ]growth|hyper[- ]?growth|seed[- ]stage|early[- ]stage|late[- ]stage|start[- ]?up|scale[- ]?up|unicorn|leader|leading|industry[- ]leading|market[- ]leading|world[- ]class|award[- ]winning|well[- ]known|renowned|famous|largest|biggest|fastest|pioneer(?:ing)?|#1|number one)\b/gi;
const GUARANTEE = /\b(?:guarantee[sd]?|money[- ]back|refund|risk[- ]free|no[- ]risk|pay nothing|or you don't pay)\b/i;
/** "fixes them automatically", "cancels them for you": the verb before the work's object and its "on its own". */
const AUTOMATION =
  /\b(\p{L}{3,})\s+(?:them|it|those|these|everything|all of them)\s+(?:\p{L}+\s+)?(?:automatically|for you|on your behalf)\b/giu;

/** The brief's words as stems, once per brief text. */
const briefStemCache = new Map<string, Set<string>>();
function briefStems(e: Evidence): Set<string> {
  let stems = briefStemCache.get(e.briefText);
  if (!stems) {
    if (briefStemCache.size > 100) briefStemCache.clear();
    briefStemCache.set(e.briefText, (stems = new Set(wordsOf(e.briefText).map(stem))));
  }
  return stems;
}

/** The verb of an automation promise the brief's own words never use (stems compared), or null. */
function automationProblem(sentence: string, e: Evidence): string | null {
  const found = [...sentence.matchAll(AUTOMATION)];
  if (found.length === 0) return null;
  for (const m of found) {
    const verb = stem(m[1]!);
    if (briefStems(e).has(verb) || e.rowStems.has(verb)) continue;
    return `promises the product “${m[0]}”, which the brief does not say it does`;
  }
  return null;
}
/** The sender's own past ("I've spent the last two years building …"): a story, not a claim about the prospect or the offer. */
const SENDER_PAST =
  /\b(?:I|we)(?:'|’)?(?:ve| have)?\s+(?:spent|been|worked|built)\b[^.]*\b(?:the )?(?:last|past)\s+\S+\s+(?:years?|months?)\b/i;
/** A writer may round a figure of the row: 200 for "201-500", 4 million for 4.1 million (within 2 %). */
const roundedFrom = (n: NumberMention, k: NumberMention) =>
  n.kind === k.kind && k.value !== 0 && Math.abs(n.value - k.value) / Math.abs(k.value) <= 0.02;
const MEETING_LENGTH = /^\s*[-–]?\s*(?:minutes?|mins?|min|hours?|hrs?)\b/i;
/** Words of an observation that say how the writer feels, not what the prospect is. */
const EVALUATIVE = new Set(
  'noticed saw see read heard learned came across congrats congratulations love loved impressed admire admired following been really great amazing impressive big fan cool nice awesome exciting excited times wow blown away built building doing done achieved created proud incredible fantastic'
    .split(' ')
    .map(stem),
);

/**
 * Whether a name is in the row or the brief: as a word, or (four letters or more) inside a word the
 * tokenizer split differently ("Collab" in `1stCollab`).
 */
const inRowOrBrief = (e: Evidence, key: string) =>
  hasKey(e.rowKeys, key) ||
  hasKey(e.briefKeys, key) ||
  (key.length >= 4 && (e.rowLetters.includes(key) || e.briefLetters.includes(key))) ||
  cutAt(e, key);

/**
 * A name a field holds but cut at its length limit ("… New York, United States - Singapo"): the field's
 * last word, five letters or more and without closing punctuation, begins the name. CRM exports and
 * scraped lists cut long cells mid-word; the name is still the row's.
 */
function cutAt(e: Evidence, key: string): boolean {
  return e.rowText.split('\n').some((line) => {
    const last = /(\p{L}{5,})$/u.exec(line.trim())?.[1]?.toLowerCase();
    return last !== undefined && key.length > last.length && key.startsWith(last);
  });
}

/**
 * A guess said as one ("I'd guess", "probably", "tends to"): its figures describe a typical case, not a
 * fact about the prospect or the offer.
 */
const HEDGE =
  /\b(?:I(?:'|’)d guess|I(?:'|’)d bet|I imagine|I suspect|my guess|probably|likely|typically|usually|often|tends? to|might|may well)\b/i;
/** "one run in ten", "nine out of ten": a frequency, whose count is the denominator's. */
const FREQUENCY = /\b(?:one|a|an|\d+)\s+(?:[\p{L}-]+\s+){0,2}(?:in|out of)\s+(\w+)\b/iu;

/** What comes right before a small count that points back: "those", "these", "the", "both", "that's". */
const ANAPHORIC_COUNT = /\b(?:those|these|the|both|that(?:'|’)s|that is|which makes|makes)\s+$/i;

const VAGUE_AMOUNT =
  /\b(?:a few|a couple of|several|some)\s*\|[^|]+\||\|(?:dozens|hundreds|thousands|millions)\|\s*of\b/i;

function numberProblem(sentence: string, e: Evidence): string | null {
  const known = e.knownNumbers;
  const frequency = HEDGE.test(sentence) ? FREQUENCY.exec(sentence)?.[1] : undefined;
  for (const n of numbersIn(sentence)) {
    const after = sentence.slice(sentence.indexOf(n.text) + n.text.length);
    if (MEETING_LENGTH.test(after) || SENDER_PAST.test(sentence) || n.text === frequency) continue;
    // "those two markets", "that's two products": a count of things the e-mail has just named.
    if (n.value <= 5 && ANAPHORIC_COUNT.test(sentence.slice(0, sentence.indexOf(n.text)))) continue;
    // "a few dozen releases", "dozens of tickets": a vague amount, not a figure anyone could check.
    if (VAGUE_AMOUNT.test(`${sentence.slice(0, sentence.indexOf(n.text))}|${n.text}|${after}`)) continue;
    if (!known.some((k) => sameNumber(n, k) || roundedFrom(n, k)))
      return `“${n.text}” is in neither the prospect’s data nor the brief`;
  }
  return null;
}

function nameProblem(sentence: string, e: Evidence, input: ScoreInput): string | null {
  const greeting = evidenceOf(input).parts.greetingName?.toLowerCase();
  let problem: string | null = null;
  // A shouted sentence ("FREE MONITORING – LIMITED SPOTS") is spam's business, not a list of names.
  const hedged = HEDGE.test(sentence);
  const letters = sentence.replace(/[^\p{L}]/gu, '');
  const shouted = letters.length > 0 && letters.replace(/[^\p{Lu}]/gu, '').length / letters.length > 0.6;
  claimWords(sentence).forEach((w, i) => {
    if (shouted && /^\p{Lu}+$/u.test(w.text)) return;
    // A sentence's (or a subject's) first word is capitalised by grammar, not because it names something.
    const byPosition = i === 0 && !/\p{Lu}.*\p{Lu}|\d/u.test(w.text.slice(1) + (w.text.length > 1 ? '' : 'x'));
    if (problem || !w.proper || byPosition || w.key === greeting || COMMON_NAMES.has(w.key) || /^I['’]/.test(w.text))
      return;
    // A plural acronym ("DBAs", "SDRs") is a kind of person or thing; a name is never made plural.
    if (/^\p{Lu}{2,}s$/u.test(w.text)) return;
    if (/^\p{Lu}$/u.test(w.text) && PLACEHOLDER.test(sentence)) return;
    // A guess about the world ("I'd guess many don't read English first") may name what everyone knows.
    if (hedged && isKnownName(w.text)) return;
    // "reads English", "beyond English-speaking markets": a language, not a fact about the prospect.
    if (isLanguageName(w.text) && languageUse(sentence, w.text)) return;
    if (inRowOrBrief(e, w.key) || abbreviates(w.text, e.rowText) || abbreviates(w.text, e.briefText)) return;
    problem = `“${w.text}” is in neither the prospect’s data nor the brief`;
  });
  return problem;
}

/** Whether some mention of `name` in the sentence uses it as a language (language-names.ts). */
function languageUse(sentence: string, name: string): boolean {
  for (let at = sentence.indexOf(name); at >= 0; at = sentence.indexOf(name, at + 1))
    if (inLanguageSlot(sentence, at, name.length)) return true;
  return false;
}

/** "X vs Y", "X or Y": single capitals standing for any two things. */
const PLACEHOLDER = /\b[A-Z]\s+(?:vs\.?|versus|or|and|to)\s+[A-Z]\b/;

/** Capitalised words e-mails use without naming anything the row must hold. */
const COMMON_NAMES = new Set(
  'ai api apis sdk ceo cto cfo coo cmo cpo vp svp evp hr it ui ux qa b2b b2c saas crm erp ok okr okrs kpi kpis faq pdf csv url ps pps ps usa us uk eu monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december q1 q2 q3 q4 re fwd fw hi hello hey dear thanks best'.split(
    ' ',
  ),
);

const aboutProspect = (sentence: string, e: Evidence) =>
  /\b(?:you|your|you're|you’re|they|their|its)\b/i.test(sentence) || e.companyNames.some((c) => names(sentence, c));

/**
 * Event words that are as often ordinary nouns ("the setup steps", "a partner webhook", "a background
 * job", "a blog post"): in whole-text mode they say nothing about an event on their own.
 */
const AMBIGUOUS_EVENT_WORDS = new Set(
  [
    'step',
    'stepped',
    'partner',
    'job',
    'opening',
    'post',
    'talk',
    'record',
    'round',
    'release',
    'exit',
    'backed',
    'joined',
    'growing',
    'grew',
    'office',
    'article',
    'partnership',
  ].map(stem),
);

/** How a row says an event without its usual word: "always looking for new people" is hiring. */
const ROW_EVENT_PHRASES: Record<string, RegExp> = {
  hiring:
    /\b(?:looking for (?:new |exceptional |great |talented )?(?:people|talent|engineers|developers|teammates|colleagues)|join (?:our|the) team|open (?:roles|positions)|careers? page|we(?:'|’)re growing|team grows)\b/i,
};
const FUNDING_CONTEXT =
  /\b(?:rais\w*)\b[^.]{0,30}(?:[$€£]|\d|\b(?:round|seed|series|funding|capital|money|million|investors?)\b)/i;

/**
 * An event said of someone: a form of "be" or "have", or "just"/"recently", before the event word ("you're
 * hiring", "Acme has just raised", "they recently hired"), outside a condition ("if your teams are
 * hiring"); "means hiring engineers", "hiring volume" and "applies the same idea to hiring" speak of the topic.
 */
const ASSERTED_EVENT =
  /\b(?:is|are|was|were|been|has|have|had|just|recently|now)\s+(?:(?:just|recently|now|been|actively|currently)\s+)?(?:hir|recruit|rais|launch|open|expand|acquir|announc|won|clos|partner|join|mov|relocat|promot)\p{L}*/iu;
function eventAsserted(sentence: string): boolean {
  const text = sentence.replace(/[’']re\b/g, ' are');
  const m = ASSERTED_EVENT.exec(text);
  // "If any of your teams are hiring…": a condition, not news.
  return m !== null && !/\b(?:if|whether|when|once|in case)\b/i.test(text.slice(0, m.index));
}

function eventProblem(sentence: string, e: Evidence): string | null {
  const stems = wordsOf(sentence)
    .map(stem)
    .filter((s) => !AMBIGUOUS_EVENT_WORDS.has(s));
  for (const group of eventGroupsIn(stems)) {
    // "Congrats on …" is judged by what it congratulates (observationProblem), not as an event itself.
    if (group === 'congratulations') continue;
    const words = new Set(eventGroups[group]!.map(stem));
    const used = stems.filter((s) => words.has(s));
    // The brief's own topic ("engineering interviews" for companies "that are hiring engineers") is the
    // sender's subject, not news about the prospect — unless the sentence says it happened to them.
    if (used.every((s) => e.offerStems.has(s) || briefStems(e).has(s)) && !eventAsserted(sentence)) continue;
    if (eventGroupsIn(e.rowStems).has(group) || ROW_EVENT_PHRASES[group]?.test(e.rowText)) continue;
    // "raising an error" is not a round: a funding verb needs money or a round nearby.
    if (group === 'funding' && used.every((s) => s === stem('raise')) && !FUNDING_CONTEXT.test(sentence)) continue;
    return `mentions ${group === 'congratulations' ? 'an occasion' : `a ${group} event`} (“${used[0]}”) the prospect’s data does not`;
  }
  return null;
}

/** "I work with founders at …", "We help …": the sender describing their own clients, which the brief may. */
const SENDERS_CLIENTS = /^(?:I|we)\s+(?:mostly\s+|only\s+)?(?:work with|help|recruit for|partner with|place\b)/i;

function characterisationProblem(sentence: string, e: Evidence): string | null {
  const senders = SENDERS_CLIENTS.test(sentence.trim()) && !/\blike (?:you|yours)\b/i.test(sentence);
  for (const m of sentence.matchAll(CHARACTERISATION)) {
    const key = stem(m[0].replace(/[- ]/g, ''));
    const parts = wordsOf(m[0]).map(stem);
    if (hasKey(e.rowKeys, key) || parts.every((p) => e.rowStems.has(p))) continue;
    if (senders && (hasKey(e.briefKeys, key) || parts.every((p) => briefStems(e).has(p)))) continue;
    return `calls the prospect “${m[0]}”, which the prospect’s data does not`;
  }
  return null;
}

function observationProblem(sentence: string, e: Evidence, input: ScoreInput): string | null {
  if (!OBSERVATION.test(sentence)) return null;
  const brands = new Set(e.brands.flatMap((b) => wordsOf(b).map(stem)));
  const greeting = evidenceOf(input).parts.greetingName?.toLowerCase();
  // What was observed is the first clause; after a dash or colon comes the writer's own comment.
  const observed = sentence.split(/\s[—–]\s|;|:/)[0]!;
  const words = contentStems(observed).filter(
    (s) => !EVALUATIVE.has(s) && !brands.has(s) && s !== greeting && !e.offerStems.has(s),
  );
  if (words.length === 0) return null;
  const found = words.filter((s) => e.rowStems.has(s) || hasKey(e.rowKeys, s)).length;
  return found / words.length >= 0.5 ? null : 'observes something the prospect’s data does not say';
}

/** One sentence's check: null when supported, else why not. */
function sentenceProblem(sentence: string, e: Evidence, input: ScoreInput): string | null {
  const question = /\?\s*$/.test(sentence);
  const prospectSide = aboutProspect(sentence, e);
  return (
    (ATTENTION.some((re) => re.test(sentence)) ? 'claims attention or contact that never happened' : null) ??
    numberProblem(sentence, e) ??
    nameProblem(sentence, e, input) ??
    (!question && prospectSide ? (eventProblem(sentence, e) ?? characterisationProblem(sentence, e)) : null) ??
    observationProblem(sentence, e, input) ??
    (GUARANTEE.test(sentence) && !GUARANTEE.test(e.briefText) && !GUARANTEE.test(e.rowText)
      ? 'promises a guarantee the brief does not make'
      : null) ??
    automationProblem(sentence, e) ??
    kindProblem(sentence, e) ??
    negationProblem(sentence, e)
  );
}

/**
 * The statements of the subject and body that say something checkable: every sentence with a number, a
 * name, an event, a characterisation or an observation, and every sentence about the prospect. Each with
 * whether the row (or, for the sender's own claims, the brief) supports it.
 */
export function findClaims(input: ScoreInput): ScoreClaim[] {
  const e = evidenceOf(input);
  const claims: ScoreClaim[] = [];
  const subject = input.subject.replace(/^\s*(?:re|fwd?|fw)\s*:\s*/i, '').trim();
  if (input.step <= 1 && /^\s*(?:re|fwd?|fw)\s*:/i.test(input.subject))
    claims.push({
      text: input.subject,
      in: 'subject',
      supported: false,
      field: null,
      reason: 'a reply or forward to a message that was never sent',
    });
  const pieces: [string, ScoreClaim['in']][] = sentencesOf(e.parts.prose).map((s) => [s, 'body']);
  if (subject) pieces.unshift([subject, 'subject']);
  for (const [text, where] of pieces) {
    const problem = sentenceProblem(text, e, input);
    if (problem) claims.push({ text, in: where, supported: false, field: null, reason: problem });
    else if (!/\?\s*$/.test(text) && (aboutProspect(text, e) || numbersIn(text).length > 0))
      claims.push({ text, in: where, supported: true, field: supportingField(text, input, e), reason: null });
  }
  return claims;
}

/**
 * Where a supported statement comes from: `brief` for the sender's own claims (they name the sender's
 * company or start with "we"/"our"), else the row field sharing most content words with it
 * (`description`, `company` …).
 */
function supportingField(text: string, input: ScoreInput, e: Evidence): string | null {
  if (/^(?:we|our)\b/i.test(text) || e.brands.some((b) => names(text, b))) return 'brief';
  const numbers = numbersIn(text);
  const inRow = (n: NumberMention) => numbersIn(e.rowText).some((k) => sameNumber(n, k));
  if (numbers.length > 0 && !numbers.some(inRow)) return 'brief';
  const stems = new Set(contentStems(text));
  const fields: [string, string | null][] = [
    ['company', input.prospect.company],
    ['title', input.prospect.title],
    ['industry', input.prospect.industry],
    ['location', input.prospect.location],
    ['notes', input.prospect.notes],
    ...Object.entries(input.prospect.fields ?? {}),
  ];
  // Words shared, each once: a long passage that repeats the company's name must not outweigh the
  // row's own `company`. Row fields come first and win a tie; website passages follow (rows/sources.ts).
  let best: string | null = null;
  let bestScore = 0;
  for (const [name, value] of fields) {
    if (!value) continue;
    const score = new Set(contentStems(value).filter((s) => stems.has(s))).size;
    if (score > bestScore) [best, bestScore] = [name, score];
  }
  return best;
}
