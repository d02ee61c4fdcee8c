import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { campaigns, type CampaignRow } from '#server/db/schema/index.ts';
import { isUuid } from '#server/lib/cursor.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Campaign, CreateCampaign, UpdateCampaign } from '#shared/campaigns.ts';
import { briefSchema, storedBriefSchema } from '#shared/brief.ts';

/**
 * Campaign CRUD, always scoped to the owner: another user's campaign is `not_found`, never
 * `forbidden` (DESIGN.md §4 "Refusals"), so ids leak nothing.
 */
export function toCampaign(
  row: Pick<
    CampaignRow,
    'id' | 'name' | 'brief' | 'provider' | 'model' | 'budgetUsd' | 'status' | 'createdAt' | 'updatedAt'
  >,
): Campaign {
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
