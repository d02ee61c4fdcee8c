import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import type { Prospect } from '#shared/prospects.ts';
import { useProspects } from '../api/get-prospects.ts';
import { ProspectFlags } from './prospect-flags.tsx';

const fullName = (p: Prospect) => [p.firstName, p.lastName].filter(Boolean).join(' ');

/** A campaign's prospects in import order, with their flags; "Load more" follows `nextCursor`. */
export function ProspectsTable({ campaignId }: { campaignId: string }) {
  const prospects = useProspects(campaignId);
  if (prospects.isPending) return <Spinner label="Loading prospects" className="justify-self-center py-8" />;
  if (prospects.isError) return <FormError>{errorMessage(prospects.error)}</FormError>;
  const items = prospects.data.pages.flatMap((page) => page.items);
  return (
    <section aria-labelledby="prospects-heading" className="grid gap-3">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="prospects-heading" className="text-lg font-semibold">
          Prospects
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {items.length === 0 ? 'None yet' : `${items.length}${prospects.hasNextPage ? '+' : ''} shown`}
        </p>
      </div>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-background px-6 py-8 text-center text-sm text-muted-foreground">
          No prospects yet. Import a CSV above: every row is accounted for, flagged rows included.
        </p>
      ) : (
        <div className="rounded-xl border bg-background">
          <Table containerLabel="Prospects">
            <TableHeader>
              <TableRow>
                <TableHead className="w-16 pl-4 text-right">Row</TableHead>
                <TableHead>Name</TableHead>
                <TableHead>E-mail</TableHead>
                <TableHead>Title</TableHead>
                <TableHead>Company</TableHead>
                <TableHead className="pr-4">Flags</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((p) => (
                <TableRow key={p.id}>
                  <TableCell className="pl-4 text-right text-muted-foreground tabular-nums">{p.row ?? '—'}</TableCell>
                  <TableCell className="font-medium">
                    {fullName(p) || <span className="text-muted-foreground">—</span>}
                  </TableCell>
                  <TableCell className="max-w-64 truncate">
                    {p.email ?? <span className="text-muted-foreground">—</span>}
                  </TableCell>
                  <TableCell className="max-w-56 truncate">{p.title ?? ''}</TableCell>
                  <TableCell className="max-w-56 truncate">{p.company ?? ''}</TableCell>
                  <TableCell className="pr-4">
                    <ProspectFlags flags={p.flags} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {prospects.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={prospects.isFetchingNextPage}
          onClick={() => void prospects.fetchNextPage()}
        >
          {prospects.isFetchingNextPage ? <Spinner label="Loading more prospects" /> : null}
          Load more
        </Button>
      ) : null}
    </section>
  );
}
