import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import type { CampaignRow } from '#server/db/schema/index.ts';
import { storedBriefSchema } from '#shared/brief.ts';
import type { ExportQuery, ExportStatus } from '#shared/export.ts';
import { exportFile, presets, type ExportFile } from './export-file.ts';
import { exportedStatuses, exportGroups } from './source.ts';

/**
 * What a campaign's export (or push, features/integrations) of `status` needs to know before the first
 * prospect is read: the custom columns (in the order they first appear in the campaign's rows), how
 * many prospects have no e-mail address, the step count (the brief's, or the highest step written,
 * so e-mails written for more steps than the brief now has still get columns), and — for approved
 * e-mails — how many prospects have only part of their sequence approved (left out: a sending tool
 * given a lead with empty follow-up columns sends it empty follow-ups, issue 14 item 6). Four small queries.
 */
export type ExportShape = { customColumns: string[]; steps: number; noEmail: number; partial: number };

/**
 * Whether a prospect's group is only part of its sequence: fewer approved e-mails than the campaign
 * has steps (an e-mail per prospect and step, never two: features/generation). Only an export of
 * approved e-mails leaves these out; `all` exports whatever is written.
 */
export const partlyApproved = (status: ExportStatus, emailCount: number, steps: number) =>
  status === 'approved' && emailCount < steps;

export async function exportShape(db: Database, campaign: CampaignRow, status: ExportStatus): Promise<ExportShape> {
  const statusList = sql.join(
    exportedStatuses(status).map((s) => sql`${s}`),
    sql`, `,
  );
  const customColumns = rowsOf<{ key: string }>(
    await db.execute(sql`
      select key from (select key, min(p.seq) as first from prospects p, jsonb_object_keys(p.fields) as key
        where p.campaign_id = ${campaign.id}::uuid group by key) k order by first, key`),
  ).map((r) => r.key);
  const [counts] = rowsOf<{ noEmail: number; maxStep: number }>(
    await db.execute(sql`
      select count(distinct p.id) filter (where coalesce(btrim(p.email), '') = '')::int as "noEmail",
             coalesce(max(e.step), 0)::int as "maxStep"
      from prospects p join emails e on e.prospect_id = p.id
      where p.campaign_id = ${campaign.id}::uuid and e.status in (${statusList})`),
  );
  const steps = Math.max(storedBriefSchema.safeParse(campaign.brief).data?.steps ?? 1, counts?.maxStep ?? 0);
  const [partial] =
    status === 'approved'
      ? rowsOf<{ n: number }>(
          await db.execute(sql`
            select count(*)::int as n from (select e.prospect_id from emails e
              where e.campaign_id = ${campaign.id}::uuid and e.status = 'approved'
              group by e.prospect_id having count(*) < ${steps}) t`),
        )
      : [];
  return { customColumns, steps, noEmail: counts?.noEmail ?? 0, partial: partial?.n ?? 0 };
}

/**
 * A campaign's export (`GET /api/v1/campaigns/:id/export`): the file stream, and — known before the
 * first byte, so they can travel as headers — how many prospects a sending-tool preset leaves out for
 * having no e-mail address (`skipped`), and how many an export of approved e-mails leaves out for
 * having only part of their sequence approved (`partial`).
 */
export async function campaignExport(
  db: Database,
  campaign: CampaignRow,
  query: ExportQuery,
): Promise<{ file: ExportFile; skipped: number; partial: number }> {
  const shape = await exportShape(db, campaign, query.status);
  const complete = async function* () {
    // JSON carries the claims; the CSV layout the passages they cite (`sources_N`).
    const claims = query.format === 'json' || query.format === 'csv';
    for await (const group of exportGroups(db, campaign.id, query.status, { claims }))
      if (!partlyApproved(query.status, group.emails.length, shape.steps)) yield group;
  };
  const file = exportFile(query.format, complete(), {
    steps: shape.steps,
    customColumns: shape.customColumns,
    name: campaign.name,
  });
  const needsEmail = query.format !== 'json' && presets[query.format].needsEmail;
  return { file, skipped: needsEmail ? shape.noEmail : 0, partial: shape.partial };
}
