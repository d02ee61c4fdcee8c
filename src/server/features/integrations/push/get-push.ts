import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  campaigns,
  integrationPushes,
  integrationPushLeads,
  prospects,
  type IntegrationPushRow,
} from '#server/db/schema/index.ts';
import { decodeCursor, encodeCursor, isUuid } from '#server/lib/cursor.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Push, PushDetail, PushResultsQuery } from '#shared/integrations.ts';

/**
 * A push as the API answers it (`GET /api/v1/integrations/pushes/:id`): the push row with its counts,
 * and a page of its per-prospect results in the order they were recorded (optionally one status, e.g.
 * `failed`). Owner-scoped: another user's push is `not_found`.
 */
export function toPush(row: IntegrationPushRow, campaignName: string): Push {
  return {
    id: row.id,
    provider: row.provider,
    campaignId: row.campaignId,
    campaignName,
    targetCampaignId: row.targetCampaignId,
    targetCampaignName: row.targetCampaignName,
    state: row.state,
    total: row.total,
    counts: { created: row.created, updated: row.updated, skipped: row.skipped, failed: row.failed },
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** @throws AppError `not_found` when the push does not exist or belongs to someone else */
export async function getOwnedPush(db: Database, userId: string, id: string): Promise<Push> {
  if (!isUuid(id)) throw new AppError('not_found', 'No push has this id.');
  const [found] = await db
    .select({ push: integrationPushes, campaignName: campaigns.name })
    .from(integrationPushes)
    .innerJoin(campaigns, eq(campaigns.id, integrationPushes.campaignId))
    .where(and(eq(integrationPushes.id, id), eq(integrationPushes.userId, userId)));
  if (!found) throw new AppError('not_found', 'No push has this id.');
  return toPush(found.push, found.campaignName);
}

export async function getPushDetail(
  db: Database,
  userId: string,
  id: string,
  query: PushResultsQuery,
): Promise<PushDetail> {
  const push = await getOwnedPush(db, userId, id);
  const after = query.cursor ? decodeCursor<[number]>(query.cursor, ['number'])[0] : 0;
  const rows = await db
    .select({ lead: integrationPushLeads, firstName: prospects.firstName, lastName: prospects.lastName })
    .from(integrationPushLeads)
    .innerJoin(prospects, eq(prospects.id, integrationPushLeads.prospectId))
    .where(
      and(
        eq(integrationPushLeads.pushId, id),
        gt(integrationPushLeads.seq, after),
        query.status ? eq(integrationPushLeads.status, query.status) : undefined,
      ),
    )
    .orderBy(asc(integrationPushLeads.seq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const items = page.map(({ lead, firstName, lastName }) => ({
    prospectId: lead.prospectId,
    email: lead.email,
    name: [firstName, lastName].filter(Boolean).join(' ') || null,
    status: lead.status,
    detail: lead.detail,
    vendorId: lead.vendorId,
  }));
  const last = page.at(-1);
  return {
    ...push,
    results: { items, nextCursor: rows.length > query.limit && last ? encodeCursor([last.lead.seq]) : null },
  };
}
