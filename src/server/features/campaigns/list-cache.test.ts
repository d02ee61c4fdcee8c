import { describe, expect, it } from 'vitest';
import { writeWatch } from '#server/db/write-watch.ts';
import { cachedList, forgetCampaignLists, type Body, LIST_CACHE_MAX_ENTRIES, LIST_CACHE_TTL_MS } from './list-cache.ts';

/** The campaign list's cache (docs/decisions/036): TTL, shared loads, failures, and what forgets it. */
let n = 0;
const user = () => `user-${++n}`;
/** A load that answers `text` when told to, counting its calls. */
function deferred(text: string) {
  let resolve!: (value: Body) => void;
  let reject!: (error: Error) => void;
  const load = Object.assign(
    () => {
      load.calls += 1;
      return new Promise<Body>((yes, no) => ((resolve = yes), (reject = no)));
    },
    { calls: 0, answer: () => resolve(bytes(text)), fail: () => reject(new Error('down')) },
  );
  return load;
}
const bytes = (text: string) => new TextEncoder().encode(text);
const loads = (text: string) => async () => bytes(text);
/** The cached body as text. */
const read = async (body: Promise<Body>) => new TextDecoder().decode(await body);

describe('the campaign list cache', () => {
  it('keeps a page for LIST_CACHE_TTL_MS from when its load began, per user and query', async () => {
    const now = Date.now();
    const alice = user();
    expect(await read(cachedList(alice, '20 ', loads('a1'), now))).toBe('a1');
    expect(await read(cachedList(alice, '20 ', loads('a2'), now + LIST_CACHE_TTL_MS - 1))).toBe('a1');
    expect(await read(cachedList(alice, '50 ', loads('other query'), now))).toBe('other query');
    expect(await read(cachedList(user(), '20 ', loads('bob'), now))).toBe('bob');
    expect(await read(cachedList(alice, '20 ', loads('a3'), now + LIST_CACHE_TTL_MS))).toBe('a3');
  });

  it('runs one load for every caller that asks while it runs, and keeps no failure', async () => {
    const alice = user();
    const load = deferred('page');
    const waiting = [1, 2, 3].map(() => cachedList(alice, '20 ', load));
    load.answer();
    expect(await Promise.all(waiting.map(read))).toEqual(['page', 'page', 'page']);
    expect(load.calls).toBe(1);

    const bob = user();
    const failing = deferred('never');
    const refused = cachedList(bob, '20 ', failing);
    failing.fail();
    await expect(refused).rejects.toThrow('down');
    expect(await read(cachedList(bob, '20 ', loads('recovered')))).toBe('recovered');
  });

  it("forgets a user's pages, or everyone's on a write to a campaign list's tables", async () => {
    const [alice, bob] = [user(), user()];
    await cachedList(alice, '20 ', loads('alice old'));
    await cachedList(bob, '20 ', loads('bob old'));
    forgetCampaignLists(alice);
    expect(await read(cachedList(alice, '20 ', loads('alice new')))).toBe('alice new');
    expect(await read(cachedList(bob, '20 ', loads('bob new')))).toBe('bob old');

    writeWatch.logQuery('update "api_keys" set "request_count" = "request_count" + $1', []);
    expect(await read(cachedList(bob, '20 ', loads('bob new')))).toBe('bob old');
    writeWatch.logQuery("update emails e set status = 'ready' where e.id = $1", []);
    expect(await read(cachedList(bob, '20 ', loads('bob new')))).toBe('bob new');
  });

  it('does not keep a page whose load was running when a write was sent', async () => {
    const alice = user();
    const before = deferred('before the write');
    const reading = cachedList(alice, '20 ', before);
    writeWatch.logQuery('insert into "campaigns" ("id") values ($1)', []);
    before.answer();
    // The request that began before the write gets the page it read; the next one reads again.
    expect(await read(reading)).toBe('before the write');
    expect(await read(cachedList(alice, '20 ', loads('after the write')))).toBe('after the write');
  });

  it('keeps at most LIST_CACHE_MAX_ENTRIES pages, the oldest going first', async () => {
    const first = user();
    await cachedList(first, '20 ', loads('first'));
    for (let i = 0; i < LIST_CACHE_MAX_ENTRIES; i++) await cachedList(user(), '20 ', loads('x'));
    expect(await read(cachedList(first, '20 ', loads('read again')))).toBe('read again');
  });
});
