import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { useAuditLog } from '../api/dashboard.ts';
import { actionLabel, changeSummary, formatDateTime } from '../utils/format.ts';

/**
 * The audit log on /admin (every admin action): newest first, AUDIT_PAGE_SIZE at a time with "Load
 * more". A deleted account still shows by the e-mail recorded at the time.
 */
export function AuditLog() {
  const audit = useAuditLog();
  return (
    <section aria-labelledby="audit-heading" className="grid gap-3">
      <h2 id="audit-heading" className="text-lg font-semibold">
        Audit log
      </h2>
      {audit.isPending ? (
        <Spinner label="Loading the audit log" className="justify-self-center py-8" />
      ) : audit.isError ? (
        <FormError>{errorMessage(audit.error)}</FormError>
      ) : (
        <AuditTable entries={audit.data.pages.flatMap((p) => p.items)} />
      )}
      {audit.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {audit.isFetchingNextPage ? <Spinner label="Loading more entries" /> : null}
          Load more
        </Button>
      ) : null}
    </section>
  );
}

type Entry = NonNullable<ReturnType<typeof useAuditLog>['data']>['pages'][number]['items'][number];

function AuditTable({ entries }: { entries: Entry[] }) {
  if (entries.length === 0)
    return (
      <p className="text-muted-foreground bg-background rounded-xl border px-4 py-8 text-center">
        No admin actions yet.
      </p>
    );
  return (
    <div className="bg-background rounded-xl border">
      <Table containerLabel="Audit entries">
        <TableHeader>
          <TableRow>
            <TableHead className="pl-4">When</TableHead>
            <TableHead>Admin</TableHead>
            <TableHead>Action</TableHead>
            <TableHead>User</TableHead>
            <TableHead className="pr-4">Change</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell className="text-muted-foreground pl-4 whitespace-nowrap tabular-nums">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </TableCell>
              <TableCell>{entry.actorEmail}</TableCell>
              <TableCell className="font-medium">
                {actionLabel(entry.action)}
                {entry.details.bulk === true ? (
                  <span className="text-muted-foreground font-normal"> (bulk)</span>
                ) : null}
              </TableCell>
              <TableCell>{entry.targetEmail ?? <span className="text-muted-foreground">deleted user</span>}</TableCell>
              <TableCell className="text-muted-foreground pr-4">{changeSummary(entry.details)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
