import { describe, expect, it } from 'vitest';
import { createCallQueue, type CallGate } from './call-queue.ts';

type Request = { id: number; gate?: CallGate };

/** A queue whose requests end when the test says, on a clock the test moves (ms). */
function harness(options: { concurrency?: number; freshMs?: number } = {}) {
  let clock = 1_000;
  const started: number[] = [];
  const asked: number[] = [];
  const refreshed: string[] = [];
  const ends = new Map<number, () => void>();
  const queue = createCallQueue<Request>({
    concurrency: options.concurrency ?? 2,
    freshMs: options.freshMs ?? 100,
    now: () => clock,
    start: (request) =>
      new Promise<void>((resolve) => {
        started.push(request.id);
        ends.set(request.id, resolve);
      }),
    ask: (request) => asked.push(request.id),
    refresh: (key) => refreshed.push(key),
  });
  return {
    queue,
    started,
    asked,
    refreshed,
    advance: (ms: number) => (clock += ms),
    now: () => clock,
    /** Ends request `id` and lets the queue see it. */
    async end(id: number) {
      ends.get(id)!();
      await new Promise((r) => setImmediate(r));
    },
  };
}

describe('createCallQueue', () => {
  it('runs at most `concurrency` at once, in the order they came, the next as soon as one ends', async () => {
    const h = harness({ concurrency: 2 });
    for (const id of [1, 2, 3, 4]) h.queue.add({ id });
    expect(h.started).toEqual([1, 2]);
    expect(h.queue.counts()).toEqual({ running: 2, waiting: 2, asked: 0 });
    await h.end(2);
    expect(h.started).toEqual([1, 2, 3]);
    await h.end(1);
    await h.end(3);
    expect(h.started).toEqual([1, 2, 3, 4]);
    expect(h.queue.counts()).toEqual({ running: 1, waiting: 0, asked: 0 });
  });

  it('starts a gated request while its key’s newest all-clear is fresh, any request’s all-clear counting for all', async () => {
    const h = harness({ concurrency: 1, freshMs: 100 });
    h.queue.add({ id: 1, gate: { key: 'a', clearedAt: h.now() } });
    h.queue.add({ id: 2, gate: { key: 'a', clearedAt: h.now() } });
    h.advance(150);
    // Request 3 brings a fresh all-clear for key a: request 2, older, may start on it.
    h.queue.add({ id: 3, gate: { key: 'a', clearedAt: h.now() } });
    await h.end(1);
    expect(h.started).toEqual([1, 2]);
    expect(h.asked).toEqual([]);
  });

  it('sets a stale request aside and asks about it, starts the next meanwhile, and puts it back first when cleared', async () => {
    const h = harness({ concurrency: 1, freshMs: 100 });
    h.queue.add({ id: 1 });
    h.queue.add({ id: 2, gate: { key: 'a', clearedAt: h.now() } });
    h.queue.add({ id: 3 });
    h.queue.add({ id: 4 });
    h.advance(101);
    await h.end(1);
    expect(h.asked).toEqual([2]);
    expect(h.started).toEqual([1, 3]);
    expect(h.queue.counts()).toEqual({ running: 1, waiting: 1, asked: 1 });
    h.queue.clear(2, h.now());
    await h.end(3);
    expect(h.started).toEqual([1, 3, 2]);
    await h.end(2);
    expect(h.started).toEqual([1, 3, 2, 4]);
  });

  it('forgets a request set aside, or still in line, when dropped', async () => {
    const h = harness({ concurrency: 1, freshMs: 100 });
    h.queue.add({ id: 1 });
    h.queue.add({ id: 2, gate: { key: 'a', clearedAt: h.now() - 500 } });
    h.queue.add({ id: 3 });
    h.queue.drop(3);
    await h.end(1);
    expect(h.asked).toEqual([2]);
    h.queue.drop(2);
    h.queue.clear(2, h.now()); // too late: forgotten
    expect(h.queue.counts()).toEqual({ running: 0, waiting: 0, asked: 0 });
    expect(h.started).toEqual([1]);
  });

  it('asks once about a key whose requests wait and whose all-clear is over half freshMs old, and takes the answer', async () => {
    const h = harness({ concurrency: 1, freshMs: 100 });
    h.queue.add({ id: 1 });
    h.queue.add({ id: 2, gate: { key: 'a', clearedAt: h.now() } });
    h.queue.add({ id: 3, gate: { key: 'b', clearedAt: h.now() } });
    h.advance(50);
    h.queue.tick();
    expect(h.refreshed).toEqual([]);
    h.advance(1);
    h.queue.tick();
    h.queue.tick();
    expect(h.refreshed).toEqual(['a', 'b']);
    h.queue.cleared('a', h.now());
    h.queue.cleared('b', null); // b was not cleared: its request is asked about when its turn comes
    h.advance(60);
    await h.end(1);
    expect(h.started).toEqual([1, 2]);
    await h.end(2);
    expect(h.asked).toEqual([3]);
    h.queue.tick();
    expect(h.refreshed).toEqual(['a', 'b']); // nothing of a or b waits in line now
  });
});
