import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { emails, prospects } from '#server/db/schema/index.ts';
import { batchUniformity } from '#server/engine/judge/index.ts';
import { toProspect } from '#server/features/prospects/index.ts';
import type { BatchUniformity } from '#shared/uniformity.ts';

/**
 * A campaign's batch uniformity (engine/judge/uniformity.ts) over its first-step e-mails that have a body,
 * failed ones left out: the first e-mail is the one every prospect gets, and the one filters compare
 * across a send. Follow-ups are a sequence's own steps, compared with their earlier steps by the score.
 *
 * Computed on demand and kept in memory per campaign, keyed by the number of first-step rows and their
 * latest `updated_at` (every write to an e-mail sets it: generation, edits, approvals, regeneration), so
 * repeated calls cost one aggregate query until an e-mail changes. The cache holds the latest
 * `CACHE_CAMPAIGNS` campaigns asked about. Above `MAX_EMAILS` e-mails the figures are over a fixed
 * sample of that many (ordered by a hash of their id), so a 100,000-prospect campaign costs what 5,000
 * e-mails cost (0.6 s of CPU measured with bench/uniformity.ts, BENCH_EMAILS=5000, on a busy 2-core
 * machine); `emails` in the answer is the number read.
 */
export const MAX_EMAILS = 5_000;
const CACHE_CAMPAIGNS = 200;

const cache = new Map<string, { key: string; value: BatchUniformity }>();

export async function campaignUniformity(
  db: Database,
  campaignId: string,
  /** The computation; tests pass a counting wrapper to see the cache at work. */
  compute: typeof batchUniformity = batchUniformity,
): Promise<BatchUniformity> {
  const firstStep = and(eq(emails.campaignId, campaignId), eq(emails.step, 1));
  const [version] = await db
    .select({ rows: count(), latest: max(emails.updatedAt) })
    .from(emails)
    .where(firstStep);
  const key = `${version?.rows ?? 0}:${version?.latest?.toISOString() ?? ''}`;
  const cached = cache.get(campaignId);
  if (cached?.key === key) {
    cache.delete(campaignId); // re-inserted below: the Map's order is the recency order
    cache.set(campaignId, cached);
    return cached.value;
  }
  const rows = await db
    .select({ subject: emails.subject, opener: emails.opener, body: emails.body, prospect: prospects })
    .from(emails)
    .innerJoin(prospects, eq(prospects.id, emails.prospectId))
    .where(and(firstStep, ne(emails.body, ''), ne(emails.status, 'failed')))
    .orderBy(sql`md5(${emails.id}::text)`, asc(emails.seq))
    .limit(MAX_EMAILS);
  const value = compute(rows.map((r) => ({ ...r, prospect: toProspect(r.prospect) })));
  cache.delete(campaignId);
  cache.set(campaignId, { key, value });
  if (cache.size > CACHE_CAMPAIGNS) cache.delete(cache.keys().next().value!);
  return value;
}
