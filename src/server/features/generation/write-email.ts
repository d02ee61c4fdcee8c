import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { emailEventData, NEW_EVENT_ID, publishInStatement } from '#server/features/webhooks/index.ts';
import {
  callDraftModel,
  prepareModelDraft,
  ProviderConfigError,
  type ModelAnswer,
  type ProviderConfig,
} from '#server/engine/index.ts';
import { costUsd, ProviderError } from '#server/engine/providers/index.ts';
import { type DraftPool, type ScoreContext, type ScoredDraft, scoreDraft } from '#server/engine/threads/index.ts';
import { CallStoppedError, type CallThread } from '#server/lib/call-thread/call-thread.ts';
import { UrlNotAllowedError } from '#server/lib/ssrf.ts';
import { takeTurn } from '#server/lib/take-turn.ts';
import { storedBriefSchema, type Brief } from '#shared/brief.ts';
import type { Draft } from '#shared/emails.ts';
import { stopCheckpoint, type Claim, type StopCheck, type StopCheckpoint } from './claim.ts';
import { earlierSteps } from './earlier-steps.ts';
import type { GenerationContext } from './generation-deps.ts';
import type { Providers } from './provider-pool.ts';
import type { DraftStore } from './store-drafts.ts';

/**
 * One claimed e-mail (claim.ts): write its draft with the engine, score it, and store draft, score and
 * cost with one statement that also adds the cost to the campaign's spend (store-drafts.ts).
 * Only the provider's call holds one of the process's AI_CONCURRENCY slots (the call thread's,
 * `modelAnswer`): the prompt is built before it, and the answer's checks, the score and the store run
 * after it is released, so the next e-mail's call starts meanwhile (pipeline bench: a slot around the
 * whole job left a fifth of the provider's capacity unused on PostgreSQL). The offline composer's
 * draft is made in a slot of provider-pool.ts, as a metered key's call is. Composing, checking and
 * scoring run in the draft pool's threads (engine/threads/draft-pool.ts), off the event loop that
 * serves requests.
 * Before the call, an e-mail whose campaign was paused or reached its budget since the claim is given
 * back (claim.ts `stopCheckpoint`: asked before the slot, again in it when that answer is older than
 * 100 ms; outcome `released`).
 *
 * A provider that fails after the engine's own retries (ProviderError), is misconfigured
 * (ProviderConfigError) or has a refused base URL (UrlNotAllowedError) ends the e-mail `failed` with
 * the provider's message kept on it; tokens billed by failed attempts still count toward spend.
 * A provider that asks to wait longer than the engine waits in-process (a 429 or 503 with a long
 * Retry-After, engine/providers/call-model.ts) does not fail the e-mail: it goes back to `queued` until then
 * (`not_before`), and the wake sweep gives it a job that starts at that time.
 * Anything else (the database went away) is thrown: the queue retries the job, and the claim takes
 * the row again.
 * Webhooks (docs/decisions/020): the statement that stores a result also stores its `email.generated`
 * or `email.failed` deliveries; the worker then checks the batch's campaigns for their end (announce.ts).
 * @returns what happened, for logs and tests
 */
export type WriteOutcome = 'written' | 'failed' | 'deferred' | 'released';

/**
 * What the worker shares across its e-mails (worker.ts setup): provider slots and budgets, the
 * grouped paused-campaign check (claim.ts `campaignStopCheck`), the group-committed draft store and
 * the threads that compose, check and score drafts.
 */
export type WriteDeps = {
  providers: Providers;
  isStopped: StopCheck;
  drafts: DraftStore;
  engine: DraftPool;
  calls: CallThread;
};

