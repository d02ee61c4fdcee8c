import type { MiddlewareHandler } from 'hono';
import type { AppBindings } from '#server/app-deps.ts';
import { onTableWrite } from '#server/db/write-watch.ts';

/**
 * The campaign list's answers, kept for `LIST_CACHE_TTL_MS` (docs/decisions/036): the JSON of a page
 * (`GET /api/v1/campaigns`) as UTF-8 bytes, so a hit is sent without encoding it again, by user and
 * query. An integration polling its campaigns with a key
 * cost one statement of PGlite's single connection per request (~1.5 ms with the decoding of its rows);
 * within the TTL it now costs a lookup, however many connections poll.
 *
 * How fresh an answer is:
 * - Writes this process makes are seen at once. Every statement that writes `campaigns` or `emails`
 *   (or deletes prospects or users, whose e-mails and campaigns go with them), wherever it comes from
 *   — the campaign routes, review, generation, the job workers running in this process — drops every
 *   cached page (db/write-watch.ts); a page being read when the write is sent is not kept. On
 *   PostgreSQL a read on another connection can still see the state before a write until that write
 *   commits, so each API request that may write (any method but GET, HEAD, OPTIONS) drops its user's
 *   pages again once it has answered: a client that wrote, then lists, sees its write.
 * - Writes of other processes (a separate worker process, another web process on the same PostgreSQL)
 *   show within `LIST_CACHE_TTL_MS` of the read that filled the entry.
 */
export const LIST_CACHE_TTL_MS = 1_000;
/** Entries kept at most (a page and query each), and their bytes in total; past either, the oldest go first. */
export const LIST_CACHE_MAX_ENTRIES = 1_000;
export const LIST_CACHE_MAX_BYTES = 8 * 1024 * 1024;

/** Tables whose writes change some campaign list. */
const WATCHED = new Set(['campaigns', 'emails', 'prospects', 'users']);

/** What Hono sends as is (`c.body`): an ArrayBuffer-backed byte array, as `Buffer.from(text)` gives. */
export type Body = Uint8Array<ArrayBuffer>;
type Entry = { userId: string; body: Promise<Body>; until: number; bytes: number };
const entries = new Map<string, Entry>();
let bytes = 0;

function drop(key: string, entry: Entry) {
  if (entries.get(key) !== entry) return;
  entries.delete(key);
  bytes -= entry.bytes;
}

/**
 * The cached body for `userId`'s `query` (e.g. `20 <cursor>`), or `load()`'s, which is kept for
 * the TTL counted from when the load began. Callers that ask while a load runs share it (one statement
 * however many connections wait); a failed load is not kept.
 */
export function cachedList(userId: string, query: string, load: () => Promise<Body>, now = Date.now()): Promise<Body> {
  const key = `${userId} ${query}`;
  const hit = entries.get(key);
  if (hit && hit.until > now) return hit.body;
  if (hit) drop(key, hit);
  const entry: Entry = { userId, body: load(), until: now + LIST_CACHE_TTL_MS, bytes: 0 };
  entries.set(key, entry);
  entry.body.then(
    (body) => {
      if (entries.get(key) !== entry) return;
      entry.bytes = body.byteLength;
      bytes += body.byteLength;
      for (const [oldKey, old] of entries) {
        if (entries.size <= LIST_CACHE_MAX_ENTRIES && bytes <= LIST_CACHE_MAX_BYTES) break;
        drop(oldKey, old);
      }
    },
    () => drop(key, entry),
  );
  return entry.body;
}

/** Drops `userId`'s cached pages, or everyone's. */
export function forgetCampaignLists(userId?: string): void {
  if (userId === undefined) {
    entries.clear();
    bytes = 0;
    return;
  }
  for (const [key, entry] of entries) if (entry.userId === userId) drop(key, entry);
}

onTableWrite((table) => {
  if (WATCHED.has(table)) forgetCampaignLists();
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * For `/api/v1/*`: once a request that may write has answered (its transaction committed), drops its
 * user's cached lists, so the user's next list shows the write on PostgreSQL too (see above).
 */
export const forgetListsAfterWrites: MiddlewareHandler<AppBindings> = async (c, next) => {
  await next();
  if (SAFE_METHODS.has(c.req.method)) return;
  const userId = c.get('session')?.user.id;
  if (userId) forgetCampaignLists(userId);
};
