import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { ADMIN_STATS_DAYS, type AdminStats } from '#shared/admin.ts';
import { countByStatus } from './list-users.service.ts';

/**
 * `GET /api/admin/stats` (DESIGN.md §4): users by status, sign-ups per day, e-mails generated per day,
 * queue depth, failures and spend, across every user. The window is the last ADMIN_STATS_DAYS UTC
 * calendar days, today included; days come from PostgreSQL's own date arithmetic (generate_series), so
 * every day is present even with nothing in it.
 * - generated: e-mails whose draft was written that day (`emails.generated_at`), failures aside;
 * - failed: generations that ended `failed` that day (the worker stamps `generated_at` on those too);
 * - spend: `emails.cost_usd` written in the window (USD; failed attempts' billed tokens included),
 *   the same figures campaigns add to their `spent_usd`.
 */
export async function adminStats(db: Database): Promise<AdminStats> {
  const start = sql`(((now() at time zone 'utc')::date - ${ADMIN_STATS_DAYS - 1}::int)::timestamp at time zone 'utc')`;
  const days = rowsOf<{ date: string; signups: number; generated: number; failed: number }>(
    await db.execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(s.n, 0)::int as signups,
        coalesce(e.generated, 0)::int as generated, coalesce(e.failed, 0)::int as failed
      from generate_series((now() at time zone 'utc')::date - ${ADMIN_STATS_DAYS - 1}::int, (now() at time zone 'utc')::date, interval '1 day') as d(day)
      left join (select (created_at at time zone 'utc')::date as day, count(*) as n from users where created_at >= ${start} group by 1) s
        on s.day = d.day::date
      left join (select (generated_at at time zone 'utc')::date as day,
          count(*) filter (where status <> 'failed') as generated, count(*) filter (where status = 'failed') as failed
        from emails where generated_at >= ${start} group by 1) e
        on e.day = d.day::date
      order by d.day`),
  );
  const [totals] = rowsOf<{ queued: number; generating: number; failures: number; spend: string | null }>(
    await db.execute(sql`
      select count(*) filter (where status = 'queued')::int as queued,
        count(*) filter (where status = 'generating')::int as generating,
        count(*) filter (where status = 'failed' and generated_at >= ${start})::int as failures,
        sum(cost_usd) filter (where generated_at >= ${start}) as spend
      from emails`),
  );
  const users = await countByStatus(db);
  return {
    users: { ...users, total: users.pending + users.active + users.suspended },
    signupsPerDay: days.map((d) => ({ date: d.date, count: d.signups })),
    generatedPerDay: days.map((d) => ({ date: d.date, count: d.generated })),
    failedPerDay: days.map((d) => ({ date: d.date, count: d.failed })),
    queue: { queued: totals?.queued ?? 0, generating: totals?.generating ?? 0 },
    failures: totals?.failures ?? 0,
    spendUsd: Number(totals?.spend ?? 0),
  };
}
