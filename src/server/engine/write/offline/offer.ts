import type { Brief } from '#shared/brief.ts';
import {
  article,
  asSentence,
  countWords,
  lowerFirst,
  splitSentences,
  stem,
  tag,
  type Tagged,
  untag,
  upperFirst,
  wordsOf,
} from '../../language/index.ts';
import { formOf } from './forms.ts';
import { inflectLeadingVerbs, thirdPerson } from './inflect.ts';
import { midSentence } from './phrases.ts';
import { cutPredicate } from './predicate.ts';
import { hasFiniteVerb } from './verbless.ts';

/**
 * The sender's side of the e-mail, from the brief only — the offer, a value proposition, a proof
 * point — each put into a whole sentence (never a fragment like "Relaybase used by 40 teams."). The
 * user's words are kept; the composer adds only a subject and the grammar that joins them. The brand
 * is named once, in the offer; the other sentences say `it`, `you` or `we`.
 *
 * The offer is written in one of several forms (seeded), so a batch does not paste one sentence into
 * every e-mail: the offer's first sentence, its second (the brief's `Our audit finds …` as
 * `Northlight's audit finds …`), the first cut at a clause boundary (predicate.ts, at most SHORT_OFFER
 * words), or the brand with a value proposition that is a verb phrase (`Relaybase catches silent job
 * failures within a minute`). Every form must have a finite verb (verbless.ts) or it is not offered.
 */
export type Line = { id: string; text: string };

/** At most 30 words for the offer sentence (a third of a 90-word e-mail), 14 for the short form (ours). */
export const OFFER_WORDS = 30;
export const SHORT_OFFER = 14;

const brandOf = (brief: Brief) => brief.senderCompany?.trim() || null;

/** One sentence of the offer with the brand as its subject (`We`/`Our` → the brand), or null. */
function withBrand(sentence: string, brief: Brief, maxWords: number): string | null {
  const brand = brandOf(brief);
  let text = sentence.replace(/[.!]+$/u, '').trim();
  if (brand && /^we\s/i.test(text))
    text = `${brand} ${untag(inflectCoordinated(inflectLeadingVerbs(tag(text.slice(3)))))}`;
  else if (brand && /^our\s/i.test(text)) text = `${brand}’s ${text.slice(4)}`;
  if (countWords(text) > maxWords) text = untag(cutPredicate(tag(text), maxWords));
  if (!text) return null;
  const brandWord = brand?.split(/\s+/)[0]?.toLowerCase();
  const form = brandWord && text.toLowerCase().startsWith(brandWord) ? 'sentence' : formOf(text, brand);
  if (form === 'verb3') text = `${brand ?? 'My company'} ${midSentence(text)}`;
  else if (form === 'verb')
    text = brand ? `With ${brand}, you can ${midSentence(text)}` : `I can help you ${midSentence(text)}`;
  else if (form === 'np') text = brand ? `${brand} offers ${midSentence(text)}` : `I offer ${midSentence(text)}`;
  const out = asSentence(upperFirst(text));
  return hasFiniteVerb(out) ? out : null;
}

/** `… and charge a fee` after `We send …` became `Keel Talent sends …`: `and charges a fee`. */
function inflectCoordinated(tokens: Tagged[]): Tagged[] {
  return tokens.map((t, i) =>
    i > 0 &&
    /^and$/i.test(tokens[i - 1]!.text) &&
    t.pos === 'VERB' &&
    /^\p{Ll}+$/u.test(t.text) &&
    !/(?:s|ed|ing)$/.test(t.text)
      ? { ...t, text: thirdPerson(t.text) }
      : t,
  );
}

/** A value proposition that is a present-tense verb phrase (`catches silent job failures …`), not `fixed price …`. */
const presentVerbPhrase = (vp: string, brand: string | null) =>
  formOf(vp, brand) === 'verb3' && /^\p{L}+(?:[^s]s|es)\s/iu.test(vp.trim());

