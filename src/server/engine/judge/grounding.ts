import type { DraftFlagCode, FactUsed } from '#shared/emails.ts';
import type { ProspectData } from '#shared/prospects.ts';
import {
  type ClaimWord,
  claimWords,
  eventGroupsIn,
  fieldKeys,
  hasKey,
  numbersIn,
  rankingWords,
  sameNumber,
  stem,
  wordKey,
  wordsOf,
} from '../language/index.ts';
import { lookupField } from '../rows/index.ts';

/**
 * The grounding check (DESIGN.md §3). A claim about the prospect is supported only when
 * 1. it names a real, non-blank prospect field (rows/fields.ts: `company`, `firstName`, `first_name`, a
 *    custom header …), and
 * 2. every number in it appears in that field's text, by value and kind (language/numbers.ts), and
 * 3. every proper noun in it appears there (language/proper-nouns.ts, matched as language/words.ts allows), and
 * 4. every trigger event it mentions (funding, hiring, a launch …) is mentioned there too
 *    (language/event-words.ts), and every word of rank it uses ("leading", "largest", "first", "only" …) is in the
 *    field's text as that same word (language/event-words.ts `rankingWords`), and
 * 5. at least half of its other content words (nouns, verbs, adjectives, adverbs, by light stem) appear
 *    there, so "a leading pet-food brand" cannot pass on an insurance company's description just for
 *    having no number or name. Half, not all: a claim may paraphrase ("their AI filmmaking tool" for
 *    "AI filmmaking software") but not change the subject.
 * Rules 4 and 5 add to DESIGN.md's rule (which states what a supported claim needs, not all it needs).
 * For a custom column, the header counts as field text for names only ("YC" in `YC Batch: Winter 2021`).
 * Deliberately strict: a claim can fail on a detail the writer paraphrased, but an invented number,
 * name, place or funding round never passes.
 */
export type ClaimCheck = {
  supported: boolean;
  /** Canonical field name, or null when the prospect has no such (non-blank) field. */
  field: string | null;
  missingNumbers: string[];
  missingNames: string[];
  missingEvents: string[];
  /** Words of rank in the claim that the field does not use (`leading`, `largest` …). */
  missingRankings: string[];
  /** Share of the claim's content words found in the field, 0–1 (1 when it has none). */
  overlap: number;
};

const MIN_OVERLAP = 0.5;
const CONTENT_POS = new Set(['NOUN', 'VERB', 'ADJ', 'ADV', 'PROPN']);
// Words a writer adds around any fact ("their team works on …"); they say nothing about the prospect.
const FILLER = new Set(
  [
    'company',
    'team',
    'work',
    'focus',
    'build',
    'help',
    'use',
    'offer',
    'provide',
    'make',
    'do',
    'get',
    'also',
    'currently',
    'really',
    'very',
    'based',
    'called',
    'named',
    'describe',
    'say',
    'mention',
    'list',
    'saw',
    'see',
    'note',
    'read',
  ].map(stem),
);

/** A name is found alone or joined with its neighbours (`Open AI` in the claim = `OpenAI` in the field). */
function nameFound(words: ClaimWord[], i: number, keys: Set<string>): boolean {
  if (hasKey(keys, words[i]!.key)) return true;
  for (let from = Math.max(0, i - 2); from <= i; from++) {
    for (let to = i; to <= Math.min(words.length - 1, from + 2); to++) {
      if (to === from) continue;
      if (
        hasKey(
          keys,
          words
            .slice(from, to + 1)
            .map((w) => w.key)
            .join(''),
        )
      )
        return true;
    }
  }
  return false;
}

type FieldIndex = { nameKeys: Set<string>; fieldStems: Set<string>; fieldWords: Set<string>; fieldEvents: Set<string> };
const indexCache = new Map<string, FieldIndex>();

/** A field's keys, stems and event groups; the last few are cached (a draft checks several claims on one field). */
function fieldIndex(nameText: string, value: string): FieldIndex {
  const cacheKey = `${nameText}\u0000${value}`;
  const hit = indexCache.get(cacheKey);
  if (hit) return hit;
  const fieldStems = new Set(wordsOf(value).map(stem));
  const index = {
    nameKeys: fieldKeys(nameText),
    fieldStems,
    fieldWords: new Set(wordsOf(value).map(wordKey)),
    fieldEvents: eventGroupsIn(fieldStems),
  };
  if (indexCache.size >= 64) indexCache.delete(indexCache.keys().next().value!);
  indexCache.set(cacheKey, index);
  return index;
}

/** Checks one claim against one named field of the prospect (the rules above). */
export function checkClaim(claim: string, fieldName: string, prospect: ProspectData): ClaimCheck {
  const found = lookupField(prospect, fieldName);
  const value = found?.value?.trim() ? found.value : null;
  const result: ClaimCheck = {
    supported: false,
    field: value && found ? found.name : null,
    missingNumbers: [],
    missingNames: [],
    missingEvents: [],
    missingRankings: [],
    overlap: 0,
  };
  if (!value || !found || !claim.trim()) return result;

  const fieldNumbers = numbersIn(value);
  result.missingNumbers = numbersIn(claim)
    .filter((n) => !fieldNumbers.some((f) => sameNumber(n, f)))
    .map((n) => n.text);

  const words = claimWords(claim);
  const { nameKeys, fieldStems, fieldWords, fieldEvents } = fieldIndex(
    found.custom ? `${found.name} ${value}` : value,
    value,
  );
  result.missingNames = words.flatMap((w, i) =>
    w.proper && !/^\d+$/.test(w.key) && !nameFound(words, i, nameKeys) ? [w.text] : [],
  );

  const claimStems = words.map((w) => stem(w.text));
  result.missingEvents = [...eventGroupsIn(claimStems)].filter((g) => !fieldEvents.has(g));
  result.missingRankings = words.flatMap((w) => (rankingWords.has(w.key) && !fieldWords.has(w.key) ? [w.text] : []));

  const content = words.flatMap((w, i) =>
    CONTENT_POS.has(w.pos) && !w.proper && !FILLER.has(claimStems[i]!) && w.key.length > 1 && !/^\d+$/.test(w.key)
      ? [i]
      : [],
  );
  const present = content.filter((i) => fieldStems.has(claimStems[i]!) || nameFound(words, i, nameKeys));
  result.overlap = content.length === 0 ? 1 : present.length / content.length;

  result.supported =
    result.missingNumbers.length === 0 &&
    result.missingNames.length === 0 &&
    result.missingEvents.length === 0 &&
    result.missingRankings.length === 0 &&
    result.overlap >= MIN_OVERLAP;
  return result;
}

/**
 * @param facts - claims as the writer reported them, each naming the prospect field it came from
 * @returns the same claims, in order, with `field` canonical where it resolved and `supported` decided
 */
export function checkGrounding(facts: readonly { claim: string; field: string }[], prospect: ProspectData): FactUsed[] {
  return facts.map(({ claim, field }) => {
    const check = checkClaim(claim, field, prospect);
    return { claim, field: check.field ?? field, supported: check.supported };
  });
}

/** `unsupported_claim` when any claim failed the check (DESIGN.md §4 flags). */
export const groundingFlags = (facts: readonly FactUsed[]): DraftFlagCode[] =>
  facts.some((f) => !f.supported) ? ['unsupported_claim'] : [];
