import type { ProspectFlag } from '#shared/prospects.ts';
import { draftFlagLabel } from './draft-flag-labels.ts';

/**
 * A draft's flags as a list of labels. The prospect's own flags (`role_address`, `suspicious_value` …)
 * carry the reason stored with the row (`Company "=HYPERLINK(…)" is a spreadsheet formula …`), shown
 * after the label, so a reviewer sees which value is broken without opening the prospect.
 */
export function DraftFlagList({
  flags,
  reasons = [],
}: {
  flags: readonly string[];
  reasons?: readonly ProspectFlag[];
}) {
  if (flags.length === 0) return null;
  return (
    <section aria-label="Flags">
      <h3 className="mb-1 text-sm font-semibold">Flags</h3>
      <ul className="grid gap-1 text-sm">
        {flags.map((code) => {
          const reason = reasons.find((r) => r.code === code)?.reason;
          return (
            <li key={code}>
              <span className="font-medium">{draftFlagLabel(code)}</span>
              {reason ? <span className="text-muted-foreground">: {reason}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
