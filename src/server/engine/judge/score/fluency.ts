import type { ScoreCriterion } from '#shared/emails.ts';
import { canBeVerb, tag, type Tagged } from '../../language/index.ts';
import { sentencesOf } from './email-parts.ts';
import { evidenceOf } from './evidence.ts';
import { criterion, type ScoreInput } from './input.ts';
import {
  bareObject,
  cutBinomial,
  cutBriefClause,
  droppedComplement,
  droppedDeterminer,
  pastedInstruction,
} from './pasted-phrases.ts';
import {
  clauseAsObject,
  doWithPerfect,
  headline,
  mergeCapital,
  notOnlyAlone,
  orphanClitic,
  participleFragment,
  relativeAgreement,
  spaceBeforeComma,
  strayPronoun,
  thereIsPlural,
  unfinished,
} from './sentence-fit.ts';

/**
 * Fluency: sentences a reader can take in one pass. RUBRIC.md: "Garbled, ungrammatical or
 * meaning-changing sentence" is dont_send; "awkward but understandable phrasing … stiff or templated
 * tone" is edit. Found here (each a pure check on one sentence, POS tags from language/nlp.ts):
 * - fail: a clause cut off mid-way (the sentence ends on an article, preposition, conjunction or a
 *   dangling adjective: "simple, flexible and.", "by delivering superior —");
 * - fail: a sentence that lost its verb ("Relaybase used by 40 teams.": a name, then a participle and
 *   "by", with no "is"). Verbless fragments in general are not: "One SDK call, no agents." is good
 *   e-mail style, and the tagger reads "Keel Talent places engineers" as three nouns;
 * - fail: a sentence that runs a brand into a cut offer ("my note about Relaybase monitors.");
 * - fail: a doubled word ("the the"), a wrong article ("a API", "an SDK" is right);
 * - fail: parts that do not fit each other (sentence-fit.ts): a brief's item pasted mid-sentence with
 *   its line's capital, a "they" in a sentence to "you" with no one to point at, a paragraph that stops
 *   on a word no sentence ends on, half a contraction opening a sentence, a lone "not only", a plural
 *   with "who has"; and a brief's phrase pasted where it does not fit (pasted-phrases.ts: "gives you
 *   90-day replacement guarantee", "translating app");
 * - warn: a proof point pasted as a headline ("60-engineer team cut …") or a value prop as a fragment
 *   ("Idle seats found by matching …") (sentence-fit.ts), or a brief's "turns X into Y" cut before its
 *   "into" (pasted-phrases.ts);
 * - warn: stock template phrases readers recognise as a mail merge ("Here's why I'm writing:", "which is
 *   the reason for this note", "In practice, that means …", "I hope this message finds you well").
 */
const CUT_END = new Set(['DET', 'CCONJ', 'SCONJ']);
/** Determiners that also stand alone as pronouns, so a sentence may end on them ("We write a lot of those."). */
const STANDALONE_DET =
  /^(?:this|that|these|those|all|both|each|either|neither|some|any|none|more|most|much|many|few|several|enough|another|others?)$/i;
/** "… at over 400 of the top.": a superlative or ordinal that lost its noun. */
const SUPERLATIVE_END = /^(?:top|best|first|leading|latest|largest|biggest|next)$/i;
/** Verbs an adjective completes ("the first to go flaky", "to stay green"): such a sentence is whole. */
const LINKING_VERB =
  /^(?:go|get|become|stay|remain|seem|feel|look|turn|grow|keep|be|appear|sound|prove|run|fall|come)$/i;
/** Phrases that always need an object, so a sentence cannot end on them ("… web technologies based on."). */
const CUT_AFTER =
  /\b(?:based on|focused on|such as|including|along with|thanks to|due to|according to|in addition to|as well as|ranging from)\s*[.!]?\s*$/i;
/** "… by delivering superior — one more reason": an adjective cut off by a dash before its noun. */
const CUT_BY_DASH =
  /\b(?:delivering|providing|offering|building|the|a|an|our|their|its)\s+(?:\p{L}+\s+)?\p{L}+(?:ior|ive|ful|ous|al|ic|able|ible|est|er)\s+[—–]\s/u;
