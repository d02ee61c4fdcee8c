import { desc, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema/index.ts';
import { decodeCursor, encodeCursor, isUuid } from '#server/lib/cursor.ts';
import { validationError } from '#server/lib/errors.ts';
import type { ListQuery, Page } from '#shared/lists.ts';
import type { OutboxItem } from '#shared/app-mail.ts';

/**
 * The outbox as superadmins read it (DESIGN.md §3 "Mail", §4 `GET /api/admin/outbox`): every message
 * sent or stored, newest first, paginated (`{items, nextCursor}`, DESIGN.md §4 "Lists").
 */

/**
 * `created_at` to the microsecond, as ISO 8601 UTC text. The cursor must keep Postgres's full
 * precision: cut to a JavaScript Date's milliseconds, a row created in the same millisecond as the
 * last of a page but a few microseconds earlier would compare as newer and be skipped.
 */
const createdAtMicros = sql<string>`to_char(${mailOutbox.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page, newest first; ties on `created_at` are broken by id, so paging never skips or repeats.
 * @throws AppError `validation_failed` on `cursor` when the cursor is not one of ours
 */
export async function listOutbox(db: Database, query: ListQuery): Promise<Page<OutboxItem>> {
  const after = query.cursor ? decodeCursor<[string, string]>(query.cursor, ['string', 'string']) : undefined;
  if (after && (!isUuid(after[1]) || Number.isNaN(Date.parse(after[0])))) {
    throw validationError([
      { path: 'cursor', message: 'This cursor is not valid; use the nextCursor of a previous page.' },
    ]);
  }
  const rows = await db
    .select({ row: mailOutbox, createdAtMicros })
    .from(mailOutbox)
    .where(
      after
        ? sql`(${mailOutbox.createdAt}, ${mailOutbox.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
        : undefined,
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => ({
      id: row.id,
      kind: row.kind,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      transport: row.transport,
      messageId: row.messageId,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.createdAtMicros, last.row.id]) : null,
  };
}
