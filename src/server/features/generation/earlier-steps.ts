import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';

/**
 * The earlier steps of an e-mail's sequence as written so far (same campaign and prospect, lower step,
 * with a body), oldest first: what the verdict's follow-up criterion compares a follow-up against
 * (engine/judge/score/follow-up.ts). Steps are written in parallel, so a follow-up written before its first
 * e-mail is compared against what exists then; one indexed query, only for steps 2 and later.
 * @returns [] for a first e-mail without touching the database
 */
export async function earlierSteps(
  db: Database,
  emailId: string,
  step: number,
): Promise<{ subject: string; body: string }[]> {
  if (step <= 1) return [];
  return rowsOf<{ subject: string; body: string }>(
    await db.execute(sql`
      select p.subject, p.body from emails e
      join emails p on p.campaign_id = e.campaign_id and p.prospect_id = e.prospect_id and p.step < e.step
      where e.id = ${emailId}::uuid and p.body is not null
      order by p.step`),
  ).map((r) => ({ subject: r.subject ?? '', body: r.body }));
}
