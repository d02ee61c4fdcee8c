import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { count } from '../utils/format.ts';

/** "Showing 26–50 of 120 users" with Previous and Next (keyset pages: the list moves one page at a time). */
export function UsersPagination({
  page,
  pageSize,
  shown,
  total,
  busy,
  onPrevious,
  onNext,
}: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  busy: boolean;
  onPrevious: (() => void) | undefined;
  onNext: (() => void) | undefined;
}) {
  const first = shown === 0 ? 0 : page * pageSize + 1;
  return (
    <nav aria-label="Pages of users" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {total === 0
          ? 'No users'
          : `Showing ${count.format(first)}–${count.format(first + shown - 1)} of ${count.format(total)} user${total === 1 ? '' : 's'}`}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={!onPrevious || busy} onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!onNext || busy} onClick={onNext}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
