import type { ClaimSource, FactUsed, ScoreClaim } from '#shared/emails.ts';
import type { Prospect } from '#shared/prospects.ts';
import type { Email } from '#shared/review.ts';

/**
 * Where an e-mail's claims sit in its text, for the review inbox's highlights (issue 14, item 1): each
 * claim the writer declared (`factsUsed`, "the claim as written in the e-mail", engine/write/prompt-rules.ts)
 * is found in the text case-insensitively, longest first so "Series B in March" wins over "Series B",
 * and never overlapping another. Then the claim ledger's statements that cite a page of the prospect's
 * website (the score's sentences with a `source`, docs/decisions/033), where no declared claim sits
 * already: the writer's phrase is the finer mark. A claim the text no longer holds (edited away) is
 * simply not marked.
 */
export type ClaimOrigin = {
  field: string;
  label: string;
  /** The field's value in the row; null when the row has no such field, or the claim cites a passage. */
  value: string | null;
  supported: boolean;
  /** The website passage a `research` claim cites (its page, URL and quote); null for a field. */
  passage: ClaimSource | null;
};
export type Segment = { text: string; origin?: ClaimOrigin };

/** The prospect's standard fields by the name the engine cites them with, and how the card labels them. */
export const prospectFieldLabels: Record<string, string> = {
  email: 'E-mail',
  firstName: 'First name',
  lastName: 'Last name',
  title: 'Title',
  company: 'Company',
  website: 'Website',
  linkedinUrl: 'LinkedIn',
  industry: 'Industry',
  location: 'Location',
  notes: 'Notes',
};

/**
 * The value a claim's `field` names: a standard field (`notes`), a CRM column kept as is (`Funding`),
 * or, for a claim with a `source`, the passage of the prospect's website it cites.
 */
export function originOf(fact: FactUsed, prospect: Prospect): ClaimOrigin {
  const passage = fact.source ?? null;
  const label = prospectFieldLabels[fact.field] ?? fact.field;
  if (passage) return { field: fact.field, label, value: null, supported: fact.supported, passage };
  const standard = prospectFieldLabels[fact.field] ? (prospect as Record<string, unknown>)[fact.field] : undefined;
  const value = typeof standard === 'string' ? standard : (prospect.fields[fact.field] ?? null);
  return { field: fact.field, label, value, supported: fact.supported, passage };
}

/** A ledger statement with a website passage, in the shape of a declared claim. */
const asFact = (claim: ScoreClaim): FactUsed => ({
  claim: claim.text,
  field: claim.field ?? '',
  supported: claim.supported,
  source: claim.source,
});

/**
 * @param cited - the claim ledger's statements of this text (`Email.claims` of one part); only those
 *   citing a passage are marked, after the declared claims
 */
export function claimSegments(
  text: string,
  facts: readonly FactUsed[],
  prospect: Prospect,
  cited: readonly ScoreClaim[] = [],
): Segment[] {
  const lower = text.toLowerCase();
  const taken: { start: number; end: number; origin: ClaimOrigin }[] = [];
  const longestFirst = (list: readonly FactUsed[]) =>
    list.filter((f) => f.claim.trim()).sort((a, b) => b.claim.length - a.claim.length);
  const tiers = [longestFirst(facts), longestFirst(cited.filter((c) => c.source).map(asFact))];
  for (const fact of tiers.flat()) {
    const needle = fact.claim.toLowerCase();
    for (let from = lower.indexOf(needle); from !== -1; from = lower.indexOf(needle, from + needle.length)) {
      const end = from + needle.length;
      if (taken.some((t) => from < t.end && end > t.start)) continue;
      taken.push({ start: from, end, origin: originOf(fact, prospect) });
    }
  }
  taken.sort((a, b) => a.start - b.start);
  const segments: Segment[] = [];
  let at = 0;
  for (const t of taken) {
    if (t.start > at) segments.push({ text: text.slice(at, t.start) });
    segments.push({ text: text.slice(t.start, t.end), origin: t.origin });
    at = t.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}

/**
 * The website passages an e-mail's claims cite (declared or found by the score), each with the sentence
 * quoted from it: what the research section marks "cited".
 */
export function citedPassages(email: Pick<Email, 'factsUsed' | 'claims'>): Map<string, string> {
  const cited = new Map<string, string>();
  for (const { source } of [...email.factsUsed, ...email.claims])
    if (source && !cited.has(source.passageId)) cited.set(source.passageId, source.quote);
  return cited;
}
