import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { realSleep } from '#server/engine/call-model.ts';

/**
 * The provider call budget shared by every web and worker process on one database (issue 16, item 2):
 * AI_RPM calls a minute per provider key in all, not per process. A generic cell rate algorithm
 * (GCRA, ITU-T I.371) with no burst: each call takes the key's next slot, one interval after the one
 * before, in a single statement on `provider_budgets`, with the database's clock as everyone's clock,
 * and sleeps until its slot. Calls are evenly paced — the way providers enforce a per-minute limit
 * over shorter periods (OpenAI: "60 RPM may be enforced as 1 request per second").
 *
 * The interval is 60 s / perMinute, rounded up to the millisecond (the column's precision) and
 * stretched by SAFETY, so that a call that set off late (a busy event loop) cannot bring RPM + 1
 * calls into one 60 s window at the provider unless it was more than 3 s late; throughput stays at
 * 1 / SAFETY ≈ 95 % of the limit. A 429 holds the key for its Retry-After (`holdFor`), for every
 * process.
 */
export const SAFETY = 1.05;

export type ProviderBudget = {
  /**
   * Resolves when one more call with `key` may start: at most `perMinute` a minute across processes.
   * @param key - a hash of the provider, base URL and API key (never the key itself)
   * @param perMinute - the limit (AI_RPM), ≥ 1
   * @throws the signal's reason when `signal` aborts while waiting
   */
  take(key: string, perMinute: number, signal?: AbortSignal): Promise<void>;
  /** Holds every call with `key` back until `ms` from now (a 429's Retry-After), across processes. */
  holdFor(key: string, ms: number): Promise<void>;
};

/** The interval between two calls with one key, in whole milliseconds (see SAFETY). */
export const intervalMs = (perMinute: number) => Math.ceil((60_000 / perMinute) * SAFETY);

export function createProviderBudget(
  db: Database,
  sleep: (ms: number, signal?: AbortSignal) => Promise<void> = realSleep,
): ProviderBudget {
  return {
    async take(key, perMinute, signal) {
      const step = sql`make_interval(secs => ${intervalMs(perMinute) / 1000})`;
      // The slot is the row's next_at before this call moved it on: its new value minus one step.
      const [row] = rowsOf<{ wait_ms: number | string }>(
        await db.execute(sql`
          insert into provider_budgets as b (key, next_at) values (${key}, clock_timestamp() + ${step})
          on conflict (key) do update set next_at = greatest(b.next_at, clock_timestamp()) + ${step}
          returning greatest(0, extract(epoch from (b.next_at - ${step} - clock_timestamp())) * 1000) as wait_ms`),
      );
      const wait = Math.ceil(Number(row?.wait_ms ?? 0));
      if (wait > 0) await sleep(wait, signal);
    },
    async holdFor(key, ms) {
      const hold = sql`make_interval(secs => ${Math.max(0, ms) / 1000})`;
      await db.execute(sql`
        insert into provider_budgets as b (key, next_at) values (${key}, clock_timestamp() + ${hold})
        on conflict (key) do update set next_at = greatest(b.next_at, clock_timestamp() + ${hold})`);
    },
  };
}