/** The forms of the offer this brief allows (see the module comment), first sentence first. */
export function offerForms(brief: Brief): Line[] {
  const sentences = splitSentences(brief.offer).map((s) => s.text);
  const forms: Line[] = [];
  const add = (id: string, text: string | null) => {
    if (text && !forms.some((f) => f.text === text)) forms.push({ id, text });
  };
  add('offer-first', withBrand(sentences[0] ?? brief.offer, brief, OFFER_WORDS));
  if (sentences[1]) add('offer-second', withBrand(sentences[1], brief, OFFER_WORDS));
  add('offer-short', withBrand(sentences[0] ?? brief.offer, brief, SHORT_OFFER));
  const brand = brandOf(brief);
  const verbProp = brief.valueProps.find((vp) => presentVerbPhrase(vp, brand));
  if (brand && verbProp) add('offer-value', asSentence(`${brand} ${midSentence(verbProp)}`));
  // The offer in the prospect's terms: what they get (`Ledgerline gives you a monthly close …`).
  if (brand)
    brief.valueProps.forEach((vp, i) => {
      const got = valueSentence(brief, vp);
      if (got?.startsWith('You get '))
        add(`offer-gives-${i}`, `${brand} gives you ${midSentence(got.slice('You get '.length))}`);
    });
  return forms;
}

/**
 * Whether a line says what the offer is: it shares a word of four letters or more (stems compared) with
 * the offer's own statement, the brand aside. A value prop alone ("Ledgerloop syncs to NetSuite, Xero and
 * QuickBooks", "gives you flat per-person pricing") leaves the reader guessing what is sold; the blind
 * readers of fresh briefs refused such e-mails as "the offer is never explained" (decision 039).
 */
export function statesOffer(brief: Brief, text: string): boolean {
  const brand = new Set(wordsOf(brief.senderCompany ?? '').map(stem));
  const own = (t: string) =>
    wordsOf(t)
      .filter((w) => w.length >= 4)
      .map(stem)
      .filter((w) => !brand.has(w));
  const statement = new Set(own(brief.offer));
  return own(text).some((w) => statement.has(w));
}

/** The offer's forms that say what it is (statesOffer), or all of them when none does. */
export function statingForms(brief: Brief): Line[] {
  const forms = offerForms(brief);
  const stating = forms.filter((f) => !/^offer-(?:value|gives)/.test(f.id) || statesOffer(brief, f.text));
  return stating.length > 0 ? stating : forms;
}

/**
 * A value sentence said another way (seeded), so one value proposition is not the same sentence in
 * every e-mail: `It also catches …`, `Also, there are no agents to run.`, `You’d get …`, `You could …`.
 */
export function valueVariant(sentence: string, pick: <T>(items: readonly T[]) => T): string {
  const lower = lowerFirst(sentence);
  const options = [sentence];
  if (/^It\s/.test(sentence)) options.push(sentence.replace(/^It\s/, 'It also '));
  if (/^There\s/.test(sentence)) options.push(`Also, ${lower}`, `And ${lower}`);
  if (/^You get\s/.test(sentence))
    options.push(sentence.replace(/^You get/, 'You’d get'), sentence.replace(/^You get/, 'You also get'));
  if (/^You can\s/.test(sentence))
    options.push(sentence.replace(/^You can/, 'You could'), sentence.replace(/^You can/, 'And you can'));
  return pick(options);
}

/** Words a value proposition may start with to follow `You get` (`a shortlist`, `prototypes your engineers …`). */
const GETTABLE = new Set(['DET', 'ADJ', 'NUM', 'PROPN']);

/**
 * A value proposition as a sentence about the offer (`It catches …`, `You can set up …`, `There are no
 * agents to run.`, `You get a shortlist of …`); with `brand`, named (`Relaybase catches …`) for a
 * follow-up that stands alone. Null when it cannot be put into a sentence without changing it.
 */
