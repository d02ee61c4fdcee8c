import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import type { AdminUser } from '#shared/users.ts';
import { displayName, formatDate } from '../utils/format.ts';
import { canSelect, type Viewer } from '../utils/permissions.ts';
import { Checkbox } from './checkbox.tsx';
import { StatusBadge } from './status-badge.tsx';
import { UserRoleControl, UserStatusActions } from './user-row-actions.tsx';

/**
 * The user management table: TanStack Table over one page of users, with row selection for bulk
 * actions. Only users the viewer may manage can be selected, never the viewer themselves.
 */
const column = createColumnHelper<AdminUser>();

type Props = {
  users: AdminUser[];
  viewer: Viewer;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  onDeleted: (id: string) => void;
};

export function UsersTable({ users, viewer, selection, onSelectionChange, onDeleted }: Props) {
  const columns = useMemo(
    () => [
      column.display({
        id: 'select',
        header: ({ table }) => (
          <Checkbox
            aria-label="Select every user on this page"
            checked={table.getIsAllRowsSelected()}
            indeterminate={table.getIsSomeRowsSelected()}
            disabled={!table.getRowModel().rows.some((r) => r.getCanSelect())}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={`Select ${displayName(row.original)}`}
            checked={row.getIsSelected()}
            disabled={!row.getCanSelect()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      }),
      column.accessor((u) => displayName(u), {
        id: 'user',
        header: 'User',
        cell: ({ row }) => (
          <span className="grid min-w-0 leading-tight">
            <span className="flex items-center gap-2 truncate font-medium">
              {displayName(row.original)}
              {row.original.id === viewer.id ? <Badge variant="outline">You</Badge> : null}
            </span>
            <span className="text-muted-foreground truncate text-xs">{row.original.email}</span>
          </span>
        ),
      }),
      column.accessor('status', { header: 'Status', cell: (c) => <StatusBadge status={c.getValue()} /> }),
      column.accessor('role', {
        header: 'Role',
        cell: ({ row }) => <UserRoleControl user={row.original} viewer={viewer} />,
      }),
      column.accessor('createdAt', {
        header: 'Signed up',
        cell: (c) => <span className="text-muted-foreground tabular-nums">{formatDate(c.getValue())}</span>,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => <UserStatusActions user={row.original} viewer={viewer} onDeleted={onDeleted} />,
      }),
    ],
    [viewer, onDeleted],
  );
  // TanStack Table returns new functions each render by design; this app does not use the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: users,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (u) => u.id,
    enableRowSelection: (row) => canSelect(viewer, row.original),
    state: { rowSelection: selection },
    onRowSelectionChange: (updater) => onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
  });

  return (
    <div className="bg-background rounded-xl border">
      <Table containerLabel="Users">
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => (
                <TableHead
                  key={header.id}
                  className={
                    header.id === 'select' ? 'w-10 pl-4' : header.id === 'actions' ? 'pr-4 text-right' : undefined
                  }
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {table.getRowModel().rows.map((row) => (
            <TableRow
              key={row.id}
              data-state={row.getIsSelected() ? 'selected' : undefined}
              className="data-[state=selected]:bg-accent/60"
            >
              {row.getVisibleCells().map((cell) => (
                <TableCell
                  key={cell.id}
                  className={cell.column.id === 'select' ? 'pl-4' : cell.column.id === 'actions' ? 'pr-4' : undefined}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
