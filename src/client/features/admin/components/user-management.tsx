import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useMe } from '#client/features/auth/api/get-me.ts';
import { FormError } from '#client/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import type { AdminUserFilter } from '#shared/admin.ts';
import { userRoles, userStatuses, type UserRole, type UserStatus } from '#shared/users.ts';
import { USERS_PAGE_SIZE, useAdminUsers } from '../api/users.ts';
import type { Viewer } from '../utils/permissions.ts';
import { BulkUserActions } from './bulk-user-actions.tsx';
import { UserFilters } from './user-filters.tsx';
import { UsersPagination } from './users-pagination.tsx';
import { UsersTable } from './users-table.tsx';

/**
 * /admin/users: search and filters (kept in the URL, so a link such as `?status=pending` opens the
 * waiting list), pages of USERS_PAGE_SIZE, row selection for bulk actions, and each user's own actions.
 * Changing the filters or the page clears the selection.
 */
function filterFrom(params: URLSearchParams): AdminUserFilter {
  const status = params.get('status');
  const role = params.get('role');
  return {
    query: params.get('query') || undefined,
    status: userStatuses.includes(status as UserStatus) ? (status as UserStatus) : undefined,
    role: userRoles.includes(role as UserRole) ? (role as UserRole) : undefined,
  };
}

export function UserManagement() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFrom(params), [params]);
  // cursors[i] opens page i; page 0 needs none.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const page = cursors.length - 1;
  const users = useAdminUsers(filter, cursors[page]);
  const { data: me } = useMe();
  const viewer: Viewer = useMemo(() => ({ id: me?.id ?? '', role: me?.role ?? 'user' }), [me?.id, me?.role]);

  const changeFilter = useCallback(
    (next: AdminUserFilter) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
      setParams(search, { replace: true });
      setCursors([undefined]);
      setSelection({});
    },
    [setParams],
  );
  const goTo = (next: (string | undefined)[]) => {
    setCursors(next);
    setSelection({});
  };
  const onDeleted = useCallback((id: string) => setSelection(({ [id]: _gone, ...rest }) => rest), []);

  const items = users.data?.items ?? [];
  const selected = items.filter((u) => selection[u.id]);
  return (
    <div className="grid gap-4">
      <UserFilters filter={filter} counts={users.data?.counts} onChange={changeFilter} />
      <BulkUserActions selected={selected} onDone={() => setSelection({})} />
      {users.isPending ? (
        <Spinner label="Loading users" className="justify-self-center py-12" />
      ) : users.isError ? (
        <FormError>{errorMessage(users.error)}</FormError>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground bg-background rounded-xl border px-4 py-12 text-center">
          No users match these filters.
        </p>
      ) : (
        <UsersTable
          users={items}
          viewer={viewer}
          selection={selection}
          onSelectionChange={setSelection}
          onDeleted={onDeleted}
        />
      )}
      {users.data ? (
        <UsersPagination
          page={page}
          pageSize={USERS_PAGE_SIZE}
          shown={items.length}
          total={users.data.total}
          busy={users.isPlaceholderData}
          onPrevious={page > 0 ? () => goTo(cursors.slice(0, -1)) : undefined}
          onNext={users.data.nextCursor ? () => goTo([...cursors, users.data.nextCursor ?? undefined]) : undefined}
        />
      ) : null}
    </div>
  );
}
