import type { Brief } from '#shared/brief.ts';
import type { ProspectData } from '#shared/prospects.ts';
import {
  displayCompany,
  fieldKeys,
  type NumberMention,
  numbersIn,
  stem,
  wordKey,
  wordsOf,
} from '../../language/index.ts';
import { emailParts, type EmailParts } from './email-parts.ts';
import type { ScoreInput } from './input.ts';

/**
 * What the verdict's criteria compare an e-mail against, worked out once per e-mail: its parts
 * (email-parts.ts), the prospect's row as one text (every standard and custom field), the brief as one
 * text (what the sender may claim about themselves), the sender's brand names, and the offer's domain
 * words (what the offer is about, for the hook's link and the offer's presence).
 */
export type Evidence = {
  parts: EmailParts;
  /** Every non-blank value of the row, one per line, with custom columns' headers. */
  rowText: string;
  rowKeys: Set<string>;
  /** Light stems (language/words.ts stem) of the row's words. */
  rowStems: Set<string>;
  /** The brief's offer, value props, proof points, call to action, audience, sender fields and instructions. */
  briefText: string;
  briefKeys: Set<string>;
  /** The row's and the brief's letters and digits only, lower case, for names split differently. */
  rowLetters: string;
  briefLetters: string;
  /** Every number the row and the brief state (language/numbers.ts), for the whole-text check. */
  knownNumbers: NumberMention[];
  /** `Keel Talent` and `Keel`: the sender company and its first word when that word is distinctive. */
  brands: string[];
  /** The prospect's company as an e-mail writes it (`Pibit.ai`, `Pibit`), or []. */
  companyNames: string[];
  /** Stems of the offer's content words (offer, value props, proof points, what a described ask asks about), without function and filler words. */
  offerStems: Set<string>;
};

/**
 * Function words and words every offer and every row share ("team", "company", "customer"): they say
 * nothing about what this offer is about. Ours, from the three briefs of the graded set and the demo
 * briefs in docs/examples.
 */
const GENERIC = new Set(
  (
    'a an and or but nor for of to in on at by with from about as into onto over per via vs the your you our we us ' +
    'my me i it its is are was were be been being this that these those there their they them he she his her who ' +
    'which what when where how all any each every some more most other such no not only own same so than too very ' +
    'can will just do does did has have had one two three ten first new our team teams company companies customer ' +
    'customers software business businesses people use used using help helps make makes get gets work works ' +
    'week weeks day days minute minutes month months year years time quarter next last b2b saas product products ' +
    'mostly within after before only ready ' +
    // Contractions, as wordKey folds them: "I'd", "you're", "it's" say nothing about the offer or the row.
    "i'd i'm i've i'll you'd you're you've you'll we'd we're we've we'll it's that's there's what's they're"
  )
    .split(/\s+/)
    .map(stem),
);

export const contentStems = (text: string): string[] =>
  wordsOf(text)
    .map(stem)
    .filter((s) => s.length > 1 && !GENERIC.has(s) && !/^\d+$/.test(s));

/** Every non-blank value of a row, one per line; custom columns as `Header: value` (their headers name things too). */
export function rowText(prospect: ProspectData): string {
  const standard = [
    prospect.firstName,
    prospect.lastName,
    prospect.title,
    prospect.company,
    prospect.website,
    prospect.industry,
    prospect.location,
    prospect.notes,
    prospect.email,
  ];
  const custom = Object.entries(prospect.fields ?? {}).map(([k, v]) => `${k}: ${v}`);
  return [...standard, ...custom].filter((v): v is string => Boolean(v?.trim())).join('\n');
}

