import { possessive, type Tagged, untag, wordKey } from '../../language/index.ts';

/**
 * Who a description sentence is about, and where its verb starts (clause.ts). The company's name
 * compares as language/words.ts keys, so `7 Cups of Tea` matches the company `7cups`, `Zoa` matches
 * `Zoa Research`, `Type.ai` matches `Type`.
 */
export type Subject = { subject: string; start: number; fromWe: boolean; product: boolean; gerund: boolean };

const VERBISH = new Set(['VERB', 'AUX']);
const EXTENDERS = new Set(['of', '&', 'and', 'the']);
// Legal forms written after a company's name (Inc., LLC, GmbH …): part of the name, not of the sentence.
const LEGAL_FORM = /^(?:inc|llc|ltd|corp|co|gmbh|plc|ag|sa|bv|nv|oy|ab|pty|limited|corporation|incorporated)\.?$/i;
// A capitalised -ing word that opens a fragment ("Building an AI copilot …"), not a noun like these.
const NOT_GERUND =
  /^(?:everything|nothing|something|anything|morning|evening|spring|string|thing|king|ring|wing|ping)s?$/i;
// Words that open a sentence without naming a product: function words, and the abstract nouns a mission
// statement opens with ("Technology finds information …", read once as a product named Technology).
const NOT_PRODUCT =
  /^(?:the|this|these|that|our|its|it|their|today|now|here|there|in|at|with|for|by|from|as|after|since|when|while|if|every|each|all|most|many|some|no|one|founded|based|backed|built|powered|trusted|used|users|customers|companies|teams|businesses|people|technology|software|science|biology|medicine|healthcare|education|finance|money|commerce|energy|climate|innovation|humanity|everyone|life|work|data)$/i;

const companyWords = (company: string) =>
  company
    .split(/[^\p{L}\p{N}]+/u)
    .map(wordKey)
    .filter(Boolean);

/** How many leading tokens name the company (its name, first words, a domain suffix, trailing capitals), or 0. */
export function subjectLength(tokens: readonly Tagged[], company: string): number {
  const words = companyWords(company);
  const full = words.join('');
  const prefixes = words.map((_, i) => words.slice(0, i + 1).join('')).filter((p, i) => i > 0 || p.length >= 3);
  let key = '';
  let matched = 0;
  for (let i = 0; i < Math.min(tokens.length, 8); i++) {
    const t = tokens[i]!;
    if (!wordKey(t.text) && t.text !== '.') break;
    key += wordKey(t.text);
    if ((key === full || prefixes.includes(key)) && t.text !== '.') matched = i + 1;
    else if (matched > 0 && (/^\p{Lu}/u.test(t.text) || EXTENDERS.has(t.text.toLowerCase()) || t.text === '.'))
      continue;
    else if (!full.startsWith(key)) break;
  }
  let end = matched;
  // A domain suffix glued on (`Type.ai`, `Patientdesk.ai`).
  if (
    end > 0 &&
    tokens[end]?.text === '.' &&
    tokens[end]!.space === '' &&
    tokens[end + 1]?.space === '' &&
    /^\p{Ll}+$/u.test(tokens[end + 1]!.text)
  )
    end += 2;
  // Capitalised words after the name (`Frigade AI`), ending on a capitalised one.
  for (let i = end; matched > 0 && i < Math.min(tokens.length, end + 3); i++) {
    const t = tokens[i]!;
    if (/^\p{Lu}/u.test(t.text) && !VERBISH.has(t.pos)) end = i + 1;
    else if (!EXTENDERS.has(t.text.toLowerCase())) break;
  }
  // A legal form after the name, with or without a comma (`PNC Financial Services Group, Inc.`).
  const form = tokens[end]?.text === ',' ? end + 1 : end;
  if (matched > 0 && LEGAL_FORM.test(tokens[form]?.text ?? '')) {
    end = form + 1;
    if (tokens[end]?.text === '.' && tokens[end]!.space === '') end++; // `Inc` `.` tokenised apart
  }
  return end;
}

/**
 * Whether `tokens` open with the company's whole name (`Rakuten Travel Xchange`), not only its first
 * words (`the Rakuten group`, a sister company's `Rakuten Travel`): clause.ts refuses a sentence that
 * names the company again, not one that names its group.
 */
export function opensWithFullName(tokens: readonly Tagged[], company: string): boolean {
  const full = companyWords(company).join('');
  let key = '';
  for (const t of tokens.slice(0, 8)) {
    key += wordKey(t.text);
    if (key === full) return true;
    if (!full.startsWith(key)) return false;
  }
  return false;
}

