import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { campaigns, emails, providerBatches, type CampaignRow } from '#server/db/schema/index.ts';
import { sendBatchJobs } from './batch/index.ts';
import { AppError } from '#server/lib/errors.ts';
import type { GenerationState } from '#shared/generation.ts';
import type { GenerationContext } from './generation-deps.ts';
import { wakeUnfinished } from './wake.ts';

/**
 * Pause, resume, cancel and retry-failed (DESIGN.md §4; docs/decisions/014). The run state lives on the
 * campaign; workers check it when they claim an e-mail (claim.ts), so:
 * - pause: no new e-mail starts; those being written finish; queued rows wait;
 * - resume: back to running, queued rows get jobs again (also after `budget_reached`, e.g. once the
 *   budget was raised); the answer does not wait for the jobs (`wakeInBackground`);
 * - cancel: queued rows never written are deleted (a later generate queues them again); a queued
 *   regeneration goes back to `ready` with the draft it had; running ones finish; a provider batch is
 *   cancelled by its job (at the provider too), what it finished kept and the rest deleted (decision 038);
 * - retry-failed: failed rows go back to queued, without their error, and the batch runs (its jobs sent
 *   in the background too).
 * @throws AppError `conflict` when the action does not apply (pausing a batch that is not running)
 */
export type RunAction = 'pause' | 'resume' | 'cancel' | 'retry-failed';

export async function controlRun(ctx: GenerationContext, campaign: CampaignRow, action: RunAction): Promise<void> {
  const setState = (state: GenerationState, from: GenerationState[]) =>
    ctx.db
      .update(campaigns)
      .set({ generationState: state })
      .where(and(eq(campaigns.id, campaign.id), inArray(campaigns.generationState, from)))
      .returning({ id: campaigns.id });

  switch (action) {
    case 'pause': {
      const done = await setState('paused', ['running']);
      if (done.length === 0) throw new AppError('conflict', 'Only a running batch can be paused.');
      return;
    }
    case 'resume': {
      const done = await setState('running', ['paused', 'budget_reached', 'cancelled', 'running']);
      if (done.length === 0) throw new AppError('conflict', 'There is no batch to resume.');
      wakeInBackground(ctx, campaign.id);
      return;
    }
    case 'cancel': {
      const batches = await ctx.db.transaction(async (tx) => {
        const queued = and(eq(emails.campaignId, campaign.id), eq(emails.status, 'queued'));
        await tx.delete(emails).where(and(queued, isNull(emails.generatedAt)));
        // A queued regeneration keeps the draft it had, back to review without its instruction.
        await tx
          .update(emails)
          .set({ status: 'ready', instruction: null, notBefore: null, updatedAt: sql`now()` })
          .where(queued);
        await tx.update(campaigns).set({ generationState: 'cancelled' }).where(eq(campaigns.id, campaign.id));
        // Its provider batches are cancelled by their jobs (batch/advance.ts), at the provider too.
        return tx
          .update(providerBatches)
          .set({ cancelRequestedAt: sql`now()`, updatedAt: sql`now()` })
          .where(
            and(
              eq(providerBatches.campaignId, campaign.id),
              inArray(providerBatches.state, ['pending', 'uploaded', 'submitted']),
            ),
          )
          .returning({ id: providerBatches.id });
      });
      await sendBatchJobs(
        ctx.jobs,
        batches.map((batch) => batch.id),
      );
      return;
    }
    case 'retry-failed': {
      await ctx.db.transaction(async (tx) => {
        const retried = await tx
          .update(emails)
          .set({ status: 'queued', error: null, claimedAt: null, updatedAt: sql`now()` })
          .where(and(eq(emails.campaignId, campaign.id), eq(emails.status, 'failed')))
          .returning({ id: emails.id });
        // Retried e-mails make a new batch, which gets its own `campaign.completed` (announce.ts).
        await tx
          .update(campaigns)
          .set({ generationState: 'running', ...(retried.length > 0 ? { batchCompletedAt: null } : {}) })
          .where(eq(campaigns.id, campaign.id));
      });
      wakeInBackground(ctx, campaign.id);
      return;
    }
  }
}

/**
 * Sends the campaign's jobs without holding the request: thousands of queued rows take seconds to wake
 * (jobs/queue.ts SEND_CHUNK), and the state change that lets them run has committed already. Should it
 * fail, the workers' periodic wake-up (every minute, wake.ts) sends them.
 */
function wakeInBackground(ctx: GenerationContext, campaignId: string) {
  void wakeUnfinished(ctx.db, ctx.jobs, campaignId).catch((err: unknown) =>
    ctx.logger.warn({ err, campaignId }, 'waking the batch failed; the periodic wake-up will'),
  );
}
