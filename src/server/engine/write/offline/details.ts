import type { ProspectData } from '#shared/prospects.ts';
import { isSourceField, normaliseFieldName } from '../../rows/index.ts';
import { splitSentences, tag, type Tagged, untag, wordKey } from '../../language/index.ts';
import { type Clause, parseClause } from './clause.ts';
import { type Chunk, GENERIC, keyPhrase, needsArticle } from './key-phrase.ts';
import { clauseTopic, isTagline, PERSONAL, shortNounPhrase, taglineClause } from './noun-phrases.ts';
import { cutPredicate, wordCount } from './predicate.ts';

/**
 * Picks the most specific facts of a prospect's row for the opener (docs/decisions/012), from every
 * description-like field: `notes` and custom columns whose header reads like a description
 * (DESCRIPTIVE below; a one-liner or tagline scores a bonus because it is the company's own summary),
 * and the passages of their website research found (`research:<id>`, rows/sources.ts), in rank order.
 *
 * Each complete sentence (language/sentences.ts) of the first MAX_SENTENCES becomes a candidate:
 * - a clause about the company (clause.ts), scored by its specific content words (nouns, names,
 *   adjectives and verbs that are not generic, key-phrase.ts; at most 6 count), minus 1.5 per sentence
 *   of distance from the start, plus 1 for an opening definition ("X is …"): descriptions open with
 *   what the company does; minus 3 for history or funding ("was founded …", "is backed by …"), which
 *   says less about their work and reads like a cliché opener ("Congrats on the raise");
 * - else, for a first sentence without a verb: with an article (`A smart city technology platform
 *   that …`), a clause `<company> is a …`; without (`Ecommerce for WhatsApp.`), a tagline.
 * A sentence that is neither says something the composer cannot restate safely ("Historically,
 * quantitative models are domain specific."); it is skipped rather than mined for a phrase.
 * Candidates need two specific words (one suffices in a first sentence of four or more words). The
 * best comes first; the rest serve follow-ups. Noun phrases and taglines: noun-phrases.ts.
 */
export type Detail = {
  /** Canonical field name: `notes`, or the custom header. */
  field: string;
  kind: 'clause' | 'tagline';
  clause: Clause | null;
  /** A short noun phrase with its article (`an AI filmmaking software`), for NP openers. */
  np: string | null;
  /** A 1–3 word key phrase (`AI integrations`), for subjects and topic openers. */
  topic: string | null;
  /** The topic is a singular countable noun (`email client`): written `the email client` mid-sentence. */
  topicNeedsArticle: boolean;
  score: number;
};

const MAX_SENTENCES = 6;
const DESCRIPTIVE = /oneliner|tagline|description|summary|about|overview|pitch|bio|headline|companyinfo|whatwedo/;
const BONUS = /oneliner|tagline/;
const HISTORY =
  /^(?:was|were|has been|had)\s+(?:founded|started|launched|created|incorporated|established)\b|\b(?:backed|funded|raised|investors?|valuation|acquired)\b/i;
const CONTENT_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB']);

// Verbs any company "does"; they make a sentence longer, not more specific.
const GENERIC_VERBS =
  /^(?:provide|offer|help|build|make|use|enable|allow|let|create|get|work|want|need|give|bring|deliver|power|support|have|do|aim|seek|strive|try)(?:s|es|d|ed|ing)?$/i;

const specificWords = (tokens: readonly Tagged[]) =>
  tokens.filter(
    (t) =>
      CONTENT_POS.has(t.pos) &&
      (/\p{L}{3}/u.test(t.text) || /^\p{Lu}{2,}s?$/u.test(t.text) || /\p{Ll}\p{Lu}/u.test(t.text)) &&
      !GENERIC.has(t.text.toLowerCase()) &&
      !GENERIC_VERBS.test(t.text),
  ).length;

/** A topic worth naming: two or more words, not only names (`San Diego` is a place, not a focus). */
const topicOf = (chunk: Chunk | null) =>
  chunk && chunk.tokens.length >= 2 && chunk.tokens.some((t) => t.pos !== 'PROPN')
    ? { topic: chunk.text, topicNeedsArticle: needsArticle(chunk.tokens) }
    : { topic: null, topicNeedsArticle: false };

