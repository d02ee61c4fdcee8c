import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { integrationPushes, integrationPushLeads } from '#server/db/schema/index.ts';
import type { LeadResult } from '../connectors/index.ts';

/**
 * Stores a batch's results and adds them to the push's counts, in one transaction: a result row per
 * prospect (ON CONFLICT DO NOTHING on (push_id, prospect_id), so a result recorded twice — a batch
 * re-run after a crash — counts once), and the counts from the rows actually inserted.
 */
export type RecordedResult = LeadResult & { email: string | null };

export async function recordResults(db: Database, pushId: string, results: readonly RecordedResult[]): Promise<void> {
  if (results.length === 0) return;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(integrationPushLeads)
      .values(
        results.map((r) => ({
          pushId,
          prospectId: r.prospectId,
          email: r.email,
          status: r.status,
          detail: r.detail?.slice(0, 1_000) ?? null,
          vendorId: r.vendorId,
        })),
      )
      .onConflictDoNothing({ target: [integrationPushLeads.pushId, integrationPushLeads.prospectId] })
      .returning({ status: integrationPushLeads.status });
    const count = (status: LeadResult['status']) => inserted.filter((r) => r.status === status).length;
    await tx
      .update(integrationPushes)
      .set({
        created: sql`${integrationPushes.created} + ${count('created')}`,
        updated: sql`${integrationPushes.updated} + ${count('updated')}`,
        skipped: sql`${integrationPushes.skipped} + ${count('skipped')}`,
        failed: sql`${integrationPushes.failed} + ${count('failed')}`,
      })
      .where(eq(integrationPushes.id, pushId));
  });
}

/** Of `prospectIds`, those this push already has a result for (sent, skipped or failed). */
export async function alreadyRecorded(
  db: Database,
  pushId: string,
  prospectIds: readonly string[],
): Promise<Set<string>> {
  if (prospectIds.length === 0) return new Set();
  const rows = await db
    .select({ prospectId: integrationPushLeads.prospectId })
    .from(integrationPushLeads)
    .where(and(eq(integrationPushLeads.pushId, pushId), inArray(integrationPushLeads.prospectId, [...prospectIds])));
  return new Set(rows.map((r) => r.prospectId));
}

/** Marks the push finished (`completed`, or `failed` with the reason) unless it already is. */
export async function finishPush(db: Database, pushId: string, outcome: { error: string | null }): Promise<void> {
  await db
    .update(integrationPushes)
    .set({ state: outcome.error ? 'failed' : 'completed', error: outcome.error, finishedAt: new Date() })
    .where(and(eq(integrationPushes.id, pushId), inArray(integrationPushes.state, ['queued', 'running'])));
}

/** Claims a push for this run: `queued|running → running`. @returns the row, or undefined when it is finished */
export async function claimPush(db: Database, pushId: string) {
  const [row] = await db
    .update(integrationPushes)
    .set({ state: 'running', startedAt: sql`coalesce(${integrationPushes.startedAt}, now())` })
    .where(and(eq(integrationPushes.id, pushId), inArray(integrationPushes.state, ['queued', 'running'])))
    .returning();
  return row;
}
