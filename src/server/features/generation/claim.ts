import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { arrayParam, rowsOf } from '#server/db/rows.ts';
import { groupCommit } from '#server/lib/group-commit.ts';
import type { Research } from '#server/engine/rows/index.ts';
import { chooseSources, researchForWriting, UNFINISHED_RESEARCH } from '#server/features/research/index.ts';
import { storedBriefSchema, type Brief } from '#shared/brief.ts';
import type { ProviderId } from '#shared/campaigns.ts';
import { prospectDataSchema, prospectFlagSchema, type ProspectData, type ProspectFlag } from '#shared/prospects.ts';

/**
 * Takes the e-mails of one fetched batch of jobs for generation: `queued` → `generating`, in one
 * statement that also checks each campaign is `running` and under its budget, so a paused, cancelled
 * or over-budget campaign writes nothing more. A `generating` row is taken too: the queue holds one
 * job per e-mail (jobs/queue.ts), so a job that finds its row `generating` is the retry of a job
 * whose worker died. A row deferred by a provider's long Retry-After (`not_before`) waits until then.
 * The same statement returns what the engine needs (the campaign's brief and provider choice, the
 * prospect's fields): one round trip per batch of up to 10 e-mails instead of three per e-mail
 * (pipeline bench, decision 014).
 * Research (issue 15): when the campaign's brief has research on, an e-mail whose prospect's research
 * is still queued or running is not taken (its job ends; research wakes it when done, research-store.ts
 * wakeWaitingEmails), and a taken e-mail carries the passages chosen for the brief (choose-sources.ts),
 * read for the whole batch in one more query.
 * When the budget stopped a claim, the caller moves the campaign to `budget_reached`
 * (announce.ts `stopAtBudget`, which also announces it).
 * @returns the claims by e-mail id; an id missing from it has nothing to do
 */
export type Claim = {
  id: string;
  step: number;
  instruction: string | null;
  campaign: { id: string; userId: string; provider: ProviderId | null; model: string | null; brief: Brief };
  prospect: ProspectData;
  /** The flags stored with the prospect's row at import; the draft carries them (engine draft-flags.ts). */
  prospectFlags: ProspectFlag[];
  /** What research found on the prospect's site, when the brief has research on and it finished. */
  research?: Research;
};

type ClaimRow = {
  id: string;
  step: number;
  instruction: string | null;
  campaign_id: string;
  user_id: string;
  provider: ProviderId | null;
  model: string | null;
  brief: Brief;
  prospect_id: string;
  prospect: Record<string, unknown>;
  prospect_flags: unknown;
};

/** The columns a claim reads (e = the e-mail, c = its campaign, p = its prospect). */
const CLAIM_COLUMNS = sql`e.id, e.step, e.instruction, c.id as campaign_id, c.user_id, c.provider, c.model, c.brief,
  e.prospect_id, jsonb_build_object('email', p.email, 'firstName', p.first_name, 'lastName', p.last_name, 'title', p.title,
    'company', p.company, 'website', p.website, 'linkedinUrl', p.linkedin_url, 'industry', p.industry,
    'location', p.location, 'notes', p.notes, 'fields', p.fields) as prospect, p.flags as prospect_flags`;

/**
 * `batchId` (overnight mode, decision 038): null, the per-e-mail claim, takes only rows in no provider
 * batch; a batch's id takes that batch's rows (its submission job).
 */
export async function claimEmails(
  db: Database,
  emailIds: readonly string[],
  batchId: string | null = null,
): Promise<Map<string, Claim>> {
  const rows = rowsOf<ClaimRow>(
    await db.execute(sql`
      update emails e set status = 'generating', claimed_at = now(), attempts = e.attempts + 1, updated_at = now()
      from campaigns c, prospects p
      where e.id = any(${arrayParam(emailIds)}::uuid[]) and c.id = e.campaign_id and p.id = e.prospect_id
        and e.status in ('queued', 'generating') and (e.not_before is null or e.not_before <= now())
        and ${batchId === null ? sql`e.batch_id is null` : sql`e.batch_id = ${batchId}::uuid`}
        and c.generation_state = 'running' and (c.budget_usd is null or c.spent_usd < c.budget_usd)
        and (c.brief->>'research' is distinct from 'website' or not exists (select 1 from prospect_research r
          where r.prospect_id = e.prospect_id and r.state in ${UNFINISHED_RESEARCH}))
      returning ${CLAIM_COLUMNS}`),
  );
  return toClaims(db, rows);
}

