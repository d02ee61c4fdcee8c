import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/rows.ts';
import { campaigns, providerBatches, type ProviderBatchRow } from '#server/db/schema/index.ts';
import { BatchApiError, providerBatchApi, type ProviderBatchApi } from '#server/engine/batch/index.ts';
import { prepareModelDraft, ProviderConfigError, type ProviderConfig } from '#server/engine/index.ts';
import { UrlNotAllowedError } from '#server/lib/ssrf.ts';
import type { ProviderBatchState } from '#shared/generation.ts';
import { announceCompletion, stopAtBudget } from '../announce.ts';
import { batchClaims, claimEmails, type Claim } from '../claim.ts';
import { wakeUnfinished } from '../wake.ts';
import { updateBatch, type BatchContext } from './batch-context.ts';
import { sendBatchJobs } from './batch-jobs.ts';
import { collectResults } from './collect.ts';
import { draftInput } from './draft-input.ts';
import { giveBack } from './give-back.ts';
import { fitting, splitOff } from './split.ts';

/**
 * One job of a provider batch (decision 038): moves it one or more steps along, from what its row says,
 * so a job retried after a crash resumes where the last one stopped. The provider's side is one
 * interface (engine/batch `providerBatchApi`: OpenAI's Batch API and compatible servers, Anthropic's
 * Message Batches):
 * 1. `pending`: claims the batch's e-mails (claim.ts, `batch_id`), writes one request each with the
 *    prompt a direct call sends (engine `prepareModelDraft`, engine/batch); those beyond the provider's
 *    limits (requests, bytes) move to a new batch (split.ts); stages the requests (OpenAI uploads the
 *    JSONL; Anthropic has no such step) → `uploaded`, with the file id if any. A crash before that
 *    records leaves at most an unused file.
 * 2. `uploaded`: when an earlier attempt may have created the batch (a file id, or `submitted_at`, set
 *    just before a create is sent), looks for it (`findEarlier`: by file for OpenAI, by creation time and
 *    request count for Anthropic) before creating one → `submitted`. So a retry never submits twice.
 * 3. `submitted`: polls its status; while the provider works, the job queues the next poll
 *    AI_BATCH_POLL_SECONDS later; once it ended, collect.ts reads its results, the e-mails without one
 *    go back to normal calls (give-back.ts), and the campaign's end is checked (announce.ts).
 * A server that answers 404 before the batch exists has no batch API: `unsupported`, and every e-mail
 * goes to normal calls (the batch's note says so). Any other refusal (4xx) of the batch ends it `failed`
 * the same way. Network errors, 429 and 5xx throw: the queue retries the job.
 * Cancel (run-control.ts) sets `cancel_requested_at`: an unsent batch ends `cancelled` at once; a submitted
 * one is cancelled at the provider and collected when it says it ended (what it finished is kept, the
 * rest is deleted, as cancel deletes queued e-mails). Pause leaves a submitted batch running (its
 * results are paid for either way) and holds an unsent one until resume.
 */
export async function advanceBatch(ctx: BatchContext, batchId: string): Promise<void> {
  const [found] = await ctx.db.select().from(providerBatches).where(eq(providerBatches.id, batchId));
  if (!found || !['pending', 'uploaded', 'submitted'].includes(found.state)) return;
  let batch = found;
  const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, batch.campaignId));
  if (!campaign) return;
  if (batch.cancelRequestedAt && batch.state !== 'submitted')
    return finish(ctx, batch, 'cancelled', 'Cancelled before the provider had it.');
  let provider: ProviderConfig;
  try {
    provider = await ctx.providers.providerFor(campaign);
  } catch (error) {
    if (error instanceof ProviderConfigError) return finish(ctx, batch, 'failed', error.message);
    throw error;
  }
  const api = providerBatchApi(provider);
  if (!api) return finish(ctx, batch, 'unsupported', `The ${provider.provider} provider has no batch API we use.`);
  try {
    // The requests this job built, when it staged them (a retry at `uploaded` builds them again if needed).
    let built: string[] | undefined;
    if (batch.state === 'pending') {
      const staged = await stage(ctx, batch, provider, api, campaign.generationState);
      if (!staged) return;
      ({ row: batch, requests: built } = staged);
    }
    if (batch.state === 'uploaded') batch = await submit(ctx, batch, provider, api, built);
    await poll(ctx, batch, provider, api);
  } catch (error) {
    if (error instanceof UrlNotAllowedError) return finish(ctx, batch, 'failed', error.message);
    if (!(error instanceof BatchApiError) || error.status === null || error.status === 429 || error.status >= 500)
      throw error;
    const sending = batch.state !== 'submitted';
    if (sending && error.status === 404)
      return finish(
        ctx,
        batch,
        'unsupported',
        `The provider has no batch API (${error.message}): the e-mails are written by normal calls instead.`,
      );
    return finish(ctx, batch, 'failed', `${error.message}; the e-mails are written by normal calls instead.`);
  }
}

/** Each claimed e-mail's request as JSON text, in the order given. */
async function requestsOf(api: ProviderBatchApi, provider: ProviderConfig, claims: Iterable<Claim>) {
  const write = await api.requests();
  return [...claims].map((claim) => write(claim.id, prepareModelDraft(draftInput(claim, provider)).prompt));
}

