import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

/** The embedded database (in memory), opened as `npm start` opens its folder. */
const database = await openDatabase({ memory: true });
afterAll(() => database.close());

describe('withTurns', () => {
  it('lets the event loop run between statements queued together', async () => {
    const order: string[] = [];
    const statement = (name: string) =>
      database.db.execute(sql`select 1`).then(() => {
        order.push(name);
      });
    // Three statements sent at once, then a callback of the loop's next check phase, as a socket's
    // data would be: without a turn per statement PGlite settled all three as microtasks first.
    const done = Promise.all([statement('a'), statement('b'), statement('c')]);
    setImmediate(() => order.push('loop'));
    await done;
    expect(order.indexOf('loop')).toBeGreaterThan(-1);
    expect(order.indexOf('loop')).toBeLessThan(order.indexOf('c'));
  });
});
