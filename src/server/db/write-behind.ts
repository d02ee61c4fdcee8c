import type { Database } from './client.ts';

/**
 * Writes that hot paths keep in memory and flush to the database periodically (docs/decisions/036):
 * an API key's request count and last use, and the rate-limit counters. Each buffer registers itself
 * here against its database; `flushWriteBehind(db)` writes them all out and stops their timers. The
 * web process calls it on shutdown before closing the database (start.ts), the tests before handing
 * their database back, so nothing counted is lost on an orderly stop and no timer outlives its
 * database. A crash loses at most one interval of them (each buffer documents its interval).
 */
export type WriteBehind = {
  /** Writes what is pending; safe to call at any time and concurrently (a buffer serialises itself). */
  flush(): Promise<void>;
  /** Stops the buffer's timer; called after its last flush. */
  stop(): void;
};

const registry = new WeakMap<Database, Set<WriteBehind>>();

export function registerWriteBehind(db: Database, buffer: WriteBehind): void {
  let buffers = registry.get(db);
  if (!buffers) registry.set(db, (buffers = new Set()));
  buffers.add(buffer);
}

/** Flushes every buffer of `db`, stops their timers and forgets them. */
export async function flushWriteBehind(db: Database): Promise<void> {
  const buffers = [...(registry.get(db) ?? [])];
  registry.delete(db);
  for (const buffer of buffers) buffer.stop();
  await Promise.all(buffers.map((buffer) => buffer.flush()));
}

/**
 * Runs `write` every `everyMs` (unref'd: a pending flush never keeps a process alive) and one at a
 * time: a flush that is still running when the next is due is awaited instead of overlapping it.
 * `onStop` lets the owner forget the buffer, so the next use after `flushWriteBehind` starts a new one.
 */
export function periodicFlush(
  db: Database,
  everyMs: number,
  write: () => Promise<void>,
  onStop: () => void = () => {},
): WriteBehind {
  let running: Promise<void> = Promise.resolve();
  const flush = () => (running = running.then(write, write));
  const timer = setInterval(() => void flush().catch(() => {}), everyMs);
  timer.unref();
  const buffer = {
    flush,
    stop: () => {
      clearInterval(timer);
      onStop();
    },
  };
  registerWriteBehind(db, buffer);
  return buffer;
}
