import type { FactUsed } from '#shared/emails.ts';
import type { Prospect } from '#shared/prospects.ts';

/**
 * Where an e-mail's claims sit in its text, for the review inbox's highlights (issue 14, item 1): each
 * claim the writer declared (`factsUsed`, "the claim as written in the e-mail", engine/prompt-rules.ts)
 * is found in the text case-insensitively, longest first so "Series B in March" wins over "Series B",
 * and never overlapping another. A claim the text no longer holds (edited away) is simply not marked.
 */
export type ClaimSource = { field: string; label: string; value: string | null; supported: boolean };
export type Segment = { text: string; source?: ClaimSource };

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

/** The value a claim's `field` names: a standard field (`notes`) or a CRM column kept as is (`Funding`). */
export function sourceOf(fact: FactUsed, prospect: Prospect): ClaimSource {
  const standard = prospectFieldLabels[fact.field] ? (prospect as Record<string, unknown>)[fact.field] : undefined;
  const value = typeof standard === 'string' ? standard : (prospect.fields[fact.field] ?? null);
  return { field: fact.field, label: prospectFieldLabels[fact.field] ?? fact.field, value, supported: fact.supported };
}

export function claimSegments(text: string, facts: readonly FactUsed[], prospect: Prospect): Segment[] {
  const lower = text.toLowerCase();
  const taken: { start: number; end: number; source: ClaimSource }[] = [];
  const byLength = [...facts].filter((f) => f.claim.trim()).sort((a, b) => b.claim.length - a.claim.length);
  for (const fact of byLength) {
    const needle = fact.claim.toLowerCase();
    for (let from = lower.indexOf(needle); from !== -1; from = lower.indexOf(needle, from + needle.length)) {
      const end = from + needle.length;
      if (taken.some((t) => from < t.end && end > t.start)) continue;
      taken.push({ start: from, end, source: sourceOf(fact, prospect) });
    }
  }
  taken.sort((a, b) => a.start - b.start);
  const segments: Segment[] = [];
  let at = 0;
  for (const t of taken) {
    if (t.start > at) segments.push({ text: text.slice(at, t.start) });
    segments.push({ text: text.slice(t.start, t.end), source: t.source });
    at = t.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}
