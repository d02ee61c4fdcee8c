import { useEffect, useState } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { LabelledSelect } from '#client/components/ui/labelled-select.tsx';
import type { AdminUserFilter, UserCounts } from '#shared/admin.ts';
import { userRoles, userStatuses } from '#shared/users.ts';
import { roleLabels, statusLabels } from '../utils/format.ts';

/**
 * Search (name or e-mail, debounced SEARCH_DEBOUNCE_MS) and the status and role filters of
 * /admin/users; each status shows how many users the search and role filter leave in it.
 */
export const SEARCH_DEBOUNCE_MS = 300;

export function UserFilters({
  filter,
  counts,
  onChange,
}: {
  filter: AdminUserFilter;
  counts: UserCounts | undefined;
  onChange: (filter: AdminUserFilter) => void;
}) {
  const [query, setQuery] = useState(filter.query ?? '');
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filter.query ?? '') !== query.trim()) onChange({ ...filter, query: query.trim() || undefined });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, filter, onChange]);
  const all = counts ? counts.pending + counts.active + counts.suspended : undefined;
  const withCount = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${n})`);
  return (
    <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Find users">
      <label className="grid min-w-56 flex-1 gap-1 text-sm">
        <span className="text-muted-foreground text-xs font-medium">Search</span>
        <Input
          type="search"
          placeholder="Name or e-mail"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      <LabelledSelect
        label="Status"
        value={filter.status ?? ''}
        onChange={(value) => onChange({ ...filter, status: (value || undefined) as AdminUserFilter['status'] })}
        options={[
          ['', withCount('Any status', all)],
          ...userStatuses.map((s): [string, string] => [s, withCount(statusLabels[s], counts?.[s])]),
        ]}
      />
      <LabelledSelect
        label="Role"
        value={filter.role ?? ''}
        onChange={(value) => onChange({ ...filter, role: (value || undefined) as AdminUserFilter['role'] })}
        options={[['', 'Any role'], ...userRoles.map((r): [string, string] => [r, roleLabels[r]])]}
      />
    </div>
  );
}