// A verb after a name is lower case: a capital means the name goes on (`MailTime Email Messenger`).
const looksLikeVerb = (t: Tagged | undefined) =>
  !!t && /^[\p{Ll}'’]/u.test(t.text) && (VERBISH.has(t.pos) || (t.pos === 'NOUN' && /\p{Ll}[^s]s$/u.test(t.text)));

/** Index of the verb after a subject ending at `from` (one adverb may come between), or -1. */
function verbAt(tokens: readonly Tagged[], from: number): number {
  if (looksLikeVerb(tokens[from])) return from;
  if (tokens[from]?.pos === 'ADV' && looksLikeVerb(tokens[from + 1])) return from;
  return -1;
}

/** A noun group after a possessive: up to four adjectives, nouns or names. */
function nounGroup(tokens: readonly Tagged[], from: number): number {
  let i = from;
  while (
    i < tokens.length &&
    i < from + 4 &&
    ['ADJ', 'NOUN', 'PROPN'].includes(tokens[i]!.pos) &&
    !looksLikeVerb(tokens[i])
  )
    i++;
  return i - from;
}

const isPossessive = (t: Tagged | undefined) => /^['’]s$/.test(t?.text ?? '');

/**
 * Finds the subject (the kinds clause.ts lists). `tokens` may be changed in place: a `'s` that means
 * `is` (`Soraban's building …`) becomes `is`.
 */
export function findSubject(tokens: Tagged[], company: string): Subject | null {
  const first = tokens[0];
  if (!first) return null;
  const lower = first.text.toLowerCase();
  const plain = { subject: company, fromWe: false, product: false, gerund: false };
  if (lower === 'we') return { ...plain, start: verbAt(tokens, 1), fromWe: true };
  if (lower === 'our') {
    const n = nounGroup(tokens, 1);
    return n > 0
      ? { ...plain, subject: `${possessive(company)} ${untag(tokens.slice(1, 1 + n))}`, start: verbAt(tokens, 1 + n) }
      : null;
  }
  // `The MeridianLink platform features …`: the company's product, written `MeridianLink’s platform`.
  if (lower === 'the') {
    const m = subjectLength(tokens.slice(1), company);
    const g = m > 0 ? nounGroup(tokens, 1 + m) : 0;
    if (g > 0) {
      const noun = untag(tokens.slice(1 + m, 1 + m + g));
      return { ...plain, subject: `${possessive(company)} ${noun}`, start: verbAt(tokens, 1 + m + g) };
    }
  }
  const next = tokens[1]?.pos ?? '';
  const n = subjectLength(tokens, company);
  // `Hugging Face is …` opens with the company's name, not a gerund.
  if (
    n === 0 &&
    /^\p{Lu}\p{Ll}{2,}ing$/u.test(first.text) &&
    !NOT_GERUND.test(first.text) &&
    ['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM'].includes(next)
  ) {
    return { ...plain, start: 0, gerund: true };
  }
  if (n > 0 && isPossessive(tokens[n]) && (tokens[n + 1]?.pos === 'DET' || /ing$/.test(tokens[n + 1]?.text ?? ''))) {
    tokens[n] = { ...tokens[n]!, text: 'is', pos: 'AUX', space: ' ' };
    return { ...plain, start: n };
  }
  if (n > 0 && isPossessive(tokens[n])) {
    const g = nounGroup(tokens, n + 1);
    return g > 0
      ? {
          ...plain,
          subject: `${possessive(company)} ${untag(tokens.slice(n + 1, n + 1 + g))}`,
          start: verbAt(tokens, n + 1 + g),
        }
      : null;
  }
  if (n > 0) return { ...plain, start: verbAt(tokens, n) };
  // A product named at the start (`CodeLayer is an OSS IDE …` for the company HumanLayer).
  // Only a name the model tags PROPN, then a definition (`is a …`) or a third-person verb.
  let p = 0;
  while (
    p < 3 &&
    tokens[p] &&
    /^\p{Lu}|\p{Ll}\p{Lu}/u.test(tokens[p]!.text) &&
    tokens[p]!.pos === 'PROPN' &&
    !NOT_PRODUCT.test(tokens[p]!.text)
  )
    p++;
  const verb = tokens[p];
  const definition = verb?.pos === 'AUX' && /^is$/i.test(verb.text) && tokens[p + 1]?.pos === 'DET';
  const finite = definition || (verb?.pos === 'VERB' && /\p{Ll}[^s]s$/u.test(verb.text));
  const plural = /[^s]s$/.test(tokens[p - 1]?.text ?? '') && !/\p{Ll}\p{Lu}/u.test(tokens[p - 1]?.text ?? '');
  return p > 0 && finite && !plural ? { ...plain, subject: untag(tokens.slice(0, p)), start: p, product: true } : null;
}
