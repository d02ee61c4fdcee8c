import { describe, expect, it } from 'vitest';
import { onTableWrite, writeWatch, writtenTables } from './write-watch.ts';

/** Which tables a statement writes, as drizzle and our hand-written SQL spell them (docs/decisions/036). */
describe('writtenTables', () => {
  it('names the table of drizzle-built and hand-written writes', () => {
    expect(writtenTables('insert into "campaigns" ("id", "name") values ($1, $2) returning "id"')).toEqual([
      'campaigns',
    ]);
    expect(writtenTables('update "campaigns" set "name" = $1 where "campaigns"."id" = $2')).toEqual(['campaigns']);
    expect(writtenTables('delete from "prospects" where "prospects"."id" = $1')).toEqual(['prospects']);
    expect(
      writtenTables(`with target as (select id from emails where campaign_id = $1)
        update emails e set status = $2, updated_at = now() from target t where e.id = t.id`),
    ).toEqual(['emails']);
    expect(
      writtenTables('WITH x AS (DELETE FROM emails e WHERE e.batch_id = $1) UPDATE campaigns c SET x = 1'),
    ).toEqual(['emails', 'campaigns']);
    expect(writtenTables('truncate table emails cascade')).toEqual(['emails']);
  });

  it('names none for reads, locking reads and upserts of other tables', () => {
    expect(writtenTables('select "id", "name" from "campaigns" where "user_id" = $1')).toEqual([]);
    expect(writtenTables('select "updated_at" from "emails"')).toEqual([]);
    expect(writtenTables('select id from emails where status = $1 for update skip locked')).toEqual([]);
    expect(writtenTables('select id from emails e for update of e')).toEqual([]);
    expect(
      writtenTables(
        'insert into "rate_limits" ("key", "count") values ($1, $2) on conflict ("key") do update set "count" = 1',
      ),
    ).toEqual(['rate_limits']);
  });

  it('tells each listener until it stops', () => {
    const heard: string[] = [];
    const stop = onTableWrite((table) => heard.push(table));
    writeWatch.logQuery('update "emails" set "status" = $1', []);
    writeWatch.logQuery('select 1', []);
    stop();
    writeWatch.logQuery('delete from "campaigns"', []);
    expect(heard).toEqual(['emails']);
  });
});
