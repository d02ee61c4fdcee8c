import { cn } from '#client/lib/cn.ts';
import type { Email } from '#shared/review.ts';
import { citedPassages, prospectFieldLabels } from '../utils/claims.ts';
import { ResearchSources } from './research-sources.tsx';

/**
 * The inbox's third pane (issue 14, item 1): who the e-mail goes to — every field of the prospect's
 * row (the CRM's own columns as imported), its spreadsheet row, and the import's flags with their
 * reasons (a role address, a formula in a cell), so the reviewer checks a claim against its source
 * without leaving the e-mail. A field an e-mail's claim came from is marked "cited"; below the fields,
 * the pages of the prospect's website that were researched, with the passages the e-mail cites.
 */
export function ProspectCard({
  email,
  researchOn,
  className,
}: {
  email: Email;
  researchOn: boolean;
  className?: string;
}) {
  const p = email.prospect;
  const cited = new Set(email.factsUsed.filter((f) => f.supported).map((f) => f.field));
  const rows = [
    ...Object.entries(prospectFieldLabels).map(([key, label]) => [key, label, p[key as keyof typeof p]] as const),
    ...Object.entries(p.fields).map(([key, value]) => [key, key, value] as const),
  ].filter(([, , value]) => typeof value === 'string' && value);
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email || 'Prospect';
  return (
    // Focusable: on a wide screen it scrolls on its own, and a keyboard user must be able to scroll it.
    <aside
      tabIndex={0}
      aria-label="Prospect"
      className={cn('grid min-h-0 content-start gap-3 overflow-auto rounded-md border p-4', className)}
    >
      <div>
        <h3 className="font-semibold break-words">{name}</h3>
        <p className="text-muted-foreground text-sm">
          {[p.title, p.company].filter(Boolean).join(' at ')}
          {p.row ? ` · row ${p.row}` : ''}
        </p>
      </div>
      {p.flags.length > 0 ? (
        <section aria-label="Import flags">
          <h4 className="mb-1 text-sm font-semibold">Import flags</h4>
          <ul className="grid gap-1 text-sm">
            {p.flags.map((f) => (
              <li key={f.code} className="text-muted-foreground break-words">
                {f.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <dl className="grid gap-2 text-sm">
        {rows.map(([key, label, value]) => (
          <div key={key} className="grid gap-0.5">
            <dt className="text-muted-foreground text-xs font-medium">
              {label}
              {cited.has(key) ? <span className="text-primary"> · cited</span> : null}
            </dt>
            <dd className="break-words">{value as string}</dd>
          </div>
        ))}
      </dl>
      <ResearchSources prospectId={p.id} researchOn={researchOn} cited={citedPassages(email)} />
    </aside>
  );
}
