import { eq } from 'drizzle-orm';
import { campaigns } from '#server/db/schema/index.ts';
import { exportShape, partlyApproved } from '#server/features/export/index.ts';
import { layout, presets } from '#server/features/export/index.ts';
import { exportGroups } from '#server/features/export/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { markExported } from '#server/features/campaigns/index.ts';
import { integrationLabels } from '#shared/integrations.ts';
import { connectors, VendorError, type Lead, type VendorContext } from '../connectors/index.ts';
import { recordUse } from '../connections.service.ts';
import { vendorContextFor } from '../target-campaigns.service.ts';
import { alreadyRecorded, claimPush, finishPush, recordResults, type RecordedResult } from './record-results.ts';
import type { PushContext } from './start-push.ts';

/**
 * One push's work, run by its job (worker.ts); resumable at any point (docs/decisions/021):
 * 1. claims the push (`queued|running → running`); a finished push is left alone;
 * 2. reads the campaign's prospects with approved e-mails in import order (the export's own reader,
 *    export/source.ts) and builds each lead from the tool's export preset (`subject_1`, `opener_1`,
 *    `body_1`…, export/presets.ts); a prospect without an address, or with only part of its sequence
 *    approved (it would be sent empty follow-ups), is recorded `skipped` with the reason;
 * 3. sends batches of the connector's size, each time leaving out every prospect this push already has
 *    a result for — a resumed push never sends a recorded lead again — and records each batch's results
 *    with the counts in one transaction (record-results.ts).
 * The one gap no client can close is a crash after the tool answered and before the results were
 * stored: that batch is sent again, and each tool's own duplicate rule makes it harmless (Instantly
 * `skip_if_in_campaign`, Smartlead and lemlist never add an address twice to a campaign, HubSpot
 * upserts by e-mail).
 * A refused key (401/403) stops the push as `failed` and marks the connection `error`; an abort
 * (shutdown) or a database error is thrown, so the job is retried and the push resumes.
 */
const NO_EMAIL = 'No e-mail address: the tool needs one.';
const PARTIAL = 'Only part of the sequence is approved: approve every step to push this lead.';
/** Skipped prospects recorded per transaction. */
const SKIP_BATCH = 500;

export async function runPush(ctx: PushContext, pushId: string, signal?: AbortSignal): Promise<void> {
  const push = await claimPush(ctx.db, pushId);
  if (!push) return;
  const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, push.campaignId));
  if (!campaign) return finishPush(ctx.db, pushId, { error: 'The campaign was deleted.' });
  let vendor: VendorContext;
  try {
    vendor = await vendorContextFor(ctx, push.userId, push.provider, signal);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_connected') {
      return finishPush(ctx.db, pushId, {
        error: `${integrationLabels[push.provider]} was disconnected before the push finished.`,
      });
    }
    throw error;
  }
  const connector = connectors[push.provider];
  const shape = await exportShape(ctx.db, campaign, 'approved');
  const { record } = layout(presets[connector.preset], shape.steps, shape.customColumns);

  const send = async (leads: Lead[]) => {
    signal?.throwIfAborted();
    const done = await alreadyRecorded(
      ctx.db,
      pushId,
      leads.map((l) => l.prospectId),
    );
    const todo = leads.filter((l) => !done.has(l.prospectId));
    if (todo.length === 0) return;
    const emails = new Map(todo.map((l) => [l.prospectId, l.email]));
    const results = await connector.pushBatch(vendor, { targetCampaignId: push.targetCampaignId, leads: todo });
    await recordResults(
      ctx.db,
      pushId,
      results.map((r): RecordedResult => ({ ...r, email: emails.get(r.prospectId) ?? null })),
    );
  };

  try {
    await connector.prepare?.(vendor, { steps: shape.steps });
    let batch: Lead[] = [];
    let skipped: RecordedResult[] = [];
    for await (const group of exportGroups(ctx.db, campaign.id, 'approved')) {
      const email = group.prospect.email?.trim();
      // A lead with empty follow-up variables would be sent empty follow-ups (issue 14, item 6).
      const partial = partlyApproved('approved', group.emails.length, shape.steps);
      if (!email || partial) {
        skipped.push({
          prospectId: group.prospect.id,
          email: email || null,
          status: 'skipped',
          detail: email ? PARTIAL : NO_EMAIL,
          vendorId: null,
        });
        if (skipped.length >= SKIP_BATCH) {
          await recordResults(ctx.db, pushId, skipped);
          skipped = [];
        }
        continue;
      }
      batch.push({ prospectId: group.prospect.id, email, record: record(group) });
      if (batch.length >= connector.batchSize) {
        await send(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await send(batch);
    await recordResults(ctx.db, pushId, skipped);
  } catch (error) {
    if (!(error instanceof VendorError)) throw error;
    // A refused key, or a failure of the one-off preparation (HubSpot's properties): the push stops.
    if (error.kind === 'auth') await recordUse(ctx.db, push.userId, push.provider, { ok: false, error: error.message });
    return finishPush(ctx.db, pushId, { error: error.message });
  }
  await recordUse(ctx.db, push.userId, push.provider, { ok: true });
  await finishPush(ctx.db, pushId, { error: null });
  await markExported(ctx.db, campaign.id);
}
