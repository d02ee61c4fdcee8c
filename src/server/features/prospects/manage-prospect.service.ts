import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { campaigns, prospects, type ProspectRow } from '#server/db/schema/index.ts';
import { isUuid } from '#server/lib/cursor.ts';
import { AppError } from '#server/lib/errors.ts';
import type { PatchProspect } from '#shared/prospects.ts';
import { checkProspectData } from './import/index.ts';
import { toProspect } from './prospects.service.ts';

/**
 * One stored prospect, edited or deleted (`PATCH`, `DELETE /api/v1/prospects/:id`). A prospect is the
 * caller's when its campaign is; another user's is `not_found` (DESIGN.md §4 "Refusals").
 */

/** @throws AppError `not_found` unless the prospect exists and its campaign belongs to `userId` */
export async function getOwnedProspect(db: Database, userId: string, id: string): Promise<ProspectRow> {
  if (!isUuid(id)) throw new AppError('not_found', 'No prospect has this id.');
  const [found] = await db
    .select({ prospect: prospects })
    .from(prospects)
    .innerJoin(campaigns, eq(campaigns.id, prospects.campaignId))
    .where(and(eq(prospects.id, id), eq(campaigns.userId, userId)));
  if (!found) throw new AppError('not_found', 'No prospect has this id.');
  return found.prospect;
}

/**
 * Applies `patch` (standard fields; `fields` replaces the custom merge fields whole) and stores the
 * result as an import would: tidied and checked again (import/check-data.ts), so the stored flags
 * describe the new values (a fixed e-mail loses `invalid_email`; `info@` gains `role_address`).
 * E-mails already written for the prospect keep their text and flags; regenerate them to use the edit.
 * @returns the updated row
 * @throws AppError `conflict` (409, `errors[].path` `email`) when another prospect of the campaign has the new e-mail
 */
export async function updateProspect(db: Database, row: ProspectRow, patch: PatchProspect): Promise<ProspectRow> {
  const { data, flags } = checkProspectData({ ...toProspect(row), ...patch });
  if (data.email && data.email !== row.email) {
    const [taken] = await db
      .select({ id: prospects.id })
      .from(prospects)
      .where(and(eq(prospects.campaignId, row.campaignId), eq(prospects.email, data.email), ne(prospects.id, row.id)));
    if (taken) throw emailTaken(data.email);
  }
  const { email, firstName, lastName, title, company, website, linkedinUrl, industry, location, notes, fields } = data;
  try {
    const [updated] = await db
      .update(prospects)
      .set({
        email,
        firstName,
        lastName,
        title,
        company,
        website,
        linkedinUrl,
        industry,
        location,
        notes,
        fields,
        flags,
      })
      .where(eq(prospects.id, row.id))
      .returning();
    if (!updated) throw new AppError('not_found', 'No prospect has this id.');
    return updated;
  } catch (error) {
    // Two edits at once can both pass the check above; the unique index (campaign, e-mail) decides.
    if (isUniqueViolation(error) && data.email) throw emailTaken(data.email);
    throw error;
  }
}

const emailTaken = (email: string) =>
  new AppError('conflict', `Another prospect of this campaign has the e-mail ${email}.`, {
    errors: [{ path: 'email', message: 'Another prospect of this campaign has this e-mail.' }],
  });

/** PostgreSQL's unique_violation (SQLSTATE 23505), from either driver, possibly wrapped by Drizzle in `cause`. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/** Deletes the prospect; its e-mails and push records go with it (the foreign keys cascade: db/schema). */
export async function deleteProspect(db: Database, row: ProspectRow): Promise<void> {
  await db.delete(prospects).where(eq(prospects.id, row.id));
}
