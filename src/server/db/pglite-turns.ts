import type { PGlite } from '@electric-sql/pglite';
import { takeTurn } from '#server/lib/take-turn.ts';

/**
 * Each PGlite statement starts in a turn of the event loop of its own (lib/take-turn.ts), so the
 * server reads sockets between any two statements. PGlite runs on the event loop's thread and settles
 * every statement as a microtask: statements queued together (a batch's claim, the job queue's fetch
 * and completion, a group of stored drafts, a progress count) ran back to back as one chain of
 * microtasks of 10–40 ms, and every provider answer and request that arrived meanwhile waited for the
 * whole chain (pipeline bench at 200 ms and C=32: event-loop delay mean 9 ms, p99 43 ms; each call
 * held its slot ~8 ms longer than a bare call). A turn costs a few µs; statements inside a transaction
 * (PGlite's own `tx.query`) run without one, as they hold the database anyway.
 * Patches `query` and `exec` on this instance only (drizzle and pg-boss's adapter call those).
 */
export function withTurns(pglite: PGlite): PGlite {
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  pglite.query = (async (...args: Parameters<PGlite['query']>) => {
    await takeTurn();
    return query(...args);
  }) as PGlite['query'];
  pglite.exec = async (...args: Parameters<PGlite['exec']>) => {
    await takeTurn();
    return exec(...args);
  };
  return pglite;
}