/**
 * Whether a one-word "product" opening a sentence is a common noun the field also writes in lower case
 * (`Cancer is a genetic disease. … dogs with cancer`): capitalised only because it starts the
 * sentence, so the sentence is about the world, not a product of the company's.
 */
const commonNounOpening = (subject: string, field: string) =>
  /^\p{Lu}\p{Ll}+$/u.test(subject) && new RegExp(`\\b${subject.toLowerCase()}\\b`, 'u').test(field);

function fromSentence(
  text: string,
  index: number,
  company: string,
  field: { name: string; text: string },
  bonus: number,
): Detail | null {
  const clause = parseClause(text, company) ?? taglineClause(text, index, company);
  if (clause?.product && commonNounOpening(clause.subject, field.text)) return null;
  if (clause) {
    const specific = specificWords(clause.tokens);
    if (specific < 2 && !(specific === 1 && index === 0 && wordCount(clause.tokens) >= 4)) return null;
    if (/^(?:was|were)\s/i.test(clause.predicate)) return null; // history ("was started to …") says little about today
    const definition = index === 0 && clause.npVerb === 'is' ? 1 : 0;
    const score = Math.min(specific, 6) - 1.5 * index + definition + bonus - (HISTORY.test(clause.predicate) ? 3 : 0);
    return {
      field: field.name,
      kind: 'clause',
      clause,
      np: shortNounPhrase(clause),
      ...topicOf(clauseTopic(clause, company)),
      score,
    };
  }
  const tokens = tag(text.replace(/[.!?]+$/u, ''));
  if (tokens[0]?.pos === 'DET') return null;
  const shortName = wordKey(company.replace(/^(?:the|a|an)\s+/i, '').split(/\s+/)[0] ?? ''); // `Aviron, a …` in Aviron Interactive's description
  const namesCompany =
    tokens.some(
      (t) => wordKey(t.text) === wordKey(company) || (shortName.length >= 3 && wordKey(t.text) === shortName),
    ) || wordKey(text).includes(wordKey(company));
  if (index === 0 && isTagline(tokens) && !text.includes(':') && !PERSONAL.test(text) && !namesCompany) {
    const np = cutPredicate(tokens, 14);
    if (specificWords(np) >= 2)
      return {
        field: field.name,
        kind: 'tagline',
        clause: null,
        np: untag(np),
        ...topicOf(keyPhrase(np)),
        score: specificWords(np) + bonus - 1,
      };
  }
  return null;
}

/** The descriptive fields of a prospect, as [canonical name, text, bonus]. */
function descriptiveFields(prospect: ProspectData, skip: ReadonlySet<string>): [string, string, number][] {
  const out: [string, string, number][] = [];
  if (prospect.notes?.trim() && !skip.has('notes')) out.push(['notes', prospect.notes, 0]);
  let rank = 0;
  for (const [header, value] of Object.entries(prospect.fields)) {
    const key = normaliseFieldName(header);
    if (!value.trim() || skip.has(header)) continue;
    if (DESCRIPTIVE.test(key)) out.push([header, value, BONUS.test(key) ? 2 : 0]);
    // A passage of the prospect's website (rows/sources.ts), best for the brief first: a small step down per
    // rank, so between two equally specific sentences the more relevant passage's wins.
    else if (isSourceField(header)) out.push([header, value, -0.25 * rank++]);
  }
  return out;
}

/** Candidate details of a prospect, best first; fields in `skip` (e.g. injected ones) are never read. */
export function pickDetails(prospect: ProspectData, company: string, skip: ReadonlySet<string> = new Set()): Detail[] {
  const details: Detail[] = [];
  for (const [field, text, bonus] of descriptiveFields(prospect, skip)) {
    splitSentences(text)
      .filter((s) => s.complete)
      .slice(0, MAX_SENTENCES)
      .forEach((s, i) => {
        const d = fromSentence(s.text, i, company, { name: field, text }, bonus);
        if (d) details.push(d);
      });
  }
  return details.sort((a, b) => b.score - a.score);
}
