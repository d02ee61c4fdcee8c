import { type Tagged, untag } from '../../language/index.ts';

/**
 * Key noun phrases: the short, specific topic of a description ("AI integrations", "commercial
 * underwriting", "event forecasting engines"), used in subject lines, follow-ups and openers that name
 * a topic rather than quote a clause.
 *
 * A chunk is a maximal run of adjectives, nouns, proper nouns, numbers and hyphenated compounds that
 * ends on a noun (the NLP model's POS tags), cut to its last MAX_CHUNK words. It scores one point per
 * word, minus three when its head is a generic word (GENERIC below: "platform", "company" … say
 * nothing about the prospect), minus two for a marketing adjective ("leading", "best"), plus one for
 * a name or acronym in it; a one-word chunk must not be generic. The best chunk wins, the earlier on
 * a tie.
 */
export const MAX_CHUNK = 3;

export const GENERIC = new Set([
  'company',
  'companies',
  'startup',
  'startups',
  'platform',
  'platforms',
  'solution',
  'solutions',
  'software',
  'service',
  'services',
  'tool',
  'tools',
  'app',
  'apps',
  'application',
  'applications',
  'product',
  'products',
  'business',
  'businesses',
  'team',
  'teams',
  'way',
  'ways',
  'world',
  'technology',
  'technologies',
  'system',
  'systems',
  'provider',
  'providers',
  'firm',
  'agency',
  'network',
  'suite',
  'people',
  'thing',
  'things',
  'mission',
  'goal',
  'vision',
  'time',
  'lot',
  'kind',
  'type',
  'part',
  'place',
  'today',
  'everyone',
  'anyone',
  'user',
  'users',
  'customer',
  'customers',
  'stuff',
  'end',
  'day',
  'days',
  'year',
  'years',
  'one',
  'ones',
  'need',
  'needs',
  'use',
  'access',
  'help',
  'work',
  'future',
  'home',
]);
// Uncountable heads: a topic ending in one reads without an article ("work on payroll software").
const MASS = new Set([
  'software',
  'infrastructure',
  'infra',
  'data',
  'research',
  'security',
  'healthcare',
  'insurance',
  'logistics',
  'payroll',
  'compliance',
  'commerce',
  'ecommerce',
  'e-commerce',
  'education',
  'finance',
  'fintech',
  'hardware',
  'content',
  'media',
  'energy',
  'transportation',
  'mobility',
  'intelligence',
  'automation',
  'management',
  'care',
  'health',
  'wellness',
  'food',
  'fashion',
  'travel',
  'tax',
  'procurement',
  'credit',
  'debt',
  'agriculture',
  'biotech',
  'observability',
  'identity',
  'privacy',
  'storage',
  'compute',
  'search',
  'feedback',
  'revenue',
  'spend',
  'inventory',
  'talent',
  'prep',
  'advice',
  'support',
  'money',
  'cash',
  'capital',
  'equity',
  'insight',
  'safety',
  'access',
  'legal',
  'real estate',
  'estate',
  'medicine',
  'nutrition',
  'childcare',
  'housing',
  'freight',
  'shipping',
  'code',
]);

/** Whether a topic needs an article to read in a sentence: a singular, countable common-noun head. */
export function needsArticle(tokens: readonly Tagged[]): boolean {
  const head = tokens.at(-1);
  if (!head || head.pos === 'PROPN' || /^\p{Lu}[\p{Lu}\d]+s?$/u.test(head.text)) return false;
  const lower = head.text.toLowerCase();
  return !(/[^s]s$/.test(lower) || /ing$/.test(lower) || MASS.has(lower));
}

// Adjectives that say nothing specific; dropped from the start of a chunk.
const WEAK = new Set([
  'generic',
  'various',
  'different',
  'many',
  'other',
  'several',
  'own',
  'real',
  'more',
  'such',
  'entire',
  'whole',
  'certain',
  'specific',
  'existing',
  'current',
  'traditional',
  'typical',
  'common',
]);
const HYPE = new Set([
  'leading',
  'best',
  'first',
  'only',
  'easiest',
  'fastest',
  'modern',
  'new',
  'innovative',
  'revolutionary',
  'amazing',
  'powerful',
  'world-class',
  'next-generation',
  'cutting-edge',
  'better',
  'simple',
  'easy',
]);
const CHUNK_POS = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM']);

