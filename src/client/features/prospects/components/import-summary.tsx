import { CircleCheck } from 'lucide-react';
import type { ImportResult } from '#shared/prospects.ts';

function Stat({ label, value, hint, testId }: { label: string; value: number; hint: string; testId: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg border bg-background p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value.toLocaleString()}
      </dd>
      <dd className="text-xs text-muted-foreground">{hint}</dd>
    </div>
  );
}

/**
 * What an import did, row by row where it matters: how many were stored, which were duplicates (not
 * stored) and which were stored with a flag, each with its spreadsheet row number. Nothing is hidden.
 */
export function ImportSummary({ result, fileName }: { result: ImportResult; fileName: string }) {
  const total = result.imported + result.duplicates.length;
  return (
    <div className="grid gap-4" role="status">
      <p className="flex items-center gap-2 font-medium">
        <CircleCheck className="size-5 text-success" aria-hidden="true" />
        {fileName}: {total.toLocaleString()} {total === 1 ? 'row' : 'rows'} read
      </p>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat
          label="Imported"
          value={result.imported}
          hint="Stored in this campaign, flagged rows included"
          testId="import-imported"
        />
        <Stat
          label="Duplicates"
          value={result.duplicates.length}
          hint="Not stored: e-mail already in the campaign or earlier in the file"
          testId="import-duplicates"
        />
        <Stat
          label="Flagged"
          value={result.invalid.length}
          hint="Stored with a reason; see the badges below"
          testId="import-invalid"
        />
      </dl>
      {result.duplicates.length > 0 ? (
        <details className="group rounded-lg border bg-background">
          <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            Show {result.duplicates.length} duplicate {result.duplicates.length === 1 ? 'row' : 'rows'}
          </summary>
          <ul className="grid max-h-64 gap-1 overflow-y-auto border-t px-4 py-3 text-sm">
            {result.duplicates.map((d) => (
              <li key={d.row}>
                <span className="text-muted-foreground tabular-nums">Row {d.row}</span>: {d.email}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {result.invalid.length > 0 ? (
        <details className="group rounded-lg border bg-background">
          <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            Show {result.invalid.length} flagged {result.invalid.length === 1 ? 'row' : 'rows'}
          </summary>
          <ul className="grid max-h-64 gap-1 overflow-y-auto border-t px-4 py-3 text-sm">
            {result.invalid.map((d, index) => (
              <li key={`${d.row}-${index}`}>
                <span className="text-muted-foreground tabular-nums">Row {d.row}</span>: {d.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
