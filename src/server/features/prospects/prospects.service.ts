import { and, asc, count, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { containsPattern, rowsOf } from '#server/db/rows.ts';
import { prospects, type ProspectRow } from '#server/db/schema/index.ts';
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts';
import type { Prospect, ProspectData, ProspectFlag, ProspectListPage, ProspectListQuery } from '#shared/prospects.ts';

/** A prospect ready to store: its data, its row number in the source and its flags. */
export type ProspectCandidate = ProspectData & { row: number; flags: ProspectFlag[] };

/** Rows per INSERT statement: bounds the JSON parameter to a few MB at most. */
export const INSERT_BATCH_ROWS = 1_000;

export function toProspect(row: ProspectRow): Prospect {
  return {
    id: row.id,
    campaignId: row.campaignId,
    row: row.row,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    company: row.company,
    website: row.website,
    linkedinUrl: row.linkedinUrl,
    industry: row.industry,
    location: row.location,
    notes: row.notes,
    fields: row.fields,
    flags: row.flags,
  };
}

/**
 * Stores candidates in batches. A candidate whose e-mail is already in the campaign is skipped by the
 * partial unique index (`ON CONFLICT DO NOTHING`) and returned in `duplicates`, so concurrent imports
 * into one campaign can never store an e-mail twice.
 *
 * Each batch travels as one JSON parameter expanded by `jsonb_to_recordset`, not as 17 bind
 * parameters per row: measured on PGlite, 10,000 rows in 1.4 s instead of 3.2 s.
 * @returns the number stored and the skipped candidates as `{row, email}`
 */
export async function storeProspects(
  db: Database,
  campaignId: string,
  candidates: ProspectCandidate[],
): Promise<{ stored: number; duplicates: { row: number; email: string }[] }> {
  let stored = 0;
  const duplicates: { row: number; email: string }[] = [];
  for (let start = 0; start < candidates.length; start += INSERT_BATCH_ROWS) {
    const batch = candidates.slice(start, start + INSERT_BATCH_ROWS);
    const result = await db.execute<{ row: number }>(sql`
      insert into ${prospects} (campaign_id, row, email, first_name, last_name, title, company, website,
        linkedin_url, industry, location, notes, fields, flags)
      select ${campaignId}::uuid, x.row, x.email, x."firstName", x."lastName", x.title, x.company, x.website,
        x."linkedinUrl", x.industry, x.location, x.notes, coalesce(x.fields, '{}'), coalesce(x.flags, '[]')
      from jsonb_to_recordset(${JSON.stringify(batch.map(pickColumns))}::jsonb) as x(row int, email text,
        "firstName" text, "lastName" text, title text, company text, website text, "linkedinUrl" text,
        industry text, location text, notes text, fields jsonb, flags jsonb)
      on conflict do nothing
      returning row`);
    const inserted = rowsOf<{ row: number }>(result);
    stored += inserted.length;
    if (inserted.length < batch.length) {
      const insertedRows = new Set(inserted.map((r) => r.row));
      for (const c of batch) if (!insertedRows.has(c.row) && c.email) duplicates.push({ row: c.row, email: c.email });
    }
  }
  return { stored, duplicates };
}

const pickColumns = (c: ProspectCandidate) => ({
  row: c.row,
  email: c.email,
  firstName: c.firstName,
  lastName: c.lastName,
  title: c.title,
  company: c.company,
  website: c.website,
  linkedinUrl: c.linkedinUrl,
  industry: c.industry,
  location: c.location,
  notes: c.notes,
  fields: c.fields,
  flags: c.flags,
});

/**
 * The prospects of a campaign whose name, e-mail, company or title holds `q` (case-insensitive; `%`, `_`
 * and `\` in `q` match themselves: db/rows.ts containsPattern, which the review's search uses too); every one without `q`.
 */
function prospectFilterWhere(campaignId: string, q: string | undefined): SQL {
  const like = q ? containsPattern(q) : undefined;
  return and(
    eq(prospects.campaignId, campaignId),
    like
      ? or(
          ilike(prospects.email, like),
          ilike(prospects.company, like),
          ilike(prospects.title, like),
          sql`(coalesce(${prospects.firstName}, '') || ' ' || coalesce(${prospects.lastName}, '')) ilike ${like}`,
        )
      : undefined,
  )!;
}

/**
 * A page of a campaign's prospects in import order, filtered by `q` (prospectFilterWhere); the cursor
 * is the last item's `seq`. `total` counts every match, not just this page (one more COUNT query).
 */
export async function listProspects(
  db: Database,
  campaignId: string,
  query: ProspectListQuery,
): Promise<ProspectListPage> {
  const after = query.cursor ? decodeCursor<[number]>(query.cursor, ['number'])[0] : undefined;
  const where = prospectFilterWhere(campaignId, query.q);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(prospects)
      .where(and(where, after === undefined ? undefined : gt(prospects.seq, after)))
      .orderBy(asc(prospects.seq))
      .limit(query.limit + 1),
    db.select({ n: count() }).from(prospects).where(where),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toProspect),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.seq]) : null,
    total: counted?.n ?? 0,
  };
}
