import { type MarkupFinding, suspiciousValueFlag } from '#server/engine/rows/index.ts';
import type { ProspectData, ProspectFlag } from '#shared/prospects.ts';
import { emailFlags } from '#server/lib/email-address/email-address.ts';

/**
 * The flags a prospect's row gets (codes: #shared/prospects.ts), in code order: its e-mail's
 * (email.ts: missing, invalid, role address, disposable domain), then `suspicious_value` when a name,
 * company, location or title is a formula, placeholder, address or note (engine/rows/suspicious-value.ts),
 * or when any field held HTML markup, removed before storing (`markup`, engine/rows/markup.ts).
 * The row is kept either way; the reasons go to the import answer's `invalid` list and the prospect.
 */
export function rowFlags(data: ProspectData, markup: readonly MarkupFinding[] = []): ProspectFlag[] {
  const suspicious = suspiciousValueFlag(
    data,
    markup.map((m) => m.reason),
  );
  return suspicious ? [...emailFlags(data.email), suspicious] : emailFlags(data.email);
}
