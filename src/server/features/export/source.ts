import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { emails, prospects } from '#server/db/schema/index.ts';
import type { EmailStatus, ScoreClaim } from '#shared/emails.ts';
import type { ExportStatus } from '#shared/export.ts';
import type { Prospect } from '#shared/prospects.ts';
import { toProspect } from '#server/features/prospects/index.ts';
import type { ExportEmail } from './types.ts';

/**
 * What an export contains, read in pages so a 100,000-prospect campaign streams in constant memory:
 * one group per prospect that has at least one e-mail of the chosen statuses, in import order, with
 * its e-mails by step. `approved` (the default) exports what a reviewer approved; `all` every written
 * e-mail (ready, approved, rejected — queued and failed ones have no text to send). With `claims`
 * (the JSON and CSV exports), each e-mail also carries its score's claims when it has some (the CSV
 * writes the website passages they cite); the tools' layouts have no column for them, so they are not
 * read otherwise.
 */
export type StoredExportGroup = { prospect: Prospect; emails: ExportEmail[] };

/** The e-mail statuses an export of `status` contains; queued, generating and failed ones have no text to send. */
export const exportedStatuses = (status: ExportStatus): EmailStatus[] =>
  status === 'approved' ? ['approved'] : ['ready', 'approved', 'rejected'];

export const EXPORT_PAGE_PROSPECTS = 1_000;

export async function* exportGroups(
  db: Database,
  campaignId: string,
  status: ExportStatus,
  options: { claims?: boolean } = {},
): AsyncGenerator<StoredExportGroup> {
  const statuses = exportedStatuses(status);
  const claims = (options.claims ? sql`${emails.score}->'claims'` : sql`null`).mapWith(parseClaims);
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(prospects)
      .where(and(eq(prospects.campaignId, campaignId), gt(prospects.seq, after)))
      .orderBy(asc(prospects.seq))
      .limit(EXPORT_PAGE_PROSPECTS);
    if (page.length === 0) return;
    after = page.at(-1)!.seq;
    const rows = await db
      .select({
        prospectId: emails.prospectId,
        step: emails.step,
        subject: emails.subject,
        opener: emails.opener,
        body: emails.body,
        status: emails.status,
        grade: emails.grade,
        verdict: emails.verdict,
        claims,
      })
      .from(emails)
      .where(
        and(
          eq(emails.campaignId, campaignId),
          inArray(
            emails.prospectId,
            page.map((p) => p.id),
          ),
          inArray(emails.status, statuses),
        ),
      )
      .orderBy(asc(emails.step));
    const byProspect = new Map<string, ExportEmail[]>();
    for (const { prospectId, claims: found, ...email } of rows) {
      const list = byProspect.get(prospectId) ?? [];
      list.push(found ? { ...email, claims: found } : email);
      byProspect.set(prospectId, list);
    }
    for (const prospect of page) {
      const list = byProspect.get(prospect.id);
      if (list) yield { prospect: toProspect(prospect), emails: list };
    }
  }
}

/** A jsonb value as the driver gives it: parsed already (node-postgres, PGlite) or as text. */
const parseClaims = (value: unknown): ScoreClaim[] | null =>
  (typeof value === 'string' ? JSON.parse(value) : value) as ScoreClaim[] | null;
