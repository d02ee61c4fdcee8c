import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { pageSchema } from '#shared/lists.ts';
import { outboxItemSchema } from '#shared/app-mail.ts';
import { adminKey } from './users.ts';

/** `GET /api/admin/outbox` (superadmins; DESIGN.md §3 "Mail"): the mail the app sent or stored, newest first. */
export const OUTBOX_PAGE_SIZE = 10;

const outboxPageSchema = pageSchema(outboxItemSchema);

export const useOutbox = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...adminKey, 'outbox'],
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams({ limit: String(OUTBOX_PAGE_SIZE) });
        if (pageParam) query.set('cursor', pageParam);
        return apiFetch(`/api/admin/outbox?${query}`, { schema: outboxPageSchema, signal });
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
