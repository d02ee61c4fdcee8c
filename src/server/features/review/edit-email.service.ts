import { and, eq, inArray } from 'drizzle-orm';
import { emails, type CampaignRow, type EmailRow, type ProspectRow } from '#server/db/schema/index.ts';
import { recordEvent, wakeDeliveries, type PublishDeps } from '#server/features/webhooks/index.ts';
import { draftFlags, scoreEmail, scoreFlags } from '#server/engine/judge/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { storedBriefSchema } from '#shared/brief.ts';
import type { PatchEmail } from '#shared/review.ts';
import { toProspect } from '#server/features/prospects/index.ts';
import { prospectSources } from '#server/features/research/index.ts';
import { type GenerationContext, earlierSteps } from '#server/features/generation/index.ts';
import { checkOfflineInstruction } from './offline-instruction.ts';
import { requeueEmails } from './requeue.ts';

/**
 * A reviewer's changes (`PATCH /api/v1/emails/:id`, `POST …/regenerate`; docs/decisions/015).
 * An edit of subject, opener or body re-runs the checks on the new text — the engine's flags
 * (draft-flags.ts, grounding kept from the draft's facts) and the score, against the row and the
 * website passages the writer had (issue 15) — so the grade and the
 * verdict always describe what will be sent. Only a written e-mail (ready, approved, rejected) can be edited.
 * Approving an e-mail that was not approved stores its `email.approved` webhook deliveries in the same
 * transaction (docs/decisions/020); the row is locked first, so two approvals at once announce it once.
 * @throws AppError `conflict` when the e-mail is not written yet (queued, generating, failed)
 */
type Owned = { email: EmailRow; prospect: ProspectRow; campaign: CampaignRow };

const editable = ['ready', 'approved', 'rejected'] as const;

export async function editEmail(
  deps: Pick<PublishDeps, 'db' | 'jobs'>,
  { email, prospect, campaign }: Owned,
  patch: PatchEmail,
): Promise<EmailRow> {
  if (!(editable as readonly string[]).includes(email.status)) {
    throw new AppError('conflict', `This e-mail is ${email.status}; it can be edited once it is written.`);
  }
  const subject = patch.subject ?? email.subject;
  const opener = patch.opener ?? email.opener;
  const body = patch.body ?? email.body;
  const textChanged = subject !== email.subject || opener !== email.opener || body !== email.body;
  let checks = {};
  if (textChanged) {
    const brief = storedBriefSchema.parse(campaign.brief);
    const data = toProspect(prospect);
    // The website passages the writer had (issue 15): claims cited to them stay checked against them.
    const research = await prospectSources(deps.db, prospect.id, brief);
    const score = scoreEmail({
      subject,
      opener,
      body,
      factsUsed: email.factsUsed,
      brief,
      prospect: data,
      step: email.step,
      previous: await earlierSteps(deps.db, email.id, email.step),
      flags: email.flags,
      sources: research?.sources,
    });
    const engineFlags = draftFlags({
      prospect: data,
      prospectFlags: prospect.flags,
      brief,
      step: email.step,
      subject,
      body,
      factsUsed: email.factsUsed,
      missingMergeFields: 0,
    });
    checks = {
      score,
      grade: score.grade,
      verdict: score.verdict,
      flags: [...new Set([...engineFlags, ...scoreFlags(score), ...(research?.injection ? ['prompt_injection'] : [])])],
    };
  }
  const { row, deliveries } = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: emails.status })
      .from(emails)
      .where(eq(emails.id, email.id))
      .for('update');
    const [updated] = await tx
      .update(emails)
      .set({ subject, opener, body, ...checks, ...(patch.status ? { status: patch.status } : {}) })
      .where(and(eq(emails.id, email.id), inArray(emails.status, [...editable])))
      .returning();
    if (!updated) throw new AppError('conflict', 'This e-mail changed while you edited it; reload and try again.');
    const approved = updated.status === 'approved' && before?.status !== 'approved';
    const data = {
      emailId: updated.id,
      campaignId: updated.campaignId,
      prospectId: updated.prospectId,
      step: updated.step,
      subject: updated.subject,
    };
    return {
      row: updated,
      deliveries: approved ? await recordEvent(tx, { userId: campaign.userId, type: 'email.approved', data }) : [],
    };
  });
  await wakeDeliveries(deps.jobs, deliveries);
  return row;
}

/**
 * Queues the e-mail to be written again (requeue.ts), with the reviewer's instruction ("shorter",
 * "mention their hiring"). A campaign that writes offline
 * refuses an instruction the offline composer cannot follow before anything changes
 * (offline-instruction.ts).
 * @throws AppError `conflict` while the e-mail is being written; 422 `instruction_needs_provider` or
 *   `instruction_not_applicable` (offline-instruction.ts)
 */
export async function regenerateEmail(
  ctx: Pick<GenerationContext, 'db' | 'jobs' | 'env' | 'encryptionKey'>,
  owned: Owned,
  instruction: string | undefined,
): Promise<EmailRow> {
  const { email, campaign } = owned;
  if (email.status === 'generating')
    throw new AppError('conflict', 'This e-mail is being written; try again when it is done.');
  await checkOfflineInstruction(ctx, owned, instruction);
  const [row] = await requeueEmails(
    ctx,
    campaign.id,
    and(eq(emails.id, email.id), inArray(emails.status, ['queued', 'ready', 'approved', 'rejected', 'failed']))!,
    instruction || null,
  );
  if (!row) throw new AppError('conflict', 'This e-mail is being written; try again when it is done.');
  return row;
}
