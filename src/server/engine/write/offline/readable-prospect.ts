import type { ProspectData } from '#shared/prospects.ts';
import { findSuspiciousFields } from '../../rows/index.ts';

/**
 * The row as the offline composer reads it: a name, company, location or title whose value is
 * suspicious (rows/suspicious-value.ts: a formula, a placeholder, an address, a note) reads as absent, so
 * no e-mail says "Hi None" or "the team at =HYPERLINK(…)"; the composer then writes as it does for a
 * row without that field. Template merge fields read this row too, so `{{first_name}}` falls back
 * like an empty field (and is flagged `missing_merge_field`). The draft still carries the
 * `suspicious_value` flag (judge/draft-flags.ts), and grounding checks against the row as stored.
 */
export function readableProspect(prospect: ProspectData): ProspectData {
  const suspicious = findSuspiciousFields(prospect);
  if (suspicious.length === 0) return prospect;
  return { ...prospect, ...Object.fromEntries(suspicious.map((s) => [s.field, null])) };
}
