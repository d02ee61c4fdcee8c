import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { campaigns, type CampaignRow } from '#server/db/schema/index.ts';
import { decodeCursor, encodeCursor, isUuid } from '#server/lib/cursor.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Campaign, CampaignListItem, CreateCampaign, UpdateCampaign } from '#shared/campaigns.ts';
import { briefSchema, storedBriefSchema } from '#shared/brief.ts';
import type { ListQuery, Page } from '#shared/lists.ts';
import { campaignOverviews } from './overview.ts';

/**
 * Campaign CRUD, always scoped to the owner: another user's campaign is `not_found`, never
 * `forbidden` (DESIGN.md §4 "Refusals"), so ids leak nothing.
 */
export function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    name: row.name,
    // Stored briefs are re-parsed so defaults added to the schema later apply to old rows too.
    brief: storedBriefSchema.parse(row.brief),
    provider: row.provider,
    model: row.model,
    budgetUsd: row.budgetUsd === null ? null : Number(row.budgetUsd),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** @throws AppError `not_found` when the campaign does not exist or belongs to someone else. */
export async function getOwnedCampaign(db: Database, userId: string, id: string): Promise<CampaignRow> {
  if (!isUuid(id)) throw new AppError('not_found', 'No campaign has this id.');
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.userId, userId)));
  if (!row) throw new AppError('not_found', 'No campaign has this id.');
  return row;
}

/** Newest first, each with its overview (overview.ts); the cursor is the last item's (createdAt, id). */
export async function listCampaigns(db: Database, userId: string, query: ListQuery): Promise<Page<CampaignListItem>> {
  const after = query.cursor ? decodeCursor<[string, string]>(query.cursor, ['string', 'string']) : undefined;
  const rows = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.userId, userId),
        after
          ? sql`(${campaigns.createdAt}, ${campaigns.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const overviews = await campaignOverviews(db, page);
  return {
    items: page.map((row) => ({ ...toCampaign(row), overview: overviews.get(row.id)! })),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
  };
}

export async function createCampaign(db: Database, userId: string, input: CreateCampaign): Promise<Campaign> {
  const [row] = await db
    .insert(campaigns)
    .values({
      userId,
      name: input.name,
      brief: briefSchema.parse(input.brief),
      provider: input.provider ?? null,
      model: input.model ?? null,
      budgetUsd: input.budgetUsd == null ? null : String(input.budgetUsd),
    })
    .returning();
  return toCampaign(row!);
}

export async function updateCampaign(
  db: Database,
  userId: string,
  id: string,
  change: UpdateCampaign,
): Promise<Campaign> {
  await getOwnedCampaign(db, userId, id);
  const { budgetUsd, brief, ...rest } = change;
  const [row] = await db
    .update(campaigns)
    .set({
      ...rest,
      ...(brief ? { brief: briefSchema.parse(brief) } : {}),
      ...(budgetUsd !== undefined ? { budgetUsd: budgetUsd === null ? null : String(budgetUsd) } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(campaigns.id, id), eq(campaigns.userId, userId)))
    .returning();
  return toCampaign(row!);
}

/** Deletes the campaign with its prospects and e-mails (foreign keys cascade). */
export async function deleteCampaign(db: Database, userId: string, id: string): Promise<void> {
  await getOwnedCampaign(db, userId, id);
  await db.delete(campaigns).where(and(eq(campaigns.id, id), eq(campaigns.userId, userId)));
}