/**
 * The claims of a provider batch's e-mails still being written (`generating` with its `batch_id`), read
 * without changing them: what the batch's results are finished against (decision 038).
 */
export async function batchClaims(db: Database, batchId: string): Promise<Map<string, Claim>> {
  const rows = rowsOf<ClaimRow>(
    await db.execute(sql`
      select ${CLAIM_COLUMNS} from emails e join campaigns c on c.id = e.campaign_id join prospects p on p.id = e.prospect_id
      where e.batch_id = ${batchId}::uuid and e.status = 'generating'`),
  );
  return toClaims(db, rows);
}

async function toClaims(db: Database, rows: ClaimRow[]): Promise<Map<string, Claim>> {
  // A stored brief without the option predates research: off (brief.ts default).
  const researching = rows.filter((row) => row.brief.research === 'website');
  const pages = await researchForWriting(
    db,
    researching.map((row) => row.prospect_id),
  );
  const researchOf = (row: ClaimRow) => {
    const found = pages.get(row.prospect_id);
    return found ? { research: chooseSources(found, storedBriefSchema.parse(row.brief)) } : {};
  };
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        step: row.step,
        instruction: row.instruction,
        campaign: {
          id: row.campaign_id,
          userId: row.user_id,
          provider: row.provider,
          model: row.model,
          brief: row.brief,
        },
        prospect: prospectDataSchema.parse(row.prospect),
        prospectFlags: prospectFlagSchema.array().catch([]).parse(row.prospect_flags),
        ...researchOf(row),
      },
    ]),
  );
}

/** Whether a campaign has stopped taking calls: paused, or its spend reached its budget. */
const STOPPED = sql`(c.generation_state in ('paused', 'budget_reached') or (c.budget_usd is not null and c.spent_usd >= c.budget_usd))`;

/**
 * Asks whether campaigns stopped (paused or at their budget), for `releaseIfStopped`. Asks that arrive
 * while one read is in flight go together in the next read (lib/group-commit.ts): one query for a crowd
 * of e-mails about to call the provider instead of one each (~1 ms each on PGlite, pipeline bench), and
 * each answer is read after its ask arrived, so a pause that committed before it is always seen. A read
 * gathers the asks of one turn of the event loop (the e-mails a fetched batch or a freed slot starts
 * together). Only while asks keep coming (the last read went out under STOP_CHECK_BUSY_MS ago:
 * hundreds of calls a second) does a read wait that long for more, where the one read per e-mail cost
 * more than the wait (PGlite: 214 → 323 e-mails/s).
 * `recent(id, maxAgeMs)` gives, without a read, the answer for campaign `id` of the newest read asked
 * less than `maxAgeMs` ago, by any e-mail (undefined when there is none): what the check in a call slot
 * takes instead of a read of its own while the campaign's other e-mails keep asking (stopCheckpoint).
 * @returns a function answering true when the campaign `id` has stopped (false for an unknown id)
 */
export const STOP_CHECK_BUSY_MS = 5;

export type StopCheck = {
  (campaignId: string): Promise<boolean>;
  recent?(campaignId: string, maxAgeMs: number): boolean | undefined;
};