export async function writeEmail(
  ctx: GenerationContext,
  claim: Claim,
  { providers, isStopped, drafts, engine, calls }: WriteDeps,
  signal?: AbortSignal,
): Promise<WriteOutcome> {
  // A turn of the event loop before each e-mail (issue 14, item 17): on the embedded database every
  // query settles as a microtask, and without it a whole batch ran as one chain of microtasks that
  // no request could get between (/api/health waited 17.7 s for a 1,000-prospect batch).
  await takeTurn();
  // Stored briefs are re-parsed so defaults added to the schema later apply to old campaigns too.
  const brief = storedBriefSchema.parse(claim.campaign.brief);
  const input = {
    prospect: claim.prospect,
    prospectFlags: claim.prospectFlags,
    brief,
    step: claim.step,
    instruction: claim.instruction ?? undefined,
    research: claim.research,
  };
  const contextNow = async () => scoreContext(ctx, claim, brief);
  let provider: ProviderConfig | undefined;
  let scored: ScoredDraft | undefined;
  try {
    const config = await providers.providerFor(claim.campaign);
    provider = config;
    // The call thread loads while the stop check reads (a metered key's call does not use it).
    if (config.provider !== 'offline' && !providers.metered(config)) calls.warm();
    const stop = stopCheckpoint(ctx.db, claim, isStopped);
    if (await stop.beforeSlot()) return 'released';
    if (config.provider === 'offline') {
      const context = await contextNow();
      scored = await providers.slot(async () =>
        (await stop.inSlot()) ? undefined : engine.run({ kind: 'compose', input, context }),
      );
    } else {
      const prepared = prepareModelDraft(input);
      const call = { provider: config, signal, call: callOptions(ctx, providers, config, brief.lengthWords) };
      const answer = await modelAnswer(claim, { providers, calls }, stop, config, (fetch) =>
        callDraftModel({ ...call, ...(fetch ? { fetch } : {}) }, prepared),
      );
      if (answer) {
        const finish = { brief, step: claim.step, prospectFlags: claim.prospectFlags, provider: modelOf(config) };
        scored = await engine.run({ kind: 'finish', input: finish, prepared, answer, context: await contextNow() });
      }
    }
    if (!scored) return 'released';
  } catch (error) {
    if (!(
      error instanceof ProviderError ||
      error instanceof ProviderConfigError ||
      error instanceof UrlNotAllowedError
    ))
      throw error;
    if (error instanceof ProviderError && error.details.retryable && error.retryAfterMs !== undefined) {
      await defer(ctx.db, claim, error.retryAfterMs);
      return 'deferred';
    }
    await storeFailure(ctx, claim, error, provider);
    return 'failed';
  }
  await storeScored(claim, scored, drafts);
  return 'written';
}

/**
 * The provider's answer for one e-mail, or undefined when its campaign stopped before the call began.
 * The call goes through the call thread (lib/call-thread): it waits in that thread's line, which
 * starts it the moment one of AI_CONCURRENCY calls ends, and only while the campaign's newest
 * all-clear is under STOP_CHECK_FRESH_MS old, asking `stop.inSlot()` otherwise (a retry too: a pause
 * stops an e-mail's retries). A metered key (AI_RPM, AI_TPM) calls in a slot of the main thread
 * instead: its shared budget's turn is taken right before the request is sent, so the request may not
 * wait in a line after it (docs/decisions/037, third addendum).
 */
function modelAnswer(
  claim: Claim,
  { providers, calls }: Pick<WriteDeps, 'providers' | 'calls'>,
  stop: StopCheckpoint,
  config: ProviderConfig,
  send: (fetch?: typeof globalThis.fetch) => Promise<ModelAnswer>,
): Promise<ModelAnswer | undefined> {
  if (providers.metered(config)) return providers.slot(async () => ((await stop.inSlot()) ? undefined : send()));
  const gate = { key: claim.campaign.id, clearedAt: stop.clearedAt(), recheck: async () => !(await stop.inSlot()) };
  return calls
    .gated(gate, () => send(config.untrustedBaseUrl ? calls.guardedFetch : calls.fetch))
    .catch((error: unknown) => {
      if (error instanceof CallStoppedError) return undefined;
      throw error;
    });
}

/** Only what a draft's label needs of its provider goes to a thread (not its API key). */
const modelOf = (config: ProviderConfig) => ({ provider: config.provider, model: config.model });

/**
 * callModel's options for one e-mail: every attempt takes a slot of the key's shared budget and
 * reserves its tokens, corrected afterwards; a 429 or spent rate-limit headers hold the key for everyone.
 */
function callOptions(ctx: GenerationContext, providers: Providers, config: ProviderConfig, lengthWords: number) {
  return {
    ...ctx.call,
    ...providers.meter(config, lengthWords),
    onRetry: (retry: Parameters<NonNullable<NonNullable<GenerationContext['call']>['onRetry']>>[0]) => {
      ctx.call?.onRetry?.(retry);
      if (retry.error.status === 429) void providers.rateLimited(config, retry.delayMs).catch(() => {});
    },
  };
}