async function stage(
  ctx: BatchContext,
  batch: ProviderBatchRow,
  provider: ProviderConfig,
  api: ProviderBatchApi,
  campaignState: string,
): Promise<{ row: ProviderBatchRow; requests: string[] } | null> {
  const ids = rowsOf<{ id: string }>(
    await ctx.db.execute(
      sql`select id from emails where batch_id = ${batch.id}::uuid and status in ('queued', 'generating') order by seq`,
    ),
  ).map((row) => row.id);
  const claims = await claimEmails(ctx.db, ids, batch.id);
  if (claims.size === 0) {
    if (ids.length > 0 && campaignState === 'paused') {
      // Held until resume: the next poll looks again (touching the row keeps the wake-up off it).
      await updateBatch(ctx, batch.id, {});
      await sendBatchJobs(ctx.jobs, [batch.id], ctx.env.AI_BATCH_POLL_SECONDS);
      return null;
    }
    if (ids.length > 0) await stopAtBudget(ctx, ids);
    await finish(ctx, batch, 'done', ids.length > 0 ? 'Nothing was sent: the campaign stopped first.' : null);
    return null;
  }
  // E-mails the claim did not take (deferred by a Retry-After) leave the batch for normal calls.
  const left = ids.filter((id) => !claims.has(id));
  if (left.length > 0) await giveBack(ctx.db, batch.id, left);
  const taken = [...claims.values()];
  const requests = await requestsOf(api, provider, taken);
  const fit = fitting(requests, api.limits);
  if (fit < requests.length)
    await splitOff(
      ctx,
      batch,
      taken.slice(fit).map((claim) => claim.id),
    );
  const sent = requests.slice(0, fit);
  const fileId = await api.stage(sent, `coldsmith-${batch.id}.jsonl`);
  return { row: await updateBatch(ctx, batch.id, { state: 'uploaded', inputFileId: fileId }), requests: sent };
}

async function submit(
  ctx: BatchContext,
  batch: ProviderBatchRow,
  provider: ProviderConfig,
  api: ProviderBatchApi,
  built: string[] | undefined,
) {
  let earlier = null;
  if (batch.inputFileId || batch.submittedAt) {
    // An earlier attempt may have created the batch and crashed before recording it: adopt that one.
    const [counts] = rowsOf<{ n: number; known: string[] }>(
      await ctx.db.execute(sql`
        select (select count(*)::int from emails where batch_id = ${batch.id}::uuid and status = 'generating') as n,
          coalesce((select array_agg(provider_batch_id) from provider_batches
            where provider_batch_id is not null and id <> ${batch.id}::uuid), '{}') as known`),
    );
    earlier = await api.findEarlier({
      inputFileId: batch.inputFileId,
      since: batch.submittedAt,
      requests: counts?.n ?? 0,
      known: new Set(counts?.known ?? []),
    });
  }
  // Recorded before the create is sent: from here on a retry looks for the batch first.
  if (!earlier) batch = await updateBatch(ctx, batch.id, { submittedAt: new Date() });
  const remote =
    earlier ??
    (await api.create({
      inputFileId: batch.inputFileId,
      requests: async () => built ?? requestsOf(api, provider, (await batchClaims(ctx.db, batch.id)).values()),
    }));
  return updateBatch(ctx, batch.id, {
    state: 'submitted',
    providerBatchId: remote.id,
    requestCounts: remote.requestCounts,
  });
}

async function poll(ctx: BatchContext, batch: ProviderBatchRow, provider: ProviderConfig, api: ProviderBatchApi) {
  const id = batch.providerBatchId!;
  let remote = await api.retrieve(id);
  if (batch.cancelRequestedAt && remote.state === 'running') remote = await api.cancel(id);
  const polled = await updateBatch(ctx, batch.id, {
    polls: batch.polls + 1,
    requestCounts: remote.requestCounts,
    outputFileId: remote.outputFileId,
    errorFileId: remote.errorFileId,
  });
  if (remote.state === 'running' || remote.state === 'cancelling') {
    await sendBatchJobs(ctx.jobs, [batch.id], ctx.env.AI_BATCH_POLL_SECONDS);
    return;
  }
  const ids = await collectResults(ctx, polled, remote, provider, api);
  await finish(ctx, polled, remote.state, remote.note, ids);
}

/**
 * Ends a batch in `state` with `note`: its e-mails still unwritten go back to normal calls (or are
 * deleted when the campaign was cancelled; give-back.ts), the campaign's queued e-mails are woken, and
 * its end is checked with the e-mails the batch held (`ids`).
 */
async function finish(
  ctx: BatchContext,
  batch: ProviderBatchRow,
  state: ProviderBatchState,
  note: string | null,
  ids: readonly string[] = [],
) {
  const left = rowsOf<{ n: number }>(
    await ctx.db.execute(
      sql`select count(*)::int as n from emails where batch_id = ${batch.id}::uuid and status = 'generating'`,
    ),
  )[0]?.n;
  await giveBack(ctx.db, batch.id);
  const fellBack =
    left && state !== 'unsupported' && state !== 'cancelled' ? ` ${left} e-mails went to normal calls.` : '';
  await updateBatch(ctx, batch.id, {
    state,
    note: note || fellBack ? `${note ?? ''}${fellBack}`.trim() : null,
    finishedAt: new Date(),
  });
  await wakeUnfinished(ctx.db, ctx.jobs, batch.campaignId);
  if (ids.length > 0) await announceCompletion(ctx, ids);
}