export function valueSentence(brief: Brief, vp: string, named = false): string | null {
  const brand = brandOf(brief);
  const it = named && brand ? brand : 'It';
  const x = midSentence(vp.replace(/[.!]+$/u, ''));
  const tokens = tag(x);
  let text: string | null;
  if (WRITTEN_SENTENCE.test(vp.trim())) return asSentence(vp.trim());
  const form = formOf(vp, brand);
  switch (form === 'verb3' && !presentVerbPhrase(vp, brand) ? 'np' : form) {
    case 'sentence':
    case 'question':
      // The user's own sentence, as written — unless it has no finite verb after all (`every piece
      // reviewed by an engineer`), when it is a noun phrase (`You get every piece reviewed …`).
      if (hasFiniteVerb(asSentence(upperFirst(vp)))) return asSentence(upperFirst(vp));
      text = `${named && brand ? `With ${brand}, you` : 'You'} get ${x}`;
      break;
    case 'verb3':
      text = `${it} ${x}`;
      break;
    case 'verb':
      text = named && brand ? `With ${brand}, you can ${x}` : `You can ${x}`;
      break;
    case 'np': {
      const lead = named && brand ? `With ${brand}, ` : '';
      if (/^no\s/i.test(x)) text = `${lead}there ${/s$/.test(tokens[1]?.text ?? '') ? 'are' : 'is'} ${x}`;
      else if (
        GETTABLE.has(tokens[0]?.pos ?? '') ||
        /ed$/.test(tokens[0]?.text ?? '') ||
        (/s$/.test(tokens[0]?.text ?? '') && tokens[0]?.pos === 'NOUN')
      )
        // `fixed price and a fixed two-week scope`: the first noun takes the article its partner has.
        text = `${lead}${lead ? 'you' : 'You'} get ${/^[^,]*?\s(?:and|or)\s(?:a|an)\s/i.test(x) && tokens[0]?.pos !== 'DET' && !/s$/.test(firstNoun(tokens)) ? `${article(x)} ${x}` : x}`;
      else if (tokens[0]?.pos === 'NOUN' && tokens[1]?.text === 'of')
        text = `${lead}${lead ? 'you' : 'You'} get a ${x}`;
      else text = null;
      break;
    }
  }
  if (!text) return null;
  const out = asSentence(upperFirst(text));
  return hasFiniteVerb(out) ? out : null;
}

/** The first noun of a phrase (`price` in `fixed price and …`), or ''. */
const firstNoun = (tokens: readonly Tagged[]) => tokens.find((t) => t.pos === 'NOUN')?.text ?? '';

/** A capitalised phrase with its own full stop: the user wrote a sentence, used as written. */
const WRITTEN_SENTENCE = /^\p{Lu}.*\s.*[.!]$/u;
const NOUN_PHRASE = new Set(['NUM', 'ADP', 'NOUN', 'ADJ', 'DET', 'PROPN']);
const PARTICIPLE_BY = /^\S+(?:ed|en|wn|built|made|run|led|held|kept|sold|paid)\s+by\s/i;

/**
 * A proof point as a sentence: as written when it has its own subject and verb (`One client raised …`);
 * a participle with `by` gets `It’s` (`It’s used by 40 remote engineering teams.`); a past verb gets
 * `We` (`We cut incident detection time by 70% at one customer.`; `We’ve placed … since 2019.` with
 * `since`); a noun phrase with a number gets its `are`/`is` (`9 in 10 placements are still in the role
 * after a year.`). `named`: the brand for `It` (a follow-up stands alone). Null when none applies.
 */