/** What a draft of `claim` is scored against (engine/threads/draft-work.ts): its brief, row, earlier steps and passages. */
async function scoreContext(ctx: GenerationContext, claim: Claim, brief: Brief): Promise<ScoreContext> {
  return {
    brief,
    prospect: claim.prospect,
    step: claim.step,
    previous: await earlierSteps(ctx.db, claim.id, claim.step),
    sources: claim.research?.sources,
  };
}

/**
 * The end a provider batch's result takes (decision 038): scored on this thread (engine/threads/draft-work.ts)
 * and stored as a direct call's draft is.
 */
export async function scoreAndStore(ctx: GenerationContext, claim: Claim, draft: Draft, drafts: DraftStore) {
  const context = await scoreContext(ctx, claim, storedBriefSchema.parse(claim.campaign.brief));
  await takeTurn(); // between the result's checks and its score, the two CPU-bound halves of an e-mail
  await storeScored(claim, scoreDraft(draft, context), drafts);
}

/** A scored draft to the group-committed draft store, with its cost (USD; null when unknown). */
async function storeScored(claim: Claim, { draft, score, flags }: ScoredDraft, drafts: DraftStore) {
  await drafts.store(claim, draft.costUsd, {
    subject: draft.subject,
    opener: draft.opener,
    body: draft.body,
    facts_used: draft.factsUsed,
    flags,
    score,
    grade: score.grade,
    verdict: score.verdict,
    model: draft.model,
    input_tokens: draft.tokens.input,
    output_tokens: draft.tokens.output,
  });
}

async function defer(db: Database, claim: Claim, retryAfterMs: number) {
  await db.execute(sql`
    update emails set status = 'queued', claimed_at = null, updated_at = now(),
      not_before = now() + make_interval(secs => ${retryAfterMs / 1000})
    where id = ${claim.id}::uuid and status = 'generating'`);
}

async function storeFailure(ctx: GenerationContext, claim: Claim, error: Error, provider: ProviderConfig | undefined) {
  const billed = error instanceof ProviderError ? error.tokens : { input: 0, output: 0 };
  ctx.logger.warn({ err: error, emailId: claim.id }, 'e-mail generation failed');
  await recordFailure(ctx, claim, provider?.model ? costUsd(provider.provider, provider.model, billed) : null, {
    // ProviderError's message carries the provider's own words, its status and the attempts.
    error: error.message,
    input_tokens: billed.input,
    output_tokens: billed.output,
  });
}

/**
 * Writes a failure only if the row is still this claim's (`generating`: not cancelled, not taken by a
 * regeneration), adds `cost` (USD, the failed attempts' tokens) to the campaign's spend, and stores the
 * e-mail's `email.failed` deliveries, all in one statement, so spend, e-mails and events never
 * disagree. The last draft's text is kept. Drafts are stored by store-drafts.ts. A provider batch's
 * failed lines end here too (decision 038), leaving the batch (`batch_id` null).
 */
export async function recordFailure(
  ctx: GenerationContext,
  claim: Claim,
  cost: number | null,
  failure: { error: string; input_tokens: number; output_tokens: number },
) {
  await publishInStatement(
    ctx,
    'email.failed',
    sql`
    stored as (
      update emails set status = 'failed', error = ${failure.error}, input_tokens = ${failure.input_tokens},
        output_tokens = ${failure.output_tokens}, cost_usd = ${cost === null ? null : String(cost)}::numeric,
        instruction = null, not_before = null, batch_id = null, generated_at = now(), updated_at = now()
      where id = ${claim.id}::uuid and status = 'generating'
      returning id, campaign_id, prospect_id, step, error),
    spend as (
      update campaigns c set spent_usd = c.spent_usd + ${cost ?? 0}::numeric
      from stored where c.id = stored.campaign_id and ${cost ?? 0}::numeric > 0),
    ev as (select ${claim.campaign.userId}::text as user_id, ${NEW_EVENT_ID} as event_id, ${emailEventData('email.failed', 'stored')} as data from stored)`,
  );
}
