import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import type { AdminUserListQuery, AdminUserPage, UserCounts } from '#shared/admin.ts';
import { userStatuses } from '#shared/users.ts';
import { afterTimeCursor, encodeTimeCursor, exactTime } from './time-cursor.ts';
import { toAdminUser } from './users.service.ts';

/**
 * `GET /api/admin/users?query&status&role&limit&cursor` (DESIGN.md §4): every user,
 * newest sign-up first, keyset-paginated on (created_at, id).
 * - `query` matches a substring of the name or the e-mail, case-insensitively (`%` and `_` are
 *   literal characters, not wildcards);
 * - `counts` are the users matching `query` and `role` by status (the status filter aside);
 *   `total` matches every filter.
 * @throws AppError `validation_failed` (400) for a cursor this server did not issue
 */
export async function listUsers(db: Database, query: AdminUserListQuery): Promise<AdminUserPage> {
  const matching = and(searchCondition(query.query), query.role ? eq(users.role, query.role) : undefined);
  const rows = await db
    .select({ row: users, at: exactTime(users.createdAt) })
    .from(users)
    .where(
      and(
        matching,
        query.status ? eq(users.status, query.status) : undefined,
        afterTimeCursor(query.cursor, users.createdAt, users.id, 'text'),
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  const counts = await countByStatus(db, matching);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => toAdminUser(row)),
    nextCursor: rows.length > query.limit && last ? encodeTimeCursor(last.at, last.row.id) : null,
    total: query.status ? counts[query.status] : counts.pending + counts.active + counts.suspended,
    counts,
  };
}

function searchCondition(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(users.name, pattern), ilike(users.email, pattern));
}

/** Users matching `where` by status, every status present (0 when none). */
export async function countByStatus(db: Database, where?: SQL): Promise<UserCounts> {
  const rows = await db.select({ status: users.status, n: count() }).from(users).where(where).groupBy(users.status);
  const counts: UserCounts = { pending: 0, active: 0, suspended: 0 };
  for (const status of userStatuses) counts[status] = Number(rows.find((r) => r.status === status)?.n ?? 0);
  return counts;
}