export function campaignStopCheck(db: Database): StopCheck {
  const read = groupCommit(
    async (ids: readonly string[]) => {
      const rows = rowsOf<{ id: string; stopped: boolean }>(
        await db.execute(
          sql`select c.id, ${STOPPED} as stopped from campaigns c where c.id = any(${arrayParam([...new Set(ids)])}::uuid[])`,
        ),
      );
      const stopped = new Map(rows.map((row) => [row.id, row.stopped]));
      return ids.map((id) => stopped.get(id) ?? false);
    },
    { window: 'turn', busyWindowMs: STOP_CHECK_BUSY_MS },
  );
  // Each campaign's newest answer, stamped with when it was asked: the read that gave it started then or later.
  const answers = new Map<string, { askedAt: number; stopped: boolean }>();
  const check: StopCheck = async (campaignId) => {
    const askedAt = performance.now();
    const stopped = await read(campaignId);
    if ((answers.get(campaignId)?.askedAt ?? -Infinity) < askedAt) answers.set(campaignId, { askedAt, stopped });
    return stopped;
  };
  check.recent = (campaignId, maxAgeMs) => {
    const answer = answers.get(campaignId);
    return answer && performance.now() - answer.askedAt <= maxAgeMs ? answer.stopped : undefined;
  };
  return check;
}

/**
 * Gives a claimed e-mail back (`generating` → `queued`, its claim's attempt not counted) when its
 * campaign was paused or reached its budget since the claim: a worker holds more claimed e-mails than
 * AI_CONCURRENCY slots (worker.ts), and this check, made as the provider call is about to start (stopCheckpoint), keeps
 * both a pause and a budget's overshoot to the calls already in flight. A cancelled campaign's
 * claimed e-mails finish, as those in flight do (run-control.ts).
 * `isStopped` answers the check (`campaignStopCheck`; the worker shares one across its e-mails).
 * @returns true when the e-mail was given back (the caller then stops the campaign at its budget)
 */
export async function releaseIfStopped(
  db: Database,
  claim: { id: string; campaign: { id: string } },
  isStopped: StopCheck = campaignStopCheck(db),
): Promise<boolean> {
  // A read first: the campaign almost always still runs, and a read by primary key costs far less
  // than an UPDATE (on PGlite every statement runs on the event loop's thread).
  if (!(await isStopped(claim.campaign.id))) return false;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update emails e set status = 'queued', claimed_at = null, attempts = greatest(e.attempts - 1, 0), updated_at = now()
      from campaigns c
      where e.id = ${claim.id}::uuid and e.status = 'generating' and c.id = e.campaign_id and ${STOPPED}
      returning e.id`),
  );
  return rows.length > 0;
}

/**
 * The stop check of one claimed e-mail around its call slot (`releaseIfStopped`): asked as the e-mail
 * starts to wait for a slot, so the read's round trip is not spent holding one, and checked again in
 * the slot when that answer is older than STOP_CHECK_FRESH_MS (the e-mail waited that long for a slot):
 * with the newest answer any of the campaign's e-mails got (`StopCheck.recent`), and only when none is
 * that fresh with a read of its own. A pause or budget committed less than STOP_CHECK_FRESH_MS before
 * a call starts may thus not stop it: at 160 calls a second, ~16 calls beside the AI_CONCURRENCY in
 * flight, a bound of the same order as the draft store's own delay before spend is counted
 * (store-drafts.ts). In the slot, a read (queued behind the database's other statements) held each
 * 200 ms call ~2.3 % longer on PGlite (4.7 ms; pipeline bench at C=32); while a batch runs, its new
 * claims ask many times in every 100 ms, so the slot almost never waits for one.
 * @returns `beforeSlot()` and `inSlot()`, each true when the e-mail was given back, and `clearedAt()`,
 *   when (epoch ms) the last of them was asked: the call thread's gate takes it as the campaign's
 *   all-clear (lib/call-thread), and asks `inSlot()` when it is older than STOP_CHECK_FRESH_MS
 */
export const STOP_CHECK_FRESH_MS = 100;

export type StopCheckpoint = ReturnType<typeof stopCheckpoint>;

export function stopCheckpoint(db: Database, claim: { id: string; campaign: { id: string } }, isStopped: StopCheck) {
  let askedAt = Number.NEGATIVE_INFINITY;
  const check = () => {
    askedAt = performance.now();
    return releaseIfStopped(db, claim, isStopped);
  };
  return {
    beforeSlot: check,
    clearedAt: () => performance.timeOrigin + askedAt,
    inSlot: async () => {
      if (performance.now() - askedAt <= STOP_CHECK_FRESH_MS) return false;
      return isStopped.recent?.(claim.campaign.id, STOP_CHECK_FRESH_MS) === false ? false : check();
    },
  };
}
