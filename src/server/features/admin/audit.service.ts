import { desc, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { auditLogs, type UserRow } from '#server/db/schema/index.ts';
import type { AuditAction, AuditPage } from '#shared/admin.ts';
import type { ListQuery } from '#shared/lists.ts';
import type { Tx } from '#server/features/accounts/index.ts';
import { afterTimeCursor, encodeTimeCursor, exactTime } from './time-cursor.ts';

/**
 * The admin audit log, shown on /admin: `audit_logs`, one row per user per action, written in the
 * action's own transaction so an action and its record commit or roll back together.
 */
export type AuditRecord = {
  action: AuditAction;
  target: Pick<UserRow, 'id' | 'email'>;
  details: Record<string, unknown>;
};

/**
 * Appends rows to the log. `created_at` is `clock_timestamp()` (the moment of writing, not the
 * transaction's start), so entries written by transactions that waited on one another keep their order.
 */
export async function writeAudit(tx: Tx, actor: Pick<UserRow, 'id' | 'email'>, records: AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await tx.insert(auditLogs).values(
    records.map((r) => ({
      actorId: actor.id,
      actorEmail: actor.email,
      action: r.action,
      targetId: r.target.id,
      targetEmail: r.target.email,
      details: r.details,
      createdAt: sql`clock_timestamp()`,
    })),
  );
}

/**
 * `GET /api/admin/audit?limit&cursor`: newest first, keyset-paginated on (created_at, id).
 * @returns `{items, nextCursor}` (DESIGN.md §4 "Lists"); `createdAt` is ISO 8601 UTC
 * @throws AppError `validation_failed` (400) for a cursor this server did not issue
 */
export async function listAudit(db: Database, query: ListQuery): Promise<AuditPage> {
  const rows = await db
    .select({ row: auditLogs, at: exactTime(auditLogs.createdAt) })
    .from(auditLogs)
    .where(afterTimeCursor(query.cursor, auditLogs.createdAt, auditLogs.id, 'uuid'))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row, at }) => ({
      id: row.id,
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: row.action,
      targetId: row.targetId,
      targetEmail: row.targetEmail,
      details: row.details,
      createdAt: at,
    })),
    nextCursor: rows.length > query.limit && last ? encodeTimeCursor(last.at, last.row.id) : null,
  };
}
