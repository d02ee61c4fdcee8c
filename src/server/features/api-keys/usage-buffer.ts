import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { apiKeys } from '#server/db/schema/index.ts';
import { periodicFlush, type WriteBehind } from '#server/db/write-behind.ts';

/**
 * An API key's usage (`request_count`, `last_used_at`), counted in memory and written every
 * `USAGE_FLUSH_MS` in one statement for all the keys used since (docs/decisions/036). Writing the key's
 * row on every request cost a database write per request (2.5 ms on PGlite, the whole request's
 * budget at the throughput we want); a key polled at its full rate (API_KEY_RPM, 2/s) now costs one
 * write per 2 s. Counts are added (`request_count + n`), so processes never overwrite each other's,
 * and `last_used_at` only moves forward (`greatest`). Listing a user's keys flushes first, so a list
 * shows every request this process served; other processes' requests appear within `USAGE_FLUSH_MS`.
 * A failed write puts its counts back for the next flush; a crash loses at most `USAGE_FLUSH_MS`.
 */
export const USAGE_FLUSH_MS = 2_000;

type Pending = { count: number; lastUsedAt: Date };
type UsageBuffer = { record(keyId: string): void } & Pick<WriteBehind, 'flush'>;

const buffers = new WeakMap<Database, UsageBuffer>();

function createUsageBuffer(db: Database): UsageBuffer {
  let pending = new Map<string, Pending>();
  const write = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const rows = sql.join(
      [...batch].map(([id, p]) => sql`(${id}::uuid, ${p.count}::bigint, ${p.lastUsedAt.toISOString()}::timestamptz)`),
      sql`, `,
    );
    try {
      await db.execute(sql`
        update ${apiKeys} set
          request_count = ${apiKeys.requestCount} + v.n,
          last_used_at = greatest(${apiKeys.lastUsedAt}, v.at)
        from (values ${rows}) as v(id, n, at)
        where ${apiKeys.id} = v.id`);
    } catch (error) {
      for (const [id, p] of batch) merge(id, p);
      throw error;
    }
  };
  const merge = (id: string, p: Pending) => {
    const now = pending.get(id);
    if (!now) pending.set(id, { ...p });
    else {
      now.count += p.count;
      if (p.lastUsedAt > now.lastUsedAt) now.lastUsedAt = p.lastUsedAt;
    }
  };
  const { flush } = periodicFlush(db, USAGE_FLUSH_MS, write, () => buffers.delete(db));
  return { record: (keyId: string) => merge(keyId, { count: 1, lastUsedAt: new Date() }), flush };
}

/** The usage buffer of `db` in this process, created (and its timer started) on first use. */
export function usageBuffer(db: Database): UsageBuffer {
  let buffer = buffers.get(db);
  if (!buffer) buffers.set(db, (buffer = createUsageBuffer(db)));
  return buffer;
}
