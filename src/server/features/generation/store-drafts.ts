import { sql } from 'drizzle-orm';
import { emailEventData, NEW_EVENT_ID, publishInStatement } from '#server/features/webhooks/index.ts';
import { groupCommit } from '#server/lib/group-commit.ts';
import type { Claim } from './claim.ts';
import type { GenerationContext } from './generation-deps.ts';

/** A written draft, scored, as the `emails` row stores it (`facts_used` and `score`: the jsonb columns' values). */
export type ReadyDraft = {
  subject: string;
  opener: string;
  body: string;
  facts_used: unknown;
  flags: string[];
  score: unknown;
  grade: string;
  verdict: string;
  model: string;
  input_tokens: number;
  output_tokens: number;
};

type Stored = { claim: Claim; cost: number | null; draft: ReadyDraft };

/**
 * Stores written drafts by group commit (lib/group-commit.ts): the drafts that finish while a statement
 * is in flight are stored together by the next, one statement for all of them that
 *  - writes each draft only if its row is still its claim's (`generating`: not cancelled, not taken by
 *    a regeneration), with its cost (USD), `ready`, its grade and verdict;
 *  - adds the drafts' costs to their campaigns' spend;
 *  - stores each draft's `email.generated` deliveries (docs/decisions/020),
 * so spend, e-mails and events never disagree. One statement per e-mail was the largest cost of a
 * batch on PGlite (~4 ms each; pipeline bench, docs/decisions/037). `store` resolves once the draft's
 * statement committed; a group whose statement fails is written again draft by draft. A group is held
 * open STORE_DELAY_MS (20 ms) for the drafts that finish in the turns after its first (on PGlite each
 * statement ends within its turn, so nothing else would join): 20 ms on an e-mail whose provider call
 * takes seconds.
 * Statements in flight at once: 1 on PGlite (it runs one at a time), 4 on PostgreSQL (of the pool's 10).
 */
export const STORE_DELAY_MS = 20;

export function draftStore(ctx: GenerationContext, options: { maxInFlight: number }) {
  const write = groupCommit<Stored>((items) => storeReady(ctx, items), {
    maxInFlight: options.maxInFlight,
    window: STORE_DELAY_MS,
  });
  return { store: (claim: Claim, cost: number | null, draft: ReadyDraft) => write({ claim, cost, draft }) };
}

export type DraftStore = ReturnType<typeof draftStore>;

async function storeReady(ctx: GenerationContext, items: readonly Stored[]) {
  const input = JSON.stringify(
    items.map(({ claim, cost, draft }) => ({ ...draft, id: claim.id, user_id: claim.campaign.userId, cost_usd: cost })),
  );
  await publishInStatement(
    ctx,
    'email.generated',
    sql`
    input as (
      select * from jsonb_to_recordset(${input}::jsonb) as x(id uuid, user_id text, subject text, opener text, body text,
        facts_used jsonb, flags jsonb, score jsonb, grade text, verdict text, model text, input_tokens int, output_tokens int,
        cost_usd numeric)),
    stored as (
      update emails e set status = 'ready', subject = x.subject, opener = x.opener, body = x.body, facts_used = x.facts_used,
        flags = array(select jsonb_array_elements_text(x.flags)), score = x.score, grade = x.grade, verdict = x.verdict,
        model = x.model, input_tokens = x.input_tokens, output_tokens = x.output_tokens, error = null, cost_usd = x.cost_usd,
        instruction = null, not_before = null, batch_id = null, generated_at = now(), updated_at = now()
      from input x
      where e.id = x.id and e.status = 'generating'
      returning e.id, e.campaign_id, e.prospect_id, e.step, e.subject, e.grade, e.verdict, e.score, x.user_id, x.cost_usd),
    spend as (
      update campaigns c set spent_usd = c.spent_usd + s.cost
      from (select campaign_id, sum(cost_usd) as cost from stored group by campaign_id) s
      where c.id = s.campaign_id and s.cost > 0),
    ev as (select stored.user_id, ${NEW_EVENT_ID} as event_id, ${emailEventData('email.generated', 'stored')} as data from stored)`,
  );
}
