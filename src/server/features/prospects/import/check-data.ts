import { withoutMarkup } from '#server/engine/rows/index.ts';
import type { ProspectData, ProspectFlag, StandardField } from '#shared/prospects.ts';
import { normaliseEmail } from '#server/lib/email-address/email-address.ts';
import { rowFlags } from './row-flags.ts';
import { tidyLinkedinUrl, tidyWebsite } from './url.ts';

/**
 * How an import tidies a standard field's non-empty, trimmed value (candidate.ts; an edit through
 * checkProspectData): the e-mail normalised (email.ts), website and LinkedIn URL tidied (url.ts).
 */
export const tidyField: Partial<Record<StandardField, (value: string) => string | null>> = {
  email: normaliseEmail,
  website: tidyWebsite,
  linkedinUrl: tidyLinkedinUrl,
};

/**
 * A whole prospect's data made what an import would have stored from the same values, and its flags:
 * HTML markup removed from every field (engine/rows/markup.ts withoutMarkup), the standard fields tidied
 * (tidyField), then the row checks of row-flags.ts (e-mail missing, invalid, role address, disposable
 * domain; `suspicious_value`). Used when a stored prospect is edited (`PATCH /api/v1/prospects/:id`),
 * so its flags keep describing its values. Never throws.
 */
export function checkProspectData(input: ProspectData): { data: ProspectData; flags: ProspectFlag[] } {
  const { data, findings } = withoutMarkup(input);
  for (const [field, tidy] of Object.entries(tidyField) as [StandardField, (value: string) => string | null][]) {
    const value = data[field];
    if (value) data[field] = tidy(value);
  }
  return { data, flags: rowFlags(data, findings) };
}
