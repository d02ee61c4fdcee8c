import { lowerFirst, tag, type Tagged, untag, wordKey } from '../../language/index.ts';
import { type Clause, parseClause } from './clause.ts';
import { type Chunk, GENERIC, keyPhrase } from './key-phrase.ts';
import { trimTail } from './predicate.ts';

/**
 * Noun phrases of a description for the offline composer's details (details.ts): the short noun
 * phrase after "is", the topic of a clause, and taglines (a sentence that is only a noun phrase).
 */
const NP_POS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'CCONJ']);
const NP_ADP = new Set(['for', 'of', 'in', 'on']);
export const PERSONAL = /\b(?:we|our|us|you|your|i|my)\b/i;

// Verbs whose object is what the company makes: "Lob provides the building blocks …".
const PRODUCT_VERBS =
  /^(?:builds?|built|develops?|makes?|provides?|offers?|creates?|designs?|manufactures?|sells?|runs?|operates?|trains?|powers?|automates?|simplifies|unifies|streamlines?)$/i;

/**
 * What the company works on, as a short topic: the key phrase of the noun phrase after `is`, or of the
 * object of a product verb (PRODUCT_VERBS). Other verbs' objects are who they serve ("helps couples"),
 * not what they do, so they give no topic. A topic that is the company's own name is no topic.
 */
export function clauseTopic(clause: Clause, company: string): Chunk | null {
  const [verb, ...rest] = clause.tokens;
  const object =
    clause.npVerb === 'is'
      ? rest
      : clause.npVerb === 'building'
        ? rest.slice(1)
        : PRODUCT_VERBS.test(verb?.text ?? '')
          ? rest
          : null;
  // Only the object's own noun phrase: stop at a comma, a relative word, the next verb, or a preposition other than for/of.
  const end = object?.findIndex(
    (t) =>
      t.text === ',' ||
      ['PRON', 'SCONJ', 'AUX'].includes(t.pos) ||
      (t.pos === 'VERB' && !/(?:ing|ed)$/.test(t.text)) ||
      (t.pos === 'ADP' && !/^(?:for|of)$/i.test(t.text)),
  );
  const chunk = object ? keyPhrase(end !== undefined && end >= 0 ? object.slice(0, end) : object) : null;
  return chunk && wordKey(chunk.text) !== wordKey(company) && !wordKey(chunk.text).includes(wordKey(company))
    ? chunk
    : null;
}

/** The noun phrase right after `is`/`is building`: article, modifiers, head, one `for/of/in/on` phrase. */
export function shortNounPhrase(clause: Clause): string | null {
  if (!clause.npVerb) return null;
  const tokens = clause.tokens.slice(clause.npVerb === 'is' ? 1 : 2);
  let end = 0;
  let prepositions = 0;
  let headEnd = -1;
  for (; end < tokens.length; end++) {
    const t = tokens[end]!;
    if (NP_ADP.has(t.text.toLowerCase()) && prepositions++ === 0) {
      headEnd = end;
      continue;
    }
    const gerund = prepositions > 0 && t.pos === 'VERB' && /ing$/.test(t.text);
    if (!NP_POS.has(t.pos) && !/^['’]s$/.test(t.text) && !gerund) break;
  }
  let np = trimTail(tokens.slice(0, end));
  // A gerund left without its object ("platform for managing") takes its preposition with it.
  if (np.at(-1)?.pos === 'VERB' && headEnd > 0) np = trimTail(np.slice(0, headEnd));
  const head = (headEnd > 0 ? tokens[headEnd - 1] : np.at(-1))?.text.toLowerCase() ?? '';
  const specific = GENERIC.has(head) ? headEnd > 0 && np.length > headEnd + 1 : true;
  return np.length >= 3 && np[0]?.pos === 'DET' && specific ? untag(np) : null;
}

/**
 * A tagline: a noun phrase standing as a sentence (`Ecommerce for WhatsApp.`, `Artificial Intelligence
 * that converts manufacturing drawings into costing quotations …`). Before any relative pronoun it has
 * no finite verb — only participles (`powered`, `grossing`) and infinitives (`to find`) — and it does
 * not open with a verb (an imperative: `Skip the line`).
 */
export function isTagline(tokens: readonly Tagged[]): boolean {
  if (!tokens[0] || tokens[0].pos === 'VERB' || tokens[0].pos === 'AUX') return false;
  let infinitive = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (/^(?:that|which|who)$/i.test(t.text)) return i >= 2;
    if (t.pos === 'VERB' && tokens[i - 1]?.text.toLowerCase() === 'to') infinitive = true;
    const participle = /(?:ed|en|ing)$/i.test(t.text) || infinitive;
    if ((t.pos === 'VERB' && !participle) || t.pos === 'AUX') return false;
  }
  return tokens.length >= 2;
}

/** A first sentence that is a noun phrase with an article (`A smart city technology platform that …`) reads as `<company> is a …`. */
export function taglineClause(text: string, index: number, company: string): Clause | null {
  if (index !== 0 || !/^(?:a|an|the)\s/i.test(text)) return null;
  const tokens = tag(text.replace(/[.!?]+$/u, ''));
  if (!isTagline(tokens) || PERSONAL.test(text) || text.includes(':')) return null;
  const clause = parseClause(`${company} is ${lowerFirst(text)}`, company);
  return clause?.npVerb === 'is' ? clause : null;
}
