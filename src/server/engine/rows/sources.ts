import { RESEARCH_FIELD, type ClaimSource, type FactUsed, type ScoreClaim } from '#shared/emails.ts';
import type { ProspectData } from '#shared/prospects.ts';
import { splitSentences, stem, wordsOf } from '../language/index.ts';

/**
 * Website passages as evidence (issue 15, items 4–5): what research found on the prospect's site, handed
 * to the writer beside the row, and the claim ledger that says which passage a claim came from.
 *
 * Inside the engine a passage is read like a column of the row named `research:<passage id>`
 * (`withSources`): the grounding check, the offline composer's choice of hook and the score's
 * whole-text check already know how to weigh a claim against a field's text, so a passage is held to
 * exactly the same rules as the prospect's own description — no looser. Outside the engine a claim
 * never names that pseudo-column: `cite` turns it into field `research` with its `source` (URL, page
 * title, and the passage's sentence that says it).
 */
export type Source = {
  /** The passage's id (research passages.ts: a hash of page URL and text). */
  id: string;
  url: string;
  title: string | null;
  text: string;
};

/** What research hands the writer for one prospect: the passages chosen for the brief, best first. */
export type Research = {
  sources: readonly Source[];
  /** A page of the site carried text that reads like instructions to a model (it is never handed on). */
  injection: boolean;
};

const PREFIX = 'research:';

/** The pseudo-column a passage is read as inside the engine. */
export const sourceField = (id: string) => `${PREFIX}${id}`;

/** Whether a column name is a passage's pseudo-column. */
export const isSourceField = (field: string) => field.startsWith(PREFIX);

/** The prospect with each passage as a column `research:<id>`; the prospect itself when there are none. */
export function withSources(prospect: ProspectData, sources: readonly Source[] | undefined): ProspectData {
  if (!sources?.length) return prospect;
  return {
    ...prospect,
    fields: { ...prospect.fields, ...Object.fromEntries(sources.map((s) => [sourceField(s.id), s.text])) },
  };
}

/**
 * The field a writer cited, as the engine reads it: a model may cite a passage by its bare id (`a1b2…`),
 * by `research:<id>` or by `source <id>`; anything else is a field name and is left as it is.
 */
export function sourceFieldFor(field: string, sources: readonly Source[]): string {
  const id = field.trim().replace(/^(?:research|source)\s*[:#_ -]?\s*/i, '');
  return sources.some((s) => s.id === id) ? sourceField(id) : field;
}

const contentStems = (text: string) => new Set(wordsOf(text).map(stem));

/** The passage's sentence sharing most words with the claim (the first on a tie), verbatim. */
export function quoteFor(claim: string, passage: string): string {
  const wanted = contentStems(claim);
  let best = passage;
  let bestShared = -1;
  for (const { text } of splitSentences(passage)) {
    const shared = [...contentStems(text)].filter((s) => wanted.has(s)).length;
    if (shared > bestShared) [best, bestShared] = [text, shared];
  }
  return best.trim();
}

function sourceOf(field: string | null, claim: string, sources: readonly Source[]): ClaimSource | null {
  if (!field || !isSourceField(field)) return null;
  const found = sources.find((s) => sourceField(s.id) === field);
  return found ? { passageId: found.id, url: found.url, title: found.title, quote: quoteFor(claim, found.text) } : null;
}

/** A writer's fact with its source: field `research` and the passage for a passage's pseudo-column; any other as it is. */
export function citeFact(fact: FactUsed, sources: readonly Source[]): FactUsed {
  const source = sourceOf(fact.field, fact.claim, sources);
  return source ? { ...fact, field: RESEARCH_FIELD, source } : fact;
}

/** The score's claim with its source, the same way. */
export function citeClaim(claim: ScoreClaim, sources: readonly Source[]): ScoreClaim {
  const source = sourceOf(claim.field, claim.text, sources);
  return source ? { ...claim, field: RESEARCH_FIELD, source } : claim;
}

/**
 * The passages a set of claims cites, as a spreadsheet cell: one `“quote” — URL` line per passage
 * quote, each once, in the order cited; '' when none cites a passage (the CSV export's `sources_N`,
 * the CLI's `sources`).
 */
export function citationLines(claims: readonly { source?: ClaimSource | undefined }[]): string {
  const lines = claims.flatMap((c) => (c.source ? [`“${c.source.quote}” — ${c.source.url}`] : []));
  return [...new Set(lines)].join('\n');
}
