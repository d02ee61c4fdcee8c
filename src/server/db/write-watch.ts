import type { Logger } from 'drizzle-orm/logger';

/**
 * Tells in-process caches which tables this process writes to (docs/decisions/036), so a cache of
 * what a table holds can drop its entries on every write this process makes, wherever in the code the
 * write is (a route, a job worker, a raw `db.execute`), without each writer knowing the caches. Drizzle
 * hands every statement it sends, on both drivers and inside transactions, to its `logger`
 * (db/client.ts installs {@link writeWatch}); this reads the target table of each INSERT, UPDATE,
 * DELETE or TRUNCATE from the SQL text (drizzle quotes table names; hand-written statements do not)
 * and calls the listeners with the table's name.
 *
 * Timing: the logger runs just before the statement is sent. On PGlite (one connection) a read issued
 * after that runs after the write, and after its whole transaction; on PostgreSQL a read on another
 * pooled connection may still see the state before the write until it commits, which a listener must
 * allow for (the campaign list also forgets after each API write has answered, list-cache.ts).
 * Statements sent without drizzle (pg-boss on its own schema) are not seen.
 */
export type TableWriteListener = (table: string) => void;

const listeners = new Set<TableWriteListener>();
/** `insert into "emails"`, `update emails e`, `delete from only "x"`, `truncate table a` (first table only). */
const WRITE = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
/** Reads are most statements; they are told apart without running the pattern over them. */
const READ_ONLY = /^\s*select\b(?![\s\S]*\b(?:insert|update|delete)\b)/i;

/** Calls `listener` with the table of every write statement drizzle sends from now on; returns a stop function. */
export function onTableWrite(listener: TableWriteListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The tables `statement` writes to (empty for a read); exported for tests. */
export function writtenTables(statement: string): string[] {
  if (READ_ONLY.test(statement)) return [];
  const tables: string[] = [];
  for (const match of statement.matchAll(WRITE)) {
    const table = match[1]!.toLowerCase();
    // `select … for update [of t]` and `on conflict … do update set` name no table to write.
    if (table !== 'of' && table !== 'set' && table !== 'skip' && table !== 'nowait') tables.push(table);
  }
  return tables;
}

/** Drizzle's `logger` option: reports written tables, logs nothing. */
export const writeWatch: Logger = {
  logQuery(query) {
    if (listeners.size === 0) return;
    for (const table of writtenTables(query)) for (const listener of listeners) listener(table);
  },
};
