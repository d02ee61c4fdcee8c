import { Badge } from '#client/components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import type { PushLeadResult } from '#shared/integrations.ts';

/** The per-prospect results of a push: who, what the tool did, and why (a skip's reason, the tool's error). */
const variant = { created: 'accent', updated: 'secondary', skipped: 'outline', failed: 'outline' } as const;

export function PushResults({ items, more, pageSize }: { items: PushLeadResult[]; more: boolean; pageSize: number }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">No results yet.</p>;
  return (
    <div className="grid gap-2">
      <Table containerLabel="Push results" containerClassName="max-h-72 rounded-md border">
        <TableHeader>
          <TableRow>
            <TableHead>Prospect</TableHead>
            <TableHead>Result</TableHead>
            <TableHead>Detail</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((r) => (
            <TableRow key={r.prospectId}>
              <TableCell className="align-top">
                <div className="font-medium">{r.name ?? '—'}</div>
                <div className="text-xs text-muted-foreground">{r.email ?? 'no e-mail address'}</div>
              </TableCell>
              <TableCell className="align-top">
                <Badge
                  variant={variant[r.status]}
                  className={r.status === 'failed' ? 'border-destructive/50 text-destructive' : undefined}
                >
                  {r.status}
                </Badge>
              </TableCell>
              <TableCell className="align-top text-xs whitespace-normal text-muted-foreground">
                {r.detail ?? ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {more ? (
        <p className="text-xs text-muted-foreground">
          The first {pageSize} are shown; choose “Failed” or “Skipped” to see those.
        </p>
      ) : null}
    </div>
  );
}