/** What a sender may say about themselves: the brief's offer, value props, proof points, call to action, audience, sender fields and instructions, one per line. */
export function briefText(brief: Brief): string {
  return [
    brief.offer,
    ...brief.valueProps,
    ...brief.proofPoints,
    brief.callToAction,
    brief.audience,
    brief.senderName,
    brief.senderCompany,
    brief.senderRole,
    brief.instructions,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The sender's brand as an e-mail may name it: `Keel Talent` and `Keel` (a first word of 4+ letters); [] without a sender company. */
export function brandNames(brief: Brief): string[] {
  const company = brief.senderCompany?.trim();
  if (!company) return [];
  const first = company.split(/\s+/)[0]!;
  return first !== company && first.length >= 4 ? [company, first] : [company];
}

/** The prospect's company as an e-mail may name it: as written (language/text.ts displayCompany), without a domain ending (`Pibit.ai` → `Pibit`), and its first word of 4+ letters. */
export function companyNamesOf(company: string | null): string[] {
  if (!company?.trim()) return [];
  const name = displayCompany(company);
  const bare = name.replace(/\.[a-z]{2,6}$/i, '');
  const first = bare.split(/\s+/)[0]!;
  return [...new Set([name, bare, first.length >= 4 ? first : bare])];
}

/**
 * What a described call to action asks about: `content` in "ask whether content is a priority this
 * quarter", `silent job failures` in "ask whether silent job failures are a problem for them" — the
 * sender's own name for the problem, so a hook that names it is linked. '' for an ask that is a meeting.
 * Looser than write/offline/offer.ts DESCRIBED_ASK, whose subject the composer writes into an e-mail and so
 * must end in "a priority", "a focus" or "on …".
 */
function askedTopic(cta: string | undefined): string {
  return /^(?:ask|find out|check)\s+(?:whether|if)\s+(.+?)\s+(?:is|are)\b/i.exec(cta?.trim() ?? '')?.[1] ?? '';
}

const cache = new WeakMap<ScoreInput, Evidence>();

/** The evidence for one score input, computed once and cached by object identity (every criterion asks for it). */
export function evidenceOf(input: ScoreInput): Evidence {
  const hit = cache.get(input);
  if (hit) return hit;
  const row = rowText(input.prospect);
  const brief = briefText(input.brief);
  const offer = [
    input.brief.offer,
    ...input.brief.valueProps,
    ...input.brief.proofPoints,
    askedTopic(input.brief.callToAction),
  ].join('\n');
  const brands = brandNames(input.brief);
  const brandStems = new Set(brands.flatMap((b) => wordsOf(b).map(stem)));
  const evidence: Evidence = {
    parts: emailParts(input.body, input.brief),
    rowText: row,
    rowKeys: fieldKeys(row),
    rowStems: new Set(wordsOf(row).map(stem)),
    briefText: brief,
    briefKeys: fieldKeys(brief),
    rowLetters: wordKey(row),
    briefLetters: wordKey(brief),
    knownNumbers: [...numbersIn(row), ...numbersIn(brief)],
    brands,
    companyNames: companyNamesOf(input.prospect.company),
    offerStems: new Set(contentStems(offer).filter((s) => !brandStems.has(s))),
  };
  cache.set(input, evidence);
  return evidence;
}

/**
 * A name as a whole-word, any-case pattern, cached: the criteria ask about the same company and brand
 * names for every sentence of every e-mail in a batch (profile: building the pattern each time was a
 * fifth of the score's time).
 */
const NAME_CACHE_SIZE = 5_000;
const namePatterns = new Map<string, RegExp>();
function namePattern(name: string): RegExp | null {
  let re = namePatterns.get(name);
  if (re === undefined) {
    const escaped = name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (!escaped) return null;
    if (namePatterns.size >= NAME_CACHE_SIZE) namePatterns.clear();
    re = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu');
    namePatterns.set(name, re);
  }
  return re;
}

/** Whether `text` names `name` as whole words, any case. */
export function names(text: string, name: string): boolean {
  const re = namePattern(name);
  if (!re || !text.toLowerCase().includes(name.trim().toLowerCase())) return false;
  re.lastIndex = 0;
  return re.test(text);
}

/** How many times `text` names `name` as whole words, any case. */
export function countNames(text: string, name: string): number {
  const re = namePattern(name);
  return re ? (text.match(re) ?? []).length : 0;
}