const TEMPLATE_PHRASES: RegExp[] = [
  /\bhere(?:'|’)s why I(?:'|’)m writing\b/i,
  /\bthe reason for (?:my|this) (?:note|e-?mail|message)\b/i,
  /\b(?:which|that)(?:'|’)?s? (?:is )?the reason for this note\b/i,
  /\bsome quick context:/i,
  /\bin practice, that means\b/i,
  /\bwhat that looks like:/i,
  /\bso I(?:'|’)ll keep this short\b/i,
  /\bif I(?:'|’)ve understood (?:it|that) correctly\b/i,
  /\ba quick note for the\b/i,
  /\bfor \S+(?: \S+)?, that could mean\b/i,
  /\bone more reason I thought this could be useful\b/i,
  /\bsomething I left out:/i,
  /\bI hope (?:this|my) (?:message|e-?mail|note) finds you well\b/i,
  /\bI hope you(?:'|’)re (?:having|doing) (?:a )?(?:great|well|good)\b/i,
  /\bplease do not hesitate\b/i,
  /\bI wanted to reach out\b/i,
  /\bas I understand it\b/i,
  /\bfrom what I(?:'|’)ve read\b/i,
  /\bit looks like \S+ is\b/i,
];

const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX'.split(''));
/** Whether "a" or "an" is wrong before `next` (spelling rules with the common exceptions; numbers left alone). */
function wrongArticle(article: string, next: string): boolean {
  if (!/^\p{L}/u.test(next)) return false;
  const an = article.toLowerCase() === 'an';
  const head = next.split(/[-–—/.]/)[0]!;
  if (/^[A-Z]{2,}s?$/.test(head)) return an !== VOWEL_SOUND_LETTERS.has(head[0]!);
  const w = next.toLowerCase();
  const vowelSound = /^[aeiou]/.test(w) && !/^(?:one|once|u[bcfhjklmnrst][aeiou]|use|usu|eu|ur[aeiou]|uni)/.test(w);
  const silentH = /^(?:hour|honest|honou?r|heir)/.test(w);
  return an ? !(vowelSound || silentH) : vowelSound || silentH;
}

function sentenceDefect(sentence: string, brands: readonly string[]): string | null {
  const text = sentence.trim();
  if (/[—–-]\s*$/.test(text) || CUT_BY_DASH.test(text) || CUT_AFTER.test(text)) return `cut off: “${text}”`;
  const words = tag(text).filter((t) => /[\p{L}\p{N}]/u.test(t.text));
  if (words.length === 0) return null;
  const last = words.at(-1)!;
  const before = words.at(-2);
  if (!/\?\s*$/.test(text) && words.length >= 3) {
    if ((CUT_END.has(last.pos) && !STANDALONE_DET.test(last.text)) || (last.pos === 'ADP' && /^of$/i.test(last.text)))
      return `cut off: “${text}”`;
    const third = words.at(-3);
    const article = before && /^(?:the|a|an)$/i.test(before.text);
    // "one of the most important hires, and one of the riskiest": the noun is understood from before.
    const elided = /\bone of the\b.*\bone of the\s+\S+\s*[.!]?$/i.test(text);
    if (
      !elided &&
      (last.pos === 'ADJ' || SUPERLATIVE_END.test(last.text)) &&
      !/\d/.test(last.text) &&
      before &&
      (article || (before.pos === 'VERB' && third?.text.toLowerCase() === 'to' && !LINKING_VERB.test(before.text)))
    )
      return `cut off: “${text}”`;
  }
  if (verblessClause(tag(text))) return `a clause without a verb: “${text}”`;
  const participle = missingAuxiliary(words);
  if (participle) return `no verb: “${text}”`;
  for (const brand of brands) {
    const cut = new RegExp(
      `\\b(?:about|on|regarding)\\s+${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+\\p{Ll}+s\\s*[.,—]`,
      'u',
    );
    if (cut.test(text)) return `garbled: “${text}”`;
  }
  for (let i = 1; i < words.length; i++) {
    const a = words[i - 1]!.text;
    const b = words[i]!.text;
    if (a.toLowerCase() === b.toLowerCase() && /\p{L}/u.test(a) && !/^(?:that|had|very)$/i.test(a))
      return `doubled word “${a} ${b}”`;
    if (/^an?$/i.test(a) && wrongArticle(a, b)) return `wrong article “${a} ${b}”`;
  }
  return null;
}

/**
 * "… because increased regulation Twilio and other weeks to onboard, …": a because/although clause of
 * five or more words with no finite verb (an auxiliary, or a verb that is not a participle used as an
 * adjective before its noun) is two clauses fused by a bad cut.
 */
function verblessClause(words: readonly Tagged[]): boolean {
  const start = words.findIndex((t) => /^(?:because|although|though|whereas)$/i.test(t.text));
  if (start < 0) return false;
  const clause: Tagged[] = [];
  for (const t of words.slice(start + 1)) {
    if (t.pos === 'PUNCT' || (t.pos === 'CCONJ' && clause.length === 0)) break;
    clause.push(t);
  }
  if (clause.length < 5) return false;
  return !clause.some(
    (t, i) =>
      t.pos === 'AUX' ||
      // "because researchers waste weeks": a noun after a plural subject that English also uses as a verb.
      (t.pos === 'NOUN' &&
        i > 0 &&
        clause[i - 1]!.pos === 'NOUN' &&
        /s$/i.test(clause[i - 1]!.text) &&
        canBeVerb(t.text)) ||
      // "because every order ships directly from …": such a word after a noun and before an adverb or a preposition.
      (t.pos === 'NOUN' &&
        i > 0 &&
        /^(?:NOUN|PROPN)$/.test(clause[i - 1]!.pos) &&
        /^(?:ADV|ADP)$/.test(clause[i + 1]?.pos ?? '') &&
        canBeVerb(t.text)) ||
      (t.pos === 'VERB' && !(/(?:ed|ing)$/i.test(t.text) && /^(?:NOUN|ADJ|PROPN)$/.test(clause[i + 1]?.pos ?? ''))),
  );
}

/** "Relaybase used by 40 teams": a subject, then a participle with "by", and no auxiliary before it. */
function missingAuxiliary(words: readonly Tagged[]): boolean {
  const i = words.findIndex(
    (t, j) =>
      j > 0 &&
      t.pos === 'VERB' &&
      /(?:ed|en|wn|lt)$/i.test(t.text) &&
      words[j + 1]?.text.toLowerCase() === 'by' &&
      // "started by building …" is a past tense with a means; "used by 40 teams" lacks its `is`.
      !/ing$/i.test(words[j + 2]?.text ?? ''),
  );
  if (i < 1) return false;
  const head = words.slice(0, i);
  return (
    head.every((t) => t.pos === 'PROPN' || t.pos === 'NOUN' || t.pos === 'ADJ' || t.pos === 'DET' || t.pos === 'NUM') &&
    !head.some((t) => t.pos === 'AUX')
  );
}

export function fluencyCriterion(input: ScoreInput): ScoreCriterion {
  const e = evidenceOf(input);
  const pieces = [...e.parts.sentences];
  const paragraphEnds = paragraphLastSentences(e.parts.prose);
  for (const [i, sentence] of pieces.entries()) {
    const defect =
      sentenceDefect(sentence, e.brands) ??
      mergeCapital(sentence, input.brief) ??
      strayPronoun(sentence, pieces[i - 1]) ??
      thereIsPlural(sentence) ??
      clauseAsObject(sentence) ??
      orphanClitic(sentence) ??
      doWithPerfect(sentence) ??
      spaceBeforeComma(sentence) ??
      notOnlyAlone(sentence) ??
      relativeAgreement(sentence) ??
      bareObject(sentence, input.brief) ??
      droppedDeterminer(sentence, input.brief) ??
      cutBriefClause(sentence, input.brief) ??
      cutBinomial(sentence, input.brief) ??
      pastedInstruction(sentence, input.brief) ??
      unfinished(sentence, paragraphEnds.has(sentence));
    if (defect) return criterion('fluency', 'fail', `Ungrammatical sentence, ${defect}`);
  }
  const fragment = pieces
    .map((s) => headline(s) ?? participleFragment(s) ?? droppedComplement(s, input.brief))
    .find(Boolean);
  if (fragment) return criterion('fluency', 'warn', `Pasted, not written: ${fragment}`);
  const prose = e.parts.prose;
  const stock = TEMPLATE_PHRASES.map((re) => re.exec(prose)?.[0]).filter(Boolean);
  if (stock.length > 0)
    return criterion('fluency', 'warn', `Stock template phrasing: ${stock.map((s) => `“${s}”`).join(', ')}`);
  return criterion('fluency', 'pass', 'Every sentence reads as written by a person');
}

/** The last sentence of each prose line that is not a list item (bullets end without a full stop by design). */
function paragraphLastSentences(prose: string): Set<string> {
  return new Set(
    prose
      .split(/\n+/)
      .filter((line) => !/^\s*(?:[-*•–]|\d+[.)])\s/.test(line))
      .map((line) => sentencesOf(line).at(-1))
      .filter((s): s is string => s !== undefined),
  );
}