export function proofSentence(brief: Brief, point: string, named = false): string | null {
  const text = point.replace(/[.!]+$/u, '').trim();
  const tokens = tag(text);
  const first = tokens[0];
  let out: string | null = null;
  const form = formOf(text, brandOf(brief));
  if (form === 'sentence' || form === 'question' || WRITTEN_SENTENCE.test(point.trim()))
    return asSentence(upperFirst(text)); // the user's own sentence
  const brand = brandOf(brief);
  if (PARTICIPLE_BY.test(text)) out = named && brand ? `${brand} is ${midSentence(text)}` : `It’s ${midSentence(text)}`;
  else if (first?.pos === 'VERB' || form === 'verb3' || /^\p{Ll}+ed\s/u.test(text))
    out = /\bsince\b/i.test(text) ? `We’ve ${midSentence(text)}` : `We ${midSentence(text)}`;
  else if (hasFiniteVerb(upperFirst(text))) out = upperFirst(text);
  else {
    const at = tokens.findIndex(
      (t, i) => i > 0 && (t.pos === 'ADV' || t.pos === 'ADP') && tokens[i - 1]?.pos === 'NOUN',
    );
    if (at > 0 && tokens.slice(0, at).every((t) => NOUN_PHRASE.has(t.pos))) {
      const verb = /s$/.test(tokens[at - 1]!.text) ? 'are' : 'is';
      out = upperFirst(`${untag(tokens.slice(0, at))} ${verb} ${untag(tokens.slice(at))}`);
    }
  }
  if (!out) return null;
  const sentence = asSentence(out);
  return hasFiniteVerb(sentence) ? sentence : null;
}

/** The offer's first sentence cut to `words` (for very tight `lengthWords`), or null. */
export const compactOffer = (brief: Brief, words: number): Line | null => {
  const text = withBrand(splitSentences(brief.offer)[0]?.text ?? brief.offer, brief, words);
  return text ? { id: 'offer-compact', text } : null;
};

/** English's put-class verbs, whose object needs a place ("puts sensors in your cold rooms"). */
const NEEDS_PLACE = /^(?:puts?|installs?)$/i;
/** English's give-class verbs, which take a receiver and a thing ("gives your team a desk"). */
const GIVES = /^(?:gives?|offers?|sends?|brings?|hands?|gets?|shows?|lends?)$/i;

/**
 * Whether a noun phrase is followed straight away by a second one ("remote teams | a desk", "founders |
 * monthly books"); a noun before a noun is a compound ("payroll software").
 */
function secondObject(tokens: readonly Tagged[], from: number): boolean {
  for (let i = from; i < tokens.length - 1; i++) {
    const t = tokens[i]!;
    if (t.pos === 'PUNCT' || t.pos === 'ADP' || t.pos === 'VERB' || t.pos === 'CCONJ') return false;
    if ((t.pos === 'NOUN' || t.pos === 'PROPN') && /^(?:DET|NUM|ADJ)$/.test(tokens[i + 1]!.pos)) return true;
  }
  return false;
}
const OBJECT_POS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'CCONJ', 'PUNCT']);
const DESCRIBED_ASK = /^(?:ask|find out|check)\s+(?:whether|if)\s+(.+?)\s+(?:is|are)\s+(?:a\s+)?(?:priority|focus|on)/i;

/**
 * What the offer works on, as a noun phrase of the brief's own words (`background jobs and webhooks`,
 * `onboarding or activation`, `senior and staff software engineers`): the subject of a described ask
 * (`ask whether onboarding or activation is a priority …`), else the object of the offer's first verb
 * (`monitors your background jobs and webhooks and alerts …` → up to the next verb or preposition,
 * `your`/`the` dropped, except before a lone singular noun: `your app`). Null when neither gives one of
 * 1–10 words with a noun in it, or the verb is one whose object needs a place (`puts sensors in …`).
 */
export const offerObject = (brief: Brief): string | null => offerVerbObject(brief)?.object ?? null;

/**
 * The offer's object (see offerObject) with the verb that governs it (`monitors`, `places`, `does`);
 * `verb` is null when the object comes from the call to action, which names an activity already.
 */
