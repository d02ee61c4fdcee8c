import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import type { CampaignRow } from '#server/db/schema/index.ts';
import { briefSchema } from '#shared/brief.ts';
import type { ExportQuery } from '#shared/export.ts';
import { exportFile, type ExportFile } from './index.ts';
import { exportGroups } from './source.ts';

/**
 * A campaign's export (`GET /api/v1/campaigns/:id/export`): the file stream, and — known before the
 * first byte, so it can travel as a header — how many prospects a sending-tool preset leaves out for
 * having no e-mail address.
 */
export async function campaignExport(db: Database, campaign: CampaignRow, query: ExportQuery): Promise<{ file: ExportFile; skipped: number }> {
  const statuses = query.status === 'approved' ? ['approved'] : ['ready', 'approved', 'rejected'];
  const statusList = sql.join(statuses.map((s) => sql`${s}`), sql`, `);
  // Custom columns in the order they first appear in the campaign's rows.
  const custom = rowsOf<{ key: string }>(
    await db.execute(sql`
      select key from (select key, min(p.seq) as first from prospects p, jsonb_object_keys(p.fields) as key
        where p.campaign_id = ${campaign.id}::uuid group by key) k order by first, key`),
  ).map((r) => r.key);
  const [noEmail] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(distinct p.id)::int as n from prospects p join emails e on e.prospect_id = p.id
      where p.campaign_id = ${campaign.id}::uuid and p.email is null and e.status in (${statusList})`),
  );
  const file = exportFile(query.format, exportGroups(db, campaign.id, query.status), { steps: briefSchema.parse(campaign.brief).steps, customColumns: custom, name: campaign.name });
  return { file, skipped: query.format === 'csv' || query.format === 'json' ? 0 : (noEmail?.n ?? 0) };
}
