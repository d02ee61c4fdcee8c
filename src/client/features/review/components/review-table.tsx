import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { draftFlagLabel } from '#client/components/draft-flag-labels.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { VerdictBadge } from '#client/components/verdict-badge.tsx';
import { cn } from '#client/lib/cn.ts';
import type { Email } from '#shared/review.ts';

/**
 * The review table (docs/decisions/015): TanStack Table for the columns, TanStack Virtual so only the
 * visible rows are in the DOM (fluid at 10,000 e-mails). Asks for the next page when the last
 * rendered row is within PREFETCH_ROWS of the end. A row is selected by click or j/k (the parent's).
 */
export const ROW_HEIGHT = 44;
const PREFETCH_ROWS = 50;

const column = createColumnHelper<Email>();
const name = (e: Email) =>
  [e.prospect.firstName, e.prospect.lastName].filter(Boolean).join(' ') || e.prospect.email || '—';
const columns = [
  column.accessor((e) => name(e), {
    id: 'prospect',
    header: 'Prospect',
    cell: (c) => (
      <span className="grid min-w-0 leading-tight">
        <span className="truncate font-medium">{c.getValue()}</span>
        <span className="text-muted-foreground truncate text-xs">{c.row.original.prospect.company ?? ''}</span>
      </span>
    ),
  }),
  column.accessor('step', { header: 'Step' }),
  column.accessor('subject', {
    header: 'Subject',
    cell: (c) => <span className="truncate">{c.getValue() || '—'}</span>,
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (c) => <Badge variant={c.getValue() === 'approved' ? 'default' : 'outline'}>{c.getValue()}</Badge>,
  }),
  column.accessor((e) => e.grade ?? '—', { id: 'grade', header: 'Grade' }),
  column.accessor('verdict', {
    header: 'Verdict',
    cell: (c) => {
      const verdict = c.getValue();
      return verdict ? <VerdictBadge verdict={verdict} /> : '—';
    },
  }),
  column.accessor((e) => e.flags.map(draftFlagLabel).join(', '), {
    id: 'flags',
    header: 'Flags',
    cell: (c) => <span className="text-muted-foreground truncate text-xs">{c.getValue()}</span>,
  }),
  column.accessor((e) => e.model ?? '', {
    id: 'model',
    header: 'Model',
    cell: (c) => <span className="text-muted-foreground truncate text-xs">{c.getValue()}</span>,
  }),
];
// Every column keeps a readable minimum; below it the grid scrolls sideways (header included) rather
// than clipping the last columns off a narrow screen or beside the detail pane.
const widths =
  'grid-cols-[minmax(8rem,1.5fr)_2.5rem_minmax(8rem,2fr)_5.5rem_3rem_6.5rem_minmax(4.5rem,1fr)_minmax(4.5rem,1fr)]';
const MIN_WIDTH = 'min-w-[46rem]';
/** Height of the sticky header row: the rows start below it inside the one scroller. */
const HEADER_HEIGHT = 37;

export function ReviewTable({
  emails,
  selectedId,
  onSelect,
  onNearEnd,
}: {
  emails: Email[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNearEnd: () => void;
}) {
  // TanStack Table and Virtual return new functions each render by design; the rule warns for the React
  // Compiler, which this app does not use, so nothing here is memoised behind our back.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: emails, columns, getCoreRowModel: getCoreRowModel(), getRowId: (e) => e.id });
  const rows = table.getRowModel().rows;
  const scroller = useRef<HTMLDivElement>(null);
  // The header sits in the scroller (so both scroll sideways together): scrollMargin tells the
  // virtualiser the rows start below it, scrollPaddingStart keeps j/k's row out from under it.
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
  });
  const items = virtual.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (rows.length > 0 && lastIndex >= rows.length - PREFETCH_ROWS) onNearEnd();
  }, [lastIndex, rows.length, onNearEnd]);
  const selectedIndex = rows.findIndex((r) => r.id === selectedId);
  useEffect(() => {
    if (selectedIndex >= 0) virtual.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtual]);

  return (
    <div
      ref={scroller}
      role="grid"
      aria-label="E-mails"
      aria-rowcount={rows.length + 1}
      className="h-[32rem] overflow-auto rounded-md border text-sm"
      data-testid="review-rows"
    >
      <div className={MIN_WIDTH}>
        <div role="rowgroup" className="bg-muted sticky top-0 z-10 border-b">
          {table.getHeaderGroups().map((group) => (
            <div
              role="row"
              key={group.id}
              className={cn('grid items-center gap-2 px-3 font-medium', widths)}
              style={{ height: HEADER_HEIGHT }}
            >
              {group.headers.map((header) => (
                <div role="columnheader" key={header.id}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </div>
              ))}
            </div>
          ))}
        </div>
        <div role="rowgroup" className="relative" style={{ height: virtual.getTotalSize() }}>
          {items.map((item) => {
            const row = rows[item.index]!;
            const selected = row.id === selectedId;
            return (
              <div
                role="row"
                key={row.id}
                aria-rowindex={item.index + 2}
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                onClick={() => onSelect(row.id)}
                className={cn(
                  'absolute inset-x-0 grid cursor-pointer items-center gap-2 border-b px-3',
                  widths,
                  selected ? 'bg-accent' : 'hover:bg-muted/50',
                )}
                style={{ height: ROW_HEIGHT, transform: `translateY(${item.start - HEADER_HEIGHT}px)` }}
              >
                {row.getVisibleCells().map((cell) => (
                  <div role="gridcell" key={cell.id} className="flex min-w-0 items-center">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
