import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter';
import type { AppBindings } from '#server/app-deps.ts';
import type { Database } from '#server/db/client.ts';
import { periodicFlush } from '#server/db/write-behind.ts';
import { DbRateLimitStore } from '#server/lib/rate-limit/db-store.ts';

/**
 * The API's rate-limit store (docs/decisions/036): the database's counters (lib/rate-limit/db-store.ts) stay the
 * truth shared by every process, but a process no longer writes them on every request. Per subject it
 * keeps the window's total as the database last returned it (`synced`) and the hits it has counted
 * since (`unsynced`), and adds those to the database every `RATE_LIMIT_FLUSH_MS`. The database is
 * asked on the spot only when a subject's window starts here (its first request, or the first after
 * the window ended), and before any refusal: a request that would go over the limit first writes the
 * pending hits and reads the true total, so a 429 is never the product of a stale count.
 *
 * Precision: in one process the counts are exact (every hit of a subject passes here). With several
 * processes on one PostgreSQL, a process does not see the hits the others admitted since its last
 * sync, so a key can exceed its limit by what the other processes admitted within the last
 * `RATE_LIMIT_FLUSH_MS` (at 120/min, a few requests a minute). A crash loses at most that interval of
 * counts, in the client's favour. Each window still starts and ends on the database's clock, and only
 * a request starts one: a flush adds to the live window or drops its hits (the window ended, or the
 * counter was erased with its user, and must stay so).
 */
export const RATE_LIMIT_FLUSH_MS = 1_000;

type Counter = { synced: number; unsynced: number; resetTime: Date };

export class BufferedRateLimitStore implements Store<AppBindings> {
  readonly prefix: string;
  /** Counts are shared by every process on the database (hono-rate-limiter's double-count check). */
  readonly localKeys = false;
  private readonly db: DbRateLimitStore;
  private readonly counters = new Map<string, Counter>();
  private limit = Infinity;

  constructor(database: Database, prefix: string) {
    this.prefix = prefix;
    this.db = new DbRateLimitStore(database, prefix);
    periodicFlush(database, RATE_LIMIT_FLUSH_MS, () => this.flush());
  }

  init(options: { windowMs: number; limit?: unknown }) {
    this.db.init(options);
    if (typeof options.limit === 'number') this.limit = options.limit;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const counter = this.counters.get(key);
    if (!counter || counter.resetTime.getTime() <= Date.now()) return this.sync(key, 1);
    counter.unsynced += 1;
    const totalHits = counter.synced + counter.unsynced;
    if (totalHits > this.limit) return this.sync(key, 0);
    return { totalHits, resetTime: counter.resetTime };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const counter = this.counters.get(key);
    if (!counter || counter.resetTime.getTime() <= Date.now()) return this.db.get(key);
    return { totalHits: counter.synced + counter.unsynced, resetTime: counter.resetTime };
  }

  async decrement(key: string): Promise<void> {
    await this.sync(key, 0);
    await this.db.decrement(key);
    const counter = this.counters.get(key);
    if (counter) counter.synced = Math.max(0, counter.synced - 1);
  }

  async resetKey(key: string): Promise<void> {
    this.counters.delete(key);
    await this.db.resetKey(key);
  }

  /** Adds the subject's pending hits (plus `extra`) to the database and adopts its total. */
  private async sync(key: string, extra: number): Promise<ClientRateLimitInfo> {
    const counter = this.counters.get(key);
    const live = counter && counter.resetTime.getTime() > Date.now();
    // Hits of a window that has ended here are dropped: they counted against a limit that is over.
    const hits = (live ? counter.unsynced : 0) + extra;
    if (counter) counter.unsynced -= live ? counter.unsynced : 0;
    try {
      const info = await this.db.add(key, hits);
      this.adopt(key, info);
      return info;
    } catch (error) {
      if (live) counter.unsynced += hits - extra;
      throw error;
    }
  }

  private adopt(key: string, info: ClientRateLimitInfo) {
    const counter = this.counters.get(key);
    // Hits counted while the write was in flight stay pending.
    const unsynced = counter && counter.resetTime.getTime() === info.resetTime?.getTime() ? counter.unsynced : 0;
    this.counters.set(key, { synced: info.totalHits, unsynced, resetTime: info.resetTime ?? new Date() });
  }

  /**
   * Writes every subject's pending hits into its live window, and forgets subjects whose window has
   * ended — here or in the database. A flush never creates a counter: one erased with its user
   * (deleteCountersOf) while hits were pending stays erased, whichever process held them.
   */
  private async flush(): Promise<void> {
    const now = Date.now();
    for (const [key, counter] of this.counters) {
      if (counter.resetTime.getTime() <= now) this.counters.delete(key);
      else if (counter.unsynced > 0) await this.flushOne(key, counter).catch(() => {});
    }
  }

  private async flushOne(key: string, counter: Counter): Promise<void> {
    const hits = counter.unsynced;
    counter.unsynced = 0;
    try {
      const info = await this.db.addToWindow(key, hits);
      if (info) this.adopt(key, info);
      else if (this.counters.get(key) === counter) this.counters.delete(key);
    } catch (error) {
      counter.unsynced += hits;
      throw error;
    }
  }
}
