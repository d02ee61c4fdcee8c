import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import type { EmailFilter } from '#shared/review.ts';
import { useEmailActions, useEmails } from '../api/emails.ts';
import { shortcutFor } from '../utils/shortcuts.ts';
import { BulkActions } from './bulk-actions.tsx';
import { EmailDetail } from './email-detail.tsx';
import { ReviewFilters } from './review-filters.tsx';
import { ReviewTable } from './review-table.tsx';
import { ShortcutLegend } from './shortcut-legend.tsx';

/**
 * Review (docs/decisions/015): filters, the virtualised table, the detail pane of the selected e-mail,
 * bulk actions over the filtered set, export, and the keyboard shortcuts (j/k, a, r, e).
 */
export function ReviewPanel({
  campaignId,
  actions,
}: {
  campaignId: string;
  /** Beside the heading: the export menu, composed in by the page. */ actions?: ReactNode;
}) {
  const [filter, setFilter] = useState<EmailFilter>({});
  const query = useEmails(campaignId, filter);
  const emails = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = emails.find((e) => e.id === selectedId) ?? emails[0] ?? null;
  const { patch } = useEmailActions(campaignId);
  const body = useRef<HTMLTextAreaElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const onNearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action || !selected) return;
      const index = emails.findIndex((e) => e.id === selected.id);
      event.preventDefault();
      if (action === 'next') setSelectedId(emails[Math.min(emails.length - 1, index + 1)]?.id ?? null);
      if (action === 'previous') setSelectedId(emails[Math.max(0, index - 1)]?.id ?? null);
      // The detail pane shows its own buttons' errors; a key press has no button, so say it here
      // (e.g. 409 when the e-mail is not written yet).
      if (action === 'approve' || action === 'reject')
        patch.mutate(
          { id: selected.id, changes: { status: action === 'approve' ? 'approved' : 'rejected' } },
          { onError: (error) => toast.error(errorMessage(error)) },
        );
      if (action === 'edit') body.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [emails, selected, patch]);

  return (
    <section aria-labelledby="review-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="review-heading" className="text-lg font-semibold">
          Review
        </h2>
        {actions}
      </div>
      <ReviewFilters filter={filter} onChange={setFilter} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {query.isPending
            ? 'Loading…'
            : `${emails.length}${hasNextPage ? '+' : ''} e-mail${emails.length === 1 ? '' : 's'} shown`}
        </p>
        <BulkActions campaignId={campaignId} filter={filter} shown={emails.length} />
      </div>
      <ShortcutLegend />
      {query.isError ? <FormError>{errorMessage(query.error)}</FormError> : null}
      {query.isPending ? <Spinner label="Loading e-mails" className="flex justify-center py-8" /> : null}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_26rem]">
        {/* On wide screens the table stays in view while the (long) detail pane scrolls beside it. */}
        <div className="min-w-0 xl:sticky xl:top-4 xl:self-start">
          <ReviewTable
            emails={emails}
            selectedId={selected?.id ?? null}
            onSelect={setSelectedId}
            onNearEnd={onNearEnd}
          />
        </div>
        {selected ? <EmailDetail key={selected.id} ref={body} email={selected} campaignId={campaignId} /> : null}
      </div>
    </section>
  );
}
