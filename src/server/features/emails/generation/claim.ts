import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import type { Brief } from '#shared/brief.ts';
import type { ProviderId } from '#shared/campaigns.ts';
import { prospectDataSchema, type ProspectData } from '#shared/prospects.ts';

/**
 * Takes one e-mail for generation: `queued` → `generating`, in one statement that also checks the
 * campaign is `running` and under its budget, so a paused, cancelled or over-budget campaign writes
 * nothing more. A `generating` row is taken too: the queue holds one job per e-mail (jobs/queue.ts),
 * so a job that finds its row `generating` is the retry of a job whose worker died. A row deferred by a
 * provider's long Retry-After (`not_before`) waits until then.
 * The same statement returns what the engine needs (the campaign's brief and provider choice, the
 * prospect's fields): one round trip per e-mail instead of three (pipeline bench, decision 014).
 * When the budget stopped the claim, the caller moves the campaign to `budget_reached`
 * (announce.ts `stopAtBudget`, which also announces it).
 * @returns the claim, or null when there is nothing to do
 */
export type Claim = {
  id: string;
  step: number;
  instruction: string | null;
  campaign: { id: string; userId: string; provider: ProviderId | null; model: string | null; brief: Brief };
  prospect: ProspectData;
};

type ClaimRow = {
  id: string; step: number; instruction: string | null;
  campaign_id: string; user_id: string; provider: ProviderId | null; model: string | null; brief: Brief;
  prospect: Record<string, unknown>;
};

export async function claimEmail(db: Database, emailId: string): Promise<Claim | null> {
  const [row] = rowsOf<ClaimRow>(
    await db.execute(sql`
      update emails e set status = 'generating', claimed_at = now(), attempts = e.attempts + 1, updated_at = now()
      from campaigns c, prospects p
      where e.id = ${emailId}::uuid and c.id = e.campaign_id and p.id = e.prospect_id
        and e.status in ('queued', 'generating') and (e.not_before is null or e.not_before <= now())
        and c.generation_state = 'running' and (c.budget_usd is null or c.spent_usd < c.budget_usd)
      returning e.id, e.step, e.instruction, c.id as campaign_id, c.user_id, c.provider, c.model, c.brief,
        jsonb_build_object('email', p.email, 'firstName', p.first_name, 'lastName', p.last_name, 'title', p.title,
          'company', p.company, 'website', p.website, 'linkedinUrl', p.linkedin_url, 'industry', p.industry,
          'location', p.location, 'notes', p.notes, 'fields', p.fields) as prospect`),
  );
  if (!row) return null;
  return {
    id: row.id,
    step: row.step,
    instruction: row.instruction,
    campaign: { id: row.campaign_id, userId: row.user_id, provider: row.provider, model: row.model, brief: row.brief },
    prospect: prospectDataSchema.parse(row.prospect),
  };
}
