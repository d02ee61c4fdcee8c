import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { realSleep } from '#server/engine/providers/index.ts';

/**
 * The provider call budget shared by every web and worker process on one database (issue 16, item 2):
 * AI_RPM calls and AI_TPM tokens a minute per provider key in all, not per process.
 *
 * The algorithm is the generic cell rate algorithm (GCRA, ITU-T I.371 Annex A, "virtual scheduling"),
 * without burst tolerance, kept per key in one `provider_budgets` row with the database's clock as
 * everyone's clock. A GCRA row holds a theoretical arrival time (TAT): the earliest a conforming call
 * may start. There are two, one per limit:
 * - `next_at`, the requests' TAT: each call moves it one interval on (60 s ÷ AI_RPM);
 * - `tokens_at`, the tokens' TAT: each call moves it on by its tokens × (60 s ÷ AI_TPM) — a GCRA whose
 *   cells are tokens, i.e. a token bucket of depth one call (Turner's leaky bucket as a meter; the
 *   "cost" generalisation of GCRA used by e.g. redis-cell and the `throttled` Go package).
 * A call starts at the later of the two TATs (or now) and moves both on from there, in one statement
 * (`take`), then sleeps until its start. Calls are evenly paced — the way providers enforce a
 * per-minute limit over shorter periods (OpenAI: "60 RPM may be enforced as 1 request per second").
 *
 * Tokens are not known before the call: `take` reserves an estimate (the prompt's tokens counted with
 * the model's tokenizer plus the expected answer, engine/estimate), and `settle`, after the call, moves
 * `tokens_at` by the difference with the usage the provider reported (a debit or a credit; a second
 * statement, only when AI_TPM is set or the headers ask for a hold). Calls already waiting keep their
 * starts; the credit goes to the next call taken, so under a steady load the pace follows the real
 * usage, not the estimate.
 *
 * Both intervals are stretched by SAFETY, so that a call that set off late (a busy event loop) cannot
 * bring RPM + 1 calls into one 60 s window at the provider unless it was more than 3 s late; and the
 * tokens of any 60 s window stay under AI_TPM ÷ SAFETY plus one call's tokens, which is ≤ AI_TPM while a
 * call uses less than ~4.7 % of AI_TPM (e.g. 9,500 tokens at 200,000 TPM). Throughput is
 * 1 ÷ SAFETY ≈ 95 % of the tighter limit.
 *
 * Holds (`holdFor`, `settle`'s `holdMs`) move `next_at` to now + the hold, for every process: a 429's
 * Retry-After, or the provider's rate-limit headers saying nothing is left until their reset
 * (engine/providers/rate-limit-headers.ts).
 */
export const SAFETY = 1.05;

export type BudgetLimits = {
  /** AI_RPM: calls a minute with this key; 0 = no request limit. */
  perMinute: number;
  /** AI_TPM: tokens (input + output) a minute with this key; 0 = no token limit. */
  tokensPerMinute: number;
};

export type BudgetSettlement = {
  /** AI_TPM (0 = no token limit: no correction). */
  tokensPerMinute: number;
  /** The tokens `take` reserved for the call. */
  reserved: number;
  /** The tokens the provider reported (input + output), or null when it reported none (kept as reserved). */
  used: number | null;
  /** Hold every call with the key back for this long, ms (0 = no hold). */
  holdMs: number;
};

export type ProviderBudget = {
  /**
   * Resolves when one more call with `key` may start: at most `perMinute` calls and `tokensPerMinute`
   * tokens a minute across processes, reserving `tokens` for this call.
   * @param key - a hash of the provider, base URL and API key (never the key itself)
   * @param tokens - this call's token estimate (input + expected output); 0 when AI_TPM is 0
   * @throws the signal's reason when `signal` aborts while waiting (the slot stays used)
   */
  take(key: string, limits: BudgetLimits, tokens: number, signal?: AbortSignal): Promise<void>;
  /** After a call: corrects its token reservation with the provider's usage and applies a hold; one statement at most. */
  settle(key: string, settlement: BudgetSettlement): Promise<void>;
  /** Holds every call with `key` back until `ms` from now (a 429's Retry-After), across processes. */
  holdFor(key: string, ms: number): Promise<void>;
};

/** The interval between two calls with one key, in whole milliseconds (see SAFETY); 0 without a limit. */
export const intervalMs = (perMinute: number) => (perMinute > 0 ? Math.ceil((60_000 / perMinute) * SAFETY) : 0);

/** How far `tokens` move the tokens' TAT on, in whole milliseconds (see SAFETY); 0 without a limit. */
export const tokensMs = (tokens: number, tokensPerMinute: number) =>
  tokensPerMinute > 0 && tokens > 0 ? Math.ceil(((tokens * 60_000) / tokensPerMinute) * SAFETY) : 0;

const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

export function createProviderBudget(
  db: Database,
  sleep: (ms: number, signal?: AbortSignal) => Promise<void> = realSleep,
): ProviderBudget {
  const hold = async (key: string, holdMs: number, correctionMs: number) => {
    await db.execute(sql`
      insert into provider_budgets as b (key, next_at, tokens_at)
        values (${key}, clock_timestamp() + ${seconds(Math.max(0, holdMs))}, clock_timestamp())
      on conflict (key) do update set
        next_at = greatest(b.next_at, clock_timestamp() + ${seconds(Math.max(0, holdMs))}),
        tokens_at = b.tokens_at + ${seconds(correctionMs)}`);
  };
  return {
    async take(key, limits, tokens, signal) {
      const step = seconds(intervalMs(limits.perMinute));
      const cost = seconds(tokensMs(tokens, limits.tokensPerMinute));
      // The call's start is the later TAT (or now); both move on from it. RETURNING sees the new
      // next_at, so the start is next_at − step.
      const start = sql`greatest(b.next_at, b.tokens_at, clock_timestamp())`;
      const [row] = rowsOf<{ wait_ms: number | string }>(
        await db.execute(sql`
          insert into provider_budgets as b (key, next_at, tokens_at)
            values (${key}, clock_timestamp() + ${step}, clock_timestamp() + ${cost})
          on conflict (key) do update set next_at = ${start} + ${step}, tokens_at = ${start} + ${cost}
          returning greatest(0, extract(epoch from (b.next_at - ${step} - clock_timestamp())) * 1000) as wait_ms`),
      );
      const wait = Math.ceil(Number(row?.wait_ms ?? 0));
      if (wait > 0) await sleep(wait, signal);
    },
    async settle(key, s) {
      const correctionMs =
        s.used === null ? 0 : tokensMs(s.used, s.tokensPerMinute) - tokensMs(s.reserved, s.tokensPerMinute);
      if (correctionMs !== 0 || s.holdMs > 0) await hold(key, s.holdMs, correctionMs);
    },
    async holdFor(key, ms) {
      await hold(key, ms, 0);
    },
  };
}
