import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { STATS_DAYS, type Stats } from '#shared/stats.ts';

/**
 * One user's dashboard figures (shared/stats.ts), scoped through their campaigns. Days are UTC
 * calendar days from PostgreSQL's own date arithmetic (generate_series, date_trunc), so every day of
 * the window is present even with no e-mail.
 */
export async function userStats(db: Database, userId: string): Promise<Stats> {
  const [totals] = rowsOf<{
    campaigns: number;
    prospects: number;
    ready: number;
    approved: number;
    spend: string | null;
  }>(
    await db.execute(sql`
      select
        (select count(*)::int from campaigns where user_id = ${userId}) as campaigns,
        (select count(*)::int from prospects p join campaigns c on c.id = p.campaign_id where c.user_id = ${userId}) as prospects,
        count(*) filter (where e.status = 'ready')::int as ready,
        count(*) filter (where e.status = 'approved')::int as approved,
        sum(e.cost_usd) filter (where e.generated_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc') as spend
      from emails e join campaigns c on c.id = e.campaign_id where c.user_id = ${userId}`),
  );
  const days = rowsOf<{ date: string; count: number }>(
    await db.execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as date, count(e.id)::int as count
      from generate_series((now() at time zone 'utc')::date - ${STATS_DAYS - 1}::int, (now() at time zone 'utc')::date, interval '1 day') as d(day)
      left join (select e.id, (e.generated_at at time zone 'utc')::date as day from emails e join campaigns c on c.id = e.campaign_id
        where c.user_id = ${userId} and e.generated_at is not null and e.status <> 'failed') e on e.day = d.day::date
      group by d.day order by d.day`),
  );
  return {
    campaigns: totals?.campaigns ?? 0,
    prospects: totals?.prospects ?? 0,
    emails: { ready: totals?.ready ?? 0, approved: totals?.approved ?? 0 },
    spendThisMonthUsd: Number(totals?.spend ?? 0),
    generatedPerDay: days,
  };
}
