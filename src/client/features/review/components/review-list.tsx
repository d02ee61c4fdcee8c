import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import { draftFlagLabel } from '#client/components/draft-flag-labels.ts';
import { VerdictBadge } from '#client/components/verdict-badge.tsx';
import { cn } from '#client/lib/cn.ts';
import type { Email } from '#shared/review.ts';

/**
 * The inbox's list pane (issue 14, item 1): one entry per e-mail, as a mail client lists messages —
 * the prospect and company, the subject on a line of its own, the verdict, grade, step, status and
 * flags. A WAI-ARIA listbox with roving focus: the selected option is the one tab stop, and focus
 * follows the selection when the reviewer moves with the keyboard (the parent's j/k/arrows). TanStack
 * Virtual keeps only the visible options in the DOM (fluid at 10,000 e-mails), plus the selected one
 * wherever it is, so the focused option is never unmounted from under the keyboard. Asks for the next
 * page when the last rendered option is within PREFETCH_ROWS of the end.
 */
export const ROW_HEIGHT = 76;
const PREFETCH_ROWS = 50;

const optionId = (emailId: string) => `review-email-${emailId}`;
const name = (e: Email) =>
  [e.prospect.firstName, e.prospect.lastName].filter(Boolean).join(' ') || e.prospect.email || '—';

export function ReviewList({
  emails,
  selectedId,
  onSelect,
  onNearEnd,
  focusSelected,
}: {
  emails: Email[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNearEnd: () => void;
  /** Bumped by the parent when the keyboard moved the selection: focus follows it. */
  focusSelected: number;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const selectedIndex = emails.findIndex((e) => e.id === selectedId);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return selectedIndex < 0 || indexes.includes(selectedIndex)
        ? indexes
        : [...indexes, selectedIndex].sort((a, b) => a - b);
    },
    [selectedIndex],
  );
  // TanStack Virtual returns new functions each render by design; the rule warns for the React
  // Compiler, which this app does not use, so nothing here is memoised behind our back.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({
    count: emails.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    rangeExtractor,
  });
  const items = virtual.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (emails.length > 0 && lastIndex >= emails.length - PREFETCH_ROWS) onNearEnd();
  }, [lastIndex, emails.length, onNearEnd]);
  useEffect(() => {
    if (selectedIndex >= 0) virtual.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtual]);
  useEffect(() => {
    if (focusSelected === 0 || !selectedId) return;
    document.getElementById(optionId(selectedId))?.focus({ preventScroll: true });
  }, [focusSelected, selectedId]);

  // `contain: strict`: the list's size never depends on its rows, so the rows that come and go as it
  // scrolls lay out and paint inside it alone, not the whole three-pane page (TanStack Virtual's advice).
  return (
    <div
      ref={scroller}
      role="listbox"
      data-review-list
      aria-label="E-mails"
      className="h-full min-h-0 overflow-auto rounded-md border contain-strict"
      data-testid="review-rows"
    >
      <div className="relative" style={{ height: virtual.getTotalSize() }}>
        {items.map((item) => {
          const email = emails[item.index]!;
          const selected = email.id === selectedId;
          return (
            <div
              role="option"
              id={optionId(email.id)}
              key={email.id}
              aria-selected={selected}
              aria-setsize={emails.length}
              aria-posinset={item.index + 1}
              tabIndex={selected || (selectedIndex < 0 && item.index === 0) ? 0 : -1}
              onClick={() => onSelect(email.id)}
              onFocus={() => !selected && onSelect(email.id)}
              className={cn(
                'absolute inset-x-0 grid cursor-pointer content-center gap-0.5 border-b px-3 text-sm outline-none',
                'focus-visible:ring-ring focus-visible:ring-2 focus-visible:ring-inset',
                selected ? 'bg-accent' : 'hover:bg-muted/50',
              )}
              style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
            >
              <span className="flex min-w-0 items-center gap-2">
                <span className="min-w-0 flex-1 truncate">
                  <span className="font-medium">{name(email)}</span>
                  {email.prospect.company ? (
                    <span className="text-muted-foreground"> · {email.prospect.company}</span>
                  ) : null}
                </span>
                {email.verdict ? <VerdictBadge verdict={email.verdict} /> : null}
              </span>
              <span className="truncate">{email.subject || '—'}</span>
              <span className="text-muted-foreground truncate text-xs">
                Step {email.step} · {email.status}
                {email.grade ? ` · grade ${email.grade}` : ''}
                {email.flags.length > 0 ? ` · ${email.flags.map(draftFlagLabel).join(', ')}` : ''}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
