import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { campaigns } from '#server/db/schema/index.ts';
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts';
import type { CampaignListItem } from '#shared/campaigns.ts';
import type { ListQuery, Page } from '#shared/lists.ts';
import { toCampaign } from './campaigns.service.ts';
import { cachedList, type Body } from './list-cache.ts';
import { overviewCountsOf, toOverview } from './overview.ts';

/**
 * `GET /api/v1/campaigns` (DESIGN.md §4 "Lists"): a user's campaigns newest first, each with its
 * overview (overview.ts); the cursor is the last item's (createdAt, id). One statement reads the page
 * and the e-mail counts of each campaign on it, selecting only what the answer shows, and is built
 * once per database and kind of page (first, or after a cursor) — a page plus a separate counts
 * statement cost ~0.4 ms of fixed overhead each on PGlite and drizzle rebuilt both every time
 * (docs/decisions/036).
 */
function pageStatement(db: Database, afterCursor: boolean) {
  const overview = overviewCountsOf(db);
  return db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      brief: campaigns.brief,
      provider: campaigns.provider,
      model: campaigns.model,
      budgetUsd: campaigns.budgetUsd,
      status: campaigns.status,
      generationState: campaigns.generationState,
      exportedAt: campaigns.exportedAt,
      createdAt: campaigns.createdAt,
      updatedAt: campaigns.updatedAt,
      counts: {
        total: overview.total,
        written: overview.written,
        ready: overview.ready,
        approved: overview.approved,
        failed: overview.failed,
        left: overview.left,
      },
    })
    .from(campaigns)
    .innerJoinLateral(overview, sql`true`)
    .where(
      and(
        eq(campaigns.userId, sql.placeholder('userId')),
        afterCursor
          ? sql`(${campaigns.createdAt}, ${campaigns.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(sql.placeholder('limit'))
    .prepare(afterCursor ? 'campaign_list_after' : 'campaign_list_first');
}

type Statements = { first: ReturnType<typeof pageStatement>; after: ReturnType<typeof pageStatement> };
const statements = new WeakMap<Database, Statements>();

function statementsOf(db: Database): Statements {
  let built = statements.get(db);
  if (!built) statements.set(db, (built = { first: pageStatement(db, false), after: pageStatement(db, true) }));
  return built;
}

/** A page of `userId`'s campaigns. @throws AppError `validation_failed` for a malformed cursor (cursor.ts). */
export async function listCampaigns(db: Database, userId: string, query: ListQuery): Promise<Page<CampaignListItem>> {
  const after = query.cursor ? decodeCursor<[string, string]>(query.cursor, ['string', 'string']) : undefined;
  const { first, after: next } = statementsOf(db);
  const rows = after
    ? await next.execute({ userId, limit: query.limit + 1, afterAt: after[0], afterId: after[1] })
    : await first.execute({ userId, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({ ...toCampaign(row), overview: toOverview(row.counts, row) })),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
  };
}

/**
 * The same page as JSON in UTF-8, from the list cache (list-cache.ts: at most `LIST_CACHE_TTL_MS` old for
 * writes of other processes, current for this process's). A malformed cursor is refused before the
 * cache is asked, so a refusal is never cached.
 */
export function listCampaignsJson(db: Database, userId: string, query: ListQuery): Promise<Body> {
  if (query.cursor) decodeCursor(query.cursor, ['string', 'string']);
  return cachedList(userId, `${query.limit} ${query.cursor ?? ''}`, async () =>
    Buffer.from(JSON.stringify(await listCampaigns(db, userId, query))),
  );
}
