import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.ts';

/** A flush that records its groups and finishes when the test says so. */
function recordingFlush(fail: (items: readonly number[]) => boolean = () => false) {
  const groups: number[][] = [];
  const pending: (() => void)[] = [];
  const flush = (items: readonly number[]) => {
    groups.push([...items]);
    return new Promise<void>((resolve, reject) =>
      pending.push(() => (fail(items) ? reject(new Error(`bad ${items.join(',')}`)) : resolve())),
    );
  };
  const finishAll = async () => {
    while (pending.length > 0) {
      pending.shift()!();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { groups, flush, finishAll };
}

describe('groupCommit', () => {
  it('writes a lone item at once, and the items that arrive meanwhile together in the next statement', async () => {
    const r = recordingFlush();
    const write = groupCommit(r.flush);
    const first = write(1);
    expect(r.groups).toEqual([[1]]);
    const rest = [write(2), write(3), write(4)];
    expect(r.groups).toEqual([[1]]);
    await r.finishAll();
    await Promise.all([first, ...rest]);
    expect(r.groups).toEqual([[1], [2, 3, 4]]);
  });

  it('caps a statement at maxItems and runs maxInFlight statements at once', async () => {
    const r = recordingFlush();
    const write = groupCommit(r.flush, { maxItems: 2, maxInFlight: 2 });
    const all = [1, 2, 3, 4, 5, 6].map((n) => write(n));
    expect(r.groups).toEqual([[1], [2]]);
    await r.finishAll();
    await Promise.all(all);
    expect(r.groups).toEqual([[1], [2], [3, 4], [5, 6]]);
  });

  it('writes each item of a failed group again on its own, so only the bad one fails', async () => {
    const r = recordingFlush((items) => items.includes(3));
    const write = groupCommit(r.flush);
    const first = write(1);
    const rest = Promise.allSettled([write(2), write(3), write(4)]);
    await r.finishAll();
    await first;
    const settled = await rest;
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason).toEqual(new Error('bad 3'));
    expect(r.groups).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it('holds a group open for its window in ms, so writes that arrive in turns apart still go together', async () => {
    const groups: number[][] = [];
    const write = groupCommit(
      (items: readonly number[]) => {
        groups.push([...items]);
        return Promise.resolve();
      },
      { window: 20, maxItems: 3 },
    );
    const turn = () => new Promise((r) => setImmediate(r));
    const first = [write(1), (await turn(), write(2))];
    expect(groups).toEqual([]);
    await Promise.all(first);
    expect(groups).toEqual([[1, 2]]);
    // A full group does not wait.
    const full = Promise.all([write(3), write(4), write(5)]);
    expect(groups).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    await full;
  });

  it('gathers one turn while idle, and waits busyWindowMs for more while items keep coming', async () => {
    const groups: number[][] = [];
    const write = groupCommit(
      (items: readonly number[]) => {
        groups.push([...items]);
        return Promise.resolve();
      },
      { window: 'turn', busyWindowMs: 20 },
    );
    const turn = () => new Promise((r) => setImmediate(r));
    const one = [write(1), write(2)];
    await turn();
    expect(groups).toEqual([[1, 2]]);
    await Promise.all(one);
    // Just after a group went: the next waits for more, across turns.
    const busy = [write(3), (await turn(), write(4))];
    await turn();
    expect(groups).toEqual([[1, 2]]);
    await Promise.all(busy);
    expect(groups).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it("answers each item with its own result from the group's", async () => {
    const read = groupCommit((items: readonly number[]) => Promise.resolve(items.map((n) => n * 10)));
    expect(await Promise.all([read(1), read(2), read(3)])).toEqual([10, 20, 30]);
  });
});
