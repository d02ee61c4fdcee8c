import { and, asc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { containsPattern } from '#server/db/rows.ts';
import { campaigns, emails, prospects, type EmailRow, type ProspectRow } from '#server/db/schema/index.ts';
import { decodeCursor, encodeCursor, isUuid } from '#server/lib/cursor.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Page } from '#shared/lists.ts';
import type { Email, EmailFilter, EmailListQuery } from '#shared/review.ts';
import { toProspect } from '#server/features/prospects/index.ts';

/**
 * Stored e-mails as the API shows them, their filters, and ownership. An e-mail is the caller's when
 * its campaign is; another user's e-mail is `not_found` (DESIGN.md §4 "Refusals").
 */
export function toEmail(row: EmailRow, prospect: ProspectRow): Email {
  return {
    id: row.id,
    prospectId: row.prospectId,
    campaignId: row.campaignId,
    step: row.step,
    subject: row.subject,
    opener: row.opener,
    body: row.body,
    status: row.status,
    score: row.score,
    grade: row.score?.grade ?? null,
    verdict: row.score?.verdict ?? null,
    flags: row.flags,
    factsUsed: row.factsUsed,
    claims: row.score?.claims ?? [],
    model: row.model,
    tokens: { input: row.inputTokens, output: row.outputTokens },
    costUsd: row.costUsd === null ? null : Number(row.costUsd),
    error: row.error,
    updatedAt: row.updatedAt.toISOString(),
    prospect: toProspect(prospect),
  };
}

/** @throws AppError `not_found` unless the e-mail exists and its campaign belongs to `userId` */
export async function getOwnedEmail(db: Database, userId: string, id: string) {
  if (!isUuid(id)) throw new AppError('not_found', 'No e-mail has this id.');
  const [found] = await db
    .select({ email: emails, prospect: prospects, campaign: campaigns })
    .from(emails)
    .innerJoin(campaigns, eq(campaigns.id, emails.campaignId))
    .innerJoin(prospects, eq(prospects.id, emails.prospectId))
    .where(and(eq(emails.id, id), eq(campaigns.userId, userId)));
  if (!found) throw new AppError('not_found', 'No e-mail has this id.');
  return found;
}

/** The WHERE clause of a filter within one campaign (list, bulk action and export share it). */
export function emailFilterWhere(campaignId: string, filter: EmailFilter): SQL {
  const like = filter.q ? containsPattern(filter.q) : undefined;
  return and(
    eq(emails.campaignId, campaignId),
    filter.status ? eq(emails.status, filter.status) : undefined,
    filter.grade ? eq(emails.grade, filter.grade) : undefined,
    filter.verdict ? inArray(emails.verdict, filter.verdict) : undefined,
    filter.flag ? sql`${emails.flags} @> array[${filter.flag}]::text[]` : undefined,
    filter.step ? eq(emails.step, filter.step) : undefined,
    filter.prospectId ? eq(emails.prospectId, filter.prospectId) : undefined,
    like
      ? or(
          ilike(emails.subject, like),
          ilike(emails.body, like),
          ilike(prospects.email, like),
          ilike(prospects.company, like),
          sql`(coalesce(${prospects.firstName}, '') || ' ' || coalesce(${prospects.lastName}, '')) ilike ${like}`,
        )
      : undefined,
  )!;
}

/** A page of a campaign's e-mails in queue order (prospects' import order, then step); cursor = `seq`. */
export async function listEmails(db: Database, campaignId: string, query: EmailListQuery): Promise<Page<Email>> {
  const after = query.cursor ? decodeCursor<[number]>(query.cursor, ['number'])[0] : undefined;
  const rows = await db
    .select({ email: emails, prospect: prospects })
    .from(emails)
    .innerJoin(prospects, eq(prospects.id, emails.prospectId))
    .where(and(emailFilterWhere(campaignId, query), after === undefined ? undefined : gt(emails.seq, after)))
    .orderBy(asc(emails.seq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => toEmail(r.email, r.prospect)),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.email.seq]) : null,
  };
}
