import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { FormError } from '#client/components/form-error.tsx';
import { useDebouncedValue } from '#client/hooks/use-debounced-value.ts';
import { errorMessage } from '#client/lib/api-error.ts';
import { formatCount } from '#client/lib/format.ts';
import { useProspects } from '../api/get-prospects.ts';
import { ProspectRows } from './prospect-rows.tsx';

/** "1,234 prospects", "1 prospect", or, while searching, "12 prospects match". */
const countLabel = (total: number, searching: boolean) =>
  `${formatCount(total)} ${total === 1 ? 'prospect' : 'prospects'}${searching ? (total === 1 ? ' matches' : ' match') : ''}`;

/**
 * A campaign's prospects in import order, with their flags, how many there are (or match the search)
 * and a search box (name, e-mail, company, title; debounced, hooks/use-debounced-value.ts);
 * "Load more" follows `nextCursor`.
 */
export function ProspectsTable({ campaignId }: { campaignId: string }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const prospects = useProspects(campaignId, q);
  if (prospects.isPending) return <Spinner label="Loading prospects" className="justify-self-center py-8" />;
  if (prospects.isError) return <FormError>{errorMessage(prospects.error)}</FormError>;
  const items = prospects.data.pages.flatMap((page) => page.items);
  const total = prospects.data.pages[0]?.total ?? 0;
  const searching = q !== '';
  return (
    <section aria-labelledby="prospects-heading" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2 id="prospects-heading" className="text-lg font-semibold" aria-live="polite">
            {countLabel(total, searching)}
          </h2>
          <p className="text-sm text-muted-foreground">
            {items.length < total ? `${formatCount(items.length)} shown` : 'In import order'}
          </p>
        </div>
        <label className="grid w-full max-w-72 gap-1 text-sm">
          <span className="text-muted-foreground text-xs font-medium">Search prospects</span>
          <Input
            type="search"
            placeholder="Name, e-mail, company or title"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
      </div>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-background px-6 py-8 text-center text-sm text-muted-foreground">
          {searching
            ? `No prospect’s name, e-mail, company or title holds “${q}”.`
            : 'No prospects yet. Import a CSV above: every row is accounted for, flagged rows included.'}
        </p>
      ) : (
        <ProspectRows prospects={items} />
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
