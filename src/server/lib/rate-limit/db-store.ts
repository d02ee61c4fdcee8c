import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter';
import type { Database } from '#server/db/client.ts';
import { apiKeys, rateLimitCounters } from '#server/db/schema/index.ts';

/**
 * A hono-rate-limiter Store over our own database (docs/decisions/019): web processes scale out on one
 * PostgreSQL (DESIGN.md §3), so a limit counted in one process's memory would multiply by the number
 * of processes. Fixed window per subject: one upsert increments the counter, or restarts it when its
 * window has passed, and returns the count — atomic under concurrency (the row lock of ON CONFLICT),
 * on the database's clock, so processes with skewed clocks agree. Rows whose window has ended are
 * deleted at most once a minute per process (CLEANUP_EVERY_MS), by whichever request comes next.
 * It lives in lib/, not middleware/, because the API's limiters (middleware/rate-limit) and the sign-in
 * limit (auth/sign-in-limit.ts) both count here: auth then needs nothing of the request pipeline.
 */
export const CLEANUP_EVERY_MS = 60_000;

/**
 * Each limiter's prefix; the subject after it is an API key's id or a user's id (middleware/rate-limit/index.ts), or for
 * sign-in attempts a SHA-256 of the e-mail signed in to (auth/sign-in-limit.ts).
 */
export const COUNTER_PREFIXES = { apiKey: 'apiKey:', expensive: 'expensive:', signIn: 'signIn:' } as const;

/**
 * Deletes the counters about a user — their own and their API keys' — inside the caller's transaction
 * (account erasure, features/accounts/erase-user.ts). Call it before the user row goes: their keys
 * go with it (cascade), and with them the ids to look for.
 */
export async function deleteCountersOf(tx: Pick<Database, 'select' | 'delete'>, userId: string): Promise<void> {
  const keys = await tx.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.userId, userId));
  const subjects = [COUNTER_PREFIXES.expensive + userId, ...keys.map((k) => COUNTER_PREFIXES.apiKey + k.id)];
  await tx.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, subjects));
}

export class DbRateLimitStore implements Store {
  /** Counters of different limiters share the table; the prefix keeps their keys apart. */
  readonly prefix: string;
  /** Counts are shared by every process on the database (hono-rate-limiter's double-count check). */
  readonly localKeys = false;
  private windowMs = 60_000;
  private lastCleanup = 0;

  constructor(
    private readonly db: Database,
    prefix: string,
  ) {
    this.prefix = prefix;
  }

  init(options: { windowMs: number }) {
    this.windowMs = options.windowMs;
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    return this.add(key, 1);
  }

  /** Adds `hits` to the subject's counter (restarting an ended window with them) and returns the total. */
  async add(key: string, hits: number): Promise<ClientRateLimitInfo> {
    await this.cleanup();
    const c = rateLimitCounters;
    const windowEnd = sql`now() + ${this.windowMs} * interval '1 millisecond'`;
    // In ON CONFLICT DO UPDATE the table's own columns are the stored row's.
    const [row] = await this.db
      .insert(c)
      .values({ key: this.prefix + key, hits, resetAt: windowEnd })
      .onConflictDoUpdate({
        target: c.key,
        set: {
          hits: sql`case when ${c.resetAt} <= now() then ${hits}::int else ${c.hits} + ${hits}::int end`,
          resetAt: sql`case when ${c.resetAt} <= now() then ${windowEnd} else ${c.resetAt} end`,
        },
      })
      .returning({ hits: c.hits, resetAt: c.resetAt });
    return { totalHits: row!.hits, resetTime: row!.resetAt };
  }

  /**
   * Adds `hits` to the subject's live window only: undefined when there is none (it ended, or the
   * counter was erased with its user, deleteCountersOf), so a late flush never brings a counter back.
   */
  async addToWindow(key: string, hits: number): Promise<ClientRateLimitInfo | undefined> {
    const c = rateLimitCounters;
    const [row] = await this.db
      .update(c)
      .set({ hits: sql`${c.hits} + ${hits}::int` })
      .where(and(eq(c.key, this.prefix + key), gt(c.resetAt, sql`now()`)))
      .returning({ hits: c.hits, resetAt: c.resetAt });
    return row ? { totalHits: row.hits, resetTime: row.resetAt } : undefined;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const c = rateLimitCounters;
    const [row] = await this.db
      .select()
      .from(c)
      .where(and(eq(c.key, this.prefix + key), gt(c.resetAt, sql`now()`)));
    return row ? { totalHits: row.hits, resetTime: row.resetAt } : undefined;
  }

  /** Gives back a hit in the current window (never below 0, never reviving an ended window). */
  async decrement(key: string): Promise<void> {
    const c = rateLimitCounters;
    await this.db
      .update(c)
      .set({ hits: sql`greatest(${c.hits} - 1, 0)` })
      .where(and(eq(c.key, this.prefix + key), gt(c.resetAt, sql`now()`)));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, this.prefix + key));
  }

  /** Deletes counters whose window has ended; a failure is left for the next attempt, never the request's. */
  private async cleanup() {
    const now = Date.now();
    if (now - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = now;
    await this.db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.resetAt, sql`now()`))
      .catch(() => {});
  }
}
