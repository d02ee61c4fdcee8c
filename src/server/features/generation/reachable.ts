import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { arrayParam } from '#server/db/rows.ts';
import { unreachableFlagCodes } from '#shared/generation.ts';

/**
 * The condition "this prospect's address can be written to": none of its flags (the `flags` jsonb
 * array of `{code, reason}`, set by the import's row checks) is one of unreachableFlagCodes. The batch
 * (queue-generation.ts) and its estimate (generation.routes.ts) both filter with it, so they count the
 * same prospects.
 * @param flags - the prospects' `flags` column, or `sql\`p.flags\`` inside a raw query
 */
export const reachableProspect = (flags: SQLWrapper): SQL =>
  sql`not exists (select 1 from jsonb_array_elements(${flags}) as f where f->>'code' = any(${arrayParam(unreachableFlagCodes)}::text[]))`;
