import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import type { Prospect } from '#shared/prospects.ts';
import { DeleteProspect } from './delete-prospect.tsx';
import { EditProspectDialog } from './edit-prospect-dialog.tsx';
import { ProspectFlags } from './prospect-flags.tsx';

const fullName = (p: Prospect) => [p.firstName, p.lastName].filter(Boolean).join(' ');
/** How an action names the row: the name, else the e-mail, else the row number. */
const rowLabel = (p: Prospect) => fullName(p) || p.email || `row ${p.row ?? '?'}`;

/** The prospects table's rows: row number, name, e-mail, title, company, flags, and Edit and Delete. */
export function ProspectRows({ prospects }: { prospects: Prospect[] }) {
  return (
    <div className="rounded-xl border bg-background">
      <Table containerLabel="Prospects">
        <TableHeader>
          <TableRow>
            <TableHead className="w-16 pl-4 text-right">Row</TableHead>
            <TableHead>Name</TableHead>
            <TableHead>E-mail</TableHead>
            <TableHead>Title</TableHead>
            <TableHead>Company</TableHead>
            <TableHead>Flags</TableHead>
            <TableHead className="pr-4 text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {prospects.map((p) => (
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
              <TableCell>
                <ProspectFlags flags={p.flags} />
              </TableCell>
              <TableCell className="pr-4">
                <div className="flex justify-end gap-1">
                  <EditProspectDialog prospect={p} label={rowLabel(p)} />
                  <DeleteProspect prospect={p} label={rowLabel(p)} />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