export type Chunk = { text: string; tokens: Tagged[]; score: number; index: number };

const isName = (t: string) => /^\p{Lu}[\p{Lu}\d]+s?$/u.test(t) || /\p{Ll}\p{Lu}/u.test(t) || /^\p{Lu}\p{Ll}/u.test(t);

function score(tokens: Tagged[]): number {
  const head = tokens.at(-1)!.text.toLowerCase();
  let s = tokens.length;
  if (GENERIC.has(head)) s -= 3;
  if (tokens.some((t) => HYPE.has(t.text.toLowerCase()))) s -= 2;
  if (tokens.some((t) => isName(t.text) && t.pos !== 'ADJ')) s += 1;
  if (!needsArticle(tokens)) s += 1;
  return s;
}

/** The noun chunks of tagged text, each with its score (rules above). */
export function chunks(tokens: readonly Tagged[]): Chunk[] {
  const found: Chunk[] = [];
  let run: Tagged[] = [];
  const flush = (index: number) => {
    while (run.length > 0 && !['NOUN', 'PROPN'].includes(run.at(-1)!.pos)) run.pop();
    while (
      run.length > 0 &&
      (run[0]!.pos === 'NUM' ||
        run[0]!.pos === 'VERB' ||
        HYPE.has(run[0]!.text.toLowerCase()) ||
        WEAK.has(run[0]!.text.toLowerCase()))
    )
      run.shift();
    // A plural noun inside a compound ends it ("companies demand" is a noun and a verb mis-tagged).
    const plural = run.findIndex(
      (t, j) =>
        j < run.length - 1 &&
        t.pos === 'NOUN' &&
        /[^su]s$/.test(t.text) &&
        !/(?:ics|ss|news|sales|data)$/i.test(t.text),
    );
    if (plural >= 0) run = run.slice(0, plural + 1);
    let kept = run.slice(-MAX_CHUNK);
    // Never start inside a name (`Southeast Asia e-commerce sellers` → not `Asia e-commerce sellers`).
    while (
      kept.length > 1 &&
      kept.length < run.length &&
      run[run.length - kept.length - 1]!.pos === 'PROPN' &&
      kept[0]!.pos === 'PROPN'
    )
      kept = kept.slice(1);
    const single = kept.length === 1 && GENERIC.has(kept[0]!.text.toLowerCase());
    // A capitalised name that goes on with `of` (`AI Chief | of Staff`, `Department | of Defense`) is not cut short.
    const nameGoesOn =
      /^of$/i.test(tokens[index]?.text ?? '') &&
      /^\p{Lu}/u.test(tokens[index + 1]?.text ?? '') &&
      /^\p{Lu}/u.test(kept.at(-1)?.text ?? '');
    if (
      kept.length > 0 &&
      !single &&
      !nameGoesOn &&
      kept.some((t) => /\p{L}{3}/u.test(t.text)) &&
      !/^\p{L}$/u.test(kept[0]!.text)
    ) {
      found.push({ text: untag(kept), tokens: kept, score: score(kept), index });
    }
    run = [];
  };
  tokens.forEach((t, i) => {
    const joinsHyphen = t.text === '-' && t.space === '' && run.length > 0;
    // A gerund before a noun modifies it ("animal breeding industry").
    const modifier = t.pos === 'VERB' && /ing$/.test(t.text) && tokens[i + 1]?.pos === 'NOUN';
    if (/^['’]s$/.test(t.text)) {
      run = []; // what came before is a possessor, not the topic ("women's wellness" → "wellness …")
      return;
    }
    if ((CHUNK_POS.has(t.pos) || modifier) && /[\p{L}\d]/u.test(t.text) && !/^[’']/.test(t.text)) run.push(t);
    else if (joinsHyphen) run.push(t);
    else flush(i);
  });
  flush(tokens.length);
  return found;
}

/** The best chunk of the tagged text, or null when it has none worth naming. */
export function keyPhrase(tokens: readonly Tagged[], minScore = 2): Chunk | null {
  let best: Chunk | null = null;
  for (const c of chunks(tokens)) if (c.score >= minScore && (!best || c.score > best.score)) best = c;
  return best;
}
