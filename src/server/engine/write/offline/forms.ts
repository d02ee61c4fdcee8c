import { lowerFirst, tag } from '../../language/index.ts';

/**
 * The grammatical shape of a phrase the user wrote in the brief (offer, value proposition, proof
 * point, call to action), so the composer can put it into a sentence without breaking it:
 * - `question`: ends with `?` (`Worth a call?`) — used as written;
 * - `sentence`: has its own subject (`We close your books …`, `Ledgerline closes …`, `Over 300 startups
 *   use it`) — used as written;
 * - `verb3`: starts with a third-person or past verb (`Closes your books …`, `Helped 300 teams …`);
 * - `verb`: starts with a base-form verb, an imperative (`Book a demo`, `close your books`);
 * - `np`: a noun phrase (`a 15-minute call`, `books closed by the 10th`).
 * The first word is tagged in lower case so a capital at the start does not make it look like a name.
 */
export type Form = 'question' | 'sentence' | 'verb3' | 'verb' | 'np';

// Verbs a call to action starts with, which the tagger may read as nouns ("book a demo").
const ASK_VERBS =
  /^(?:book|schedule|grab|hop|jump|set|chat|talk|reply|see|try|get|take|share|send|meet|connect|join|start|explore|check|review|discuss|compare|watch|read|learn|test|find|pick|swap|trade|claim|request|sign|register|download|visit|call)$/i;
const SUBJECT_PRONOUNS = /^(?:we|i|our|my|it|they|you|your|this|that|over|more|most|every|each|\d)/i;

export function formOf(text: string, senderCompany?: string | null): Form {
  const t = text.trim();
  if (t.endsWith('?')) return 'question';
  if (senderCompany && t.toLowerCase().startsWith(senderCompany.toLowerCase())) return 'sentence';
  const tokens = tag(lowerFirst(t));
  const [first, second] = tokens;
  if (!first) return 'np';
  if (ASK_VERBS.test(first.text) && ['DET', 'PRON', 'ADP', 'NUM', 'PART', 'ADV'].includes(second?.pos ?? ''))
    return 'verb';
  const hasLaterVerb = tokens.slice(1, 8).some((x) => x.pos === 'VERB' || x.pos === 'AUX');
  if (first.pos === 'VERB' || first.pos === 'AUX') {
    if (
      /(?:[^s]s|ed)$/i.test(first.text) ||
      first.pos === 'AUX' ||
      /^(?:built|made|grew|won|cut|ran|led|saved|sold)$/i.test(first.text)
    )
      return 'verb3';
    return 'verb';
  }
  if (SUBJECT_PRONOUNS.test(first.text) && hasLaterVerb) return 'sentence';
  const finiteSoon = tokens.slice(1, 4).some((x) => x.pos === 'AUX' || (x.pos === 'VERB' && /[^s]s$/.test(x.text)));
  if (/^\p{Lu}/u.test(t) && (first.pos === 'PROPN' || second?.pos === 'PROPN') && finiteSoon) return 'sentence';
  if (
    first.pos === 'NOUN' &&
    hasLaterVerb &&
    tokens.slice(1, 4).some((x) => x.pos === 'VERB' || x.pos === 'AUX') &&
    /^(?:teams|customers|clients|companies|startups|founders|users)$/i.test(first.text)
  )
    return 'sentence';
  return 'np';
}