export function offerVerbObject(brief: Brief): { verb: string | null; object: string } | null {
  const asked = DESCRIBED_ASK.exec(brief.callToAction?.trim() ?? '');
  if (asked && !/^(?:they|you|he|she)\b/i.test(asked[1]!)) return { verb: null, object: asked[1]!.trim() };
  const first = splitSentences(brief.offer)[0]?.text ?? brief.offer;
  const tokens = tag(first);
  // `does the bookkeeping …` counts (`do` as a main verb); `is a studio …` does not.
  const verb = tokens.findIndex(
    (t, i) =>
      i > 0 &&
      (t.pos === 'VERB' ||
        (t.pos === 'AUX' && /^(?:does|do)$/i.test(t.text)) ||
        (t.pos === 'NOUN' && /[^s]s$/.test(t.text) && tokens[i - 1]?.pos === 'PROPN')),
  );
  if (verb < 0) return null;
  // "puts sensors in your cold rooms": a put-class verb's object means nothing without its place, and a
  // slot that takes the object alone would cut it ("putting wireless temperature sensors is …").
  if (NEEDS_PLACE.test(tokens[verb]!.text)) return null;
  // "gives remote teams a desk or a meeting room": a give-class verb with its receiver and the thing given
  // names no work the prospect does ("giving remote teams a desk … is someone's second job").
  if (GIVES.test(tokens[verb]!.text) && secondObject(tokens, verb + 1)) return null;
  const object: Tagged[] = [];
  let possessive: Tagged | undefined;
  // "records, edits and publishes a weekly podcast": a list of verbs shares the object after its last one.
  let start = verb + 1;
  while (tokens[start] && /^(?:,|and|or)$/i.test(tokens[start]!.text)) {
    const listed = tokens[start + 1];
    if (!listed || !(listed.pos === 'VERB' || (listed.pos === 'NOUN' && /[^s]s$/.test(listed.text)))) break;
    start += 2;
  }
  for (let i = start; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.pos === 'PRON' && /^(?:your|their|its)$/i.test(t.text) && object.length === 0) {
      possessive = t;
      continue;
    }
    // A gerund the tagger calls a verb is a noun here (`the bookkeeping, payroll tax filings …`).
    const gerund = t.pos === 'VERB' && /ing$/.test(t.text) && (object.length === 0 || object.at(-1)!.pos === 'DET');
    // … and a participle before a noun is an adjective (`your scheduled jobs`).
    const participle = t.pos === 'VERB' && /ed$/.test(t.text) && tokens[i + 1]?.pos === 'NOUN';
    // `… and pages the on-call engineer`: a second verb the tagger calls a noun ends the object.
    const nextVerb = tokens[i + 1];
    if (
      t.pos === 'CCONJ' &&
      nextVerb &&
      (nextVerb.pos === 'VERB' || /[^s]s$/.test(nextVerb.text)) &&
      /^(?:DET|PRON)$/.test(tokens[i + 2]?.pos ?? '')
    )
      break;
    if ((!gerund && !participle && !OBJECT_POS.has(t.pos)) || (t.pos === 'PUNCT' && t.text !== ',')) break;
    // "every supplier invoice that lands in your inbox": a relative clause is no part of the noun phrase,
    // and cut at its preposition it says nothing ("… that lands").
    if (/^(?:that|which|who)$/i.test(t.text) && object.some((o) => o.pos === 'NOUN')) break;
    // "handles data subject requests end to end": "end to end" says how, and half of it is no object.
    if (/^(?:ADP|PART)$/.test(tokens[i + 1]?.pos ?? '') && tokens[i + 2]?.text.toLowerCase() === t.text.toLowerCase())
      break;
    object.push(t);
  }
  // A list names its first item only (`bookkeeping, payroll tax filings and …` → `bookkeeping`).
  const comma = object.findIndex((t) => t.text === ',');
  if (comma > 0) object.splice(comma);
  while (object.length > 0 && /^(?:CCONJ|PUNCT|DET)$/.test(object.at(-1)!.pos)) object.pop();
  // `the` goes unless one noun is left (`the books` reads; `books` does not); `a` stays, since its noun is
  // a singular count noun that needs it (`recording a weekly podcast`).
  while (object.length > 2 && /^the$/i.test(object[0]!.text)) object.shift();
  // A lone singular noun keeps its "your" ("translating your app", not "translating app"): English
  // gives a count noun its determiner.
  const lone = object.length === 1 && object[0]!.pos === 'NOUN' && !/s$/i.test(object[0]!.text);
  if (lone && possessive) object.unshift(possessive);
  const words = countWords(untag(object));
  return words >= 1 && words <= 10 && object.some((t) => t.pos === 'NOUN')
    ? { verb: tokens[verb]!.text, object: untag(object) }
    : null;
}
