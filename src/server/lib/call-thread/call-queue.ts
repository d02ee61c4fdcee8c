/**
 * The call thread's queue (call-thread.ts): at most `concurrency` requests in flight, the rest waiting
 * in the order they came, and each started by the thread the moment a request before it ends, with no
 * turn of the main thread's event loop in between (issue 16, item 4: on PGlite, or with the engine on
 * `npm run worker`'s loop, an answer waited ~10 ms for that loop before the next call could start,
 * holding each 200 ms call slot ~5 % longer than the call).
 *
 * A request may carry a gate, `{ key, clearedAt }`: it starts only while the newest all-clear of its
 * key is at most `freshMs` old (epoch ms; the key is a campaign, the all-clear a read that found it
 * neither paused nor at its budget, features/generation/claim.ts). Every gated request brings its own
 * all-clear, and the newest of its key counts for all its key's requests.
 * - Kept fresh: while a key has requests in line and its all-clear is over half `freshMs` old, the
 *   key is asked about (`refresh`, one ask at a time), and `cleared(key, at)` brings the answer (`at`
 *   null: not cleared). A line of ~20 requests waits ~125 ms at 160 calls a second, longer than the
 *   all-clears of the requests that joined it last (pipeline bench: without this, a tenth of the time
 *   the whole line was set aside, a few slots empty while each was asked about).
 * - A request found stale all the same is set aside and asked about (`ask`): `clear(id, at)` puts it
 *   back at the head of the line, `drop(id)` forgets it.
 * `tick()` checks the all-clears' ages; call it every quarter of `freshMs` or so.
 * Pure bookkeeping, no I/O: `start` runs a request and settles when it ends.
 * Written with erasable TypeScript only: the thread loads it with Node's own type stripping.
 */
export type CallGate = { key: string; clearedAt: number };

export type QueuedCall = { id: number; gate?: CallGate | undefined };

export type CallQueue<R extends QueuedCall> = {
  add(request: R): void;
  cleared(key: string, at: number | null): void;
  tick(): void;
  clear(id: number, at: number): void;
  drop(id: number): void;
  /** Requests in flight, waiting in line, and set aside for a gate's answer. */
  counts(): { running: number; waiting: number; asked: number };
};

export function createCallQueue<R extends QueuedCall>(options: {
  concurrency: number;
  freshMs: number;
  start: (request: R) => Promise<void>;
  ask: (request: R) => void;
  refresh: (key: string) => void;
  now?: () => number;
}): CallQueue<R> {
  const { concurrency, freshMs, start, ask, refresh } = options;
  const now = options.now ?? Date.now;
  const line: R[] = [];
  const asked = new Map<number, R>();
  const clearedAt = new Map<string, number>();
  const refreshing = new Set<string>();
  let running = 0;

  const noteClear = (gate: CallGate) => {
    if ((clearedAt.get(gate.key) ?? -Infinity) < gate.clearedAt) clearedAt.set(gate.key, gate.clearedAt);
  };
  const fresh = (gate: CallGate) => now() - (clearedAt.get(gate.key) ?? -Infinity) <= freshMs;

  const refreshAging = () => {
    for (const { gate } of line) {
      if (!gate || refreshing.has(gate.key)) continue;
      if (now() - (clearedAt.get(gate.key) ?? -Infinity) <= freshMs / 2) continue;
      refreshing.add(gate.key);
      refresh(gate.key);
    }
  };

  const pump = () => {
    while (running < concurrency && line.length > 0) {
      const request = line.shift()!;
      if (request.gate && !fresh(request.gate)) {
        asked.set(request.id, request);
        ask(request);
        continue;
      }
      running++;
      void start(request)
        .catch(() => {})
        .finally(() => {
          running--;
          pump();
        });
    }
  };

  return {
    add(request) {
      if (request.gate) noteClear(request.gate);
      line.push(request);
      pump();
    },
    cleared(key, at) {
      refreshing.delete(key);
      if (at === null) return;
      noteClear({ key, clearedAt: at });
      pump();
    },
    tick: refreshAging,
    clear(id, at) {
      const request = asked.get(id);
      if (!request) return;
      asked.delete(id);
      if (request.gate) noteClear({ key: request.gate.key, clearedAt: at });
      line.unshift(request);
      pump();
    },
    drop(id) {
      asked.delete(id);
      const index = line.findIndex((request) => request.id === id);
      if (index >= 0) line.splice(index, 1);
    },
    counts: () => ({ running, waiting: line.length, asked: asked.size }),
  };
}
