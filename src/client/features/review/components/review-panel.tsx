import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { FormError } from '#client/components/form-error.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import type { EmailFilter } from '#shared/review.ts';
import { useEmailActions, useEmails, useProspectEmails } from '../api/emails.ts';
import { shortcutFor } from '../utils/shortcuts.ts';
import { BulkActions } from './bulk-actions.tsx';
import { EmailPreview, PREVIEW_ID } from './email-preview.tsx';
import { ProspectCard } from './prospect-card.tsx';
import { ReviewFilters } from './review-filters.tsx';
import { ReviewList } from './review-list.tsx';
import { ShortcutLegend } from './shortcut-legend.tsx';

/**
 * The review inbox (docs/decisions/015; issue 14, items 1–3): filters and bulk actions over the
 * filtered set, then three panes as in the mail clients reviewers live in — the list, the e-mail as
 * the recipient will see it (its sequence's steps as tabs), and the prospect's card. Keyboard first:
 * j/k (arrows in the list) move and focus follows the selection, a/r decide and move on to the next
 * e-mail, e edits, g regenerates with an instruction, ? lists the keys (utils/shortcuts.ts).
 */
export function ReviewPanel({
  campaignId,
  researchOn,
  actions,
}: {
  campaignId: string;
  /** The campaign's brief researches prospects' websites (ResearchSources asks for a prospect's only then). */
  researchOn: boolean;
  /** Beside the heading: the export menu, composed in by the page. */ actions?: ReactNode;
}) {
  const [filter, setFilter] = useState<EmailFilter>({});
  const query = useEmails(campaignId, filter);
  const emails = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = emails.find((e) => e.id === selectedId) ?? emails[0] ?? null;
  const [step, setStep] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const [focusToken, setFocusToken] = useState(0);
  const [help, setHelp] = useState(false);
  const sequence = useProspectEmails(campaignId, selected?.prospectId).data;
  const steps = sequence?.length ? sequence : selected ? [selected] : [];
  const shown = (step === null ? null : steps.find((e) => e.step === step)) ?? selected;
  const { patch } = useEmailActions(campaignId);
  const list = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const onNearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const select = useCallback((id: string) => {
    setSelectedId(id);
    setStep(null);
    setEditing(false);
  }, []);
  /** A step's tab: selects that e-mail in the list when the filter shows it, so j/k go on from there. */
  const showStep = useCallback(
    (n: number) => {
      const inList = emails.find((e) => e.prospectId === selected?.prospectId && e.step === n);
      if (inList) select(inList.id);
      else setStep(n);
    },
    [emails, selected, select],
  );
  /** Moves the selection by `delta`; focus follows it unless the reviewer is elsewhere on the page. */
  const move = useCallback(
    (delta: number) => {
      const index = emails.findIndex((e) => e.id === selected?.id);
      const next = emails[Math.min(emails.length - 1, Math.max(0, index + delta))];
      if (!next) return;
      select(next.id);
      const active = document.activeElement;
      if (!active || active === document.body || list.current?.contains(active) || active.closest(`#${PREVIEW_ID}`))
        setFocusToken((t) => t + 1);
    },
    [emails, selected, select],
  );
  const decide = useCallback(
    (status: 'approved' | 'rejected') => {
      if (!shown) return;
      // The preview's buttons show their own errors; a key press has none, so say it here (e.g. 409
      // while the e-mail is being written).
      patch.mutate({ id: shown.id, changes: { status } }, { onError: (error) => toast.error(errorMessage(error)) });
      // Moving on is the point of a decision key; an e-mail not written yet keeps the reviewer on it.
      if (['ready', 'approved', 'rejected'].includes(shown.status)) move(1);
    },
    [shown, patch, move],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action || !selected) return;
      event.preventDefault();
      if (action === 'next') move(1);
      if (action === 'previous') move(-1);
      if (action === 'approve') decide('approved');
      if (action === 'reject') decide('rejected');
      if (action === 'edit') setEditing(true);
      if (action === 'regenerate')
        document.querySelector<HTMLInputElement>(`#${PREVIEW_ID} input[name="instruction"]`)?.focus();
      if (action === 'help') setHelp(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selected, move, decide]);

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
        <div className="flex flex-wrap items-center gap-2">
          <BulkActions campaignId={campaignId} filter={filter} shown={emails.length} />
          <ShortcutLegend open={help} onOpenChange={setHelp} />
        </div>
      </div>
      {query.isError ? <FormError>{errorMessage(query.error)}</FormError> : null}
      {query.isPending ? <Spinner label="Loading e-mails" className="flex justify-center py-8" /> : null}
      <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)] xl:h-[max(32rem,calc(100dvh-12rem))] xl:grid-cols-[22rem_minmax(0,1fr)_17rem]">
        {/* On wide screens the three panes share one height and each scrolls on its own, as in a mail client. */}
        <div ref={list} className="h-[28rem] min-h-0 xl:h-full">
          <ReviewList
            emails={emails}
            selectedId={selected?.id ?? null}
            onSelect={select}
            onNearEnd={onNearEnd}
            focusSelected={focusToken}
          />
        </div>
        {shown ? (
          <EmailPreview
            email={shown}
            steps={steps}
            onStep={showStep}
            editing={editing}
            onEditing={setEditing}
            onDecide={decide}
            campaignId={campaignId}
          />
        ) : null}
        {shown ? (
          <ProspectCard email={shown} researchOn={researchOn} className="lg:col-start-2 xl:col-start-3" />
        ) : null}
      </div>
    </section>
  );
}
