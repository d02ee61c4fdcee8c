import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import type { CampaignRow, EmailRow, ProspectRow } from '#server/db/schema/index.ts';
import {
  composeWithInstruction,
  InstructionError,
  parseInstruction,
  ProviderConfigError,
  resolveProvider,
} from '#server/engine/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { storedBriefSchema } from '#shared/brief.ts';
import { getAiCredentials } from '#server/features/ai-settings/index.ts';
import type { GenerationContext } from '#server/features/generation/index.ts';
import { toProspect } from '#server/features/prospects/index.ts';

/**
 * Checks a regeneration instruction before the e-mail is queued (`POST /api/v1/emails/:id/regenerate`),
 * so a reviewer hears at once, under the instruction field, what the writer cannot do — rather than
 * finding the e-mail failed a moment later. Only when the campaign writes offline (its provider, else
 * its owner's AI settings, else the server's env: engine resolveProvider): the offline composer
 * follows "shorter", "more casual", "more formal", "no question" and "mention <field>"
 * (engine/write/offline/instructions.ts), and the check writes the e-mail with the instruction the way the
 * worker will (a few milliseconds) and keeps nothing. With an AI provider any instruction goes to the
 * model, as before.
 * @throws AppError 422 `instruction_needs_provider` (only a model can follow it) or
 *   `instruction_not_applicable` (a blank field, nothing to shorten…), its message naming the
 *   instruction, also in `errors` under the `instruction` field
 */
export async function checkOfflineInstruction(
  ctx: Pick<GenerationContext, 'db' | 'env' | 'encryptionKey'>,
  { email, prospect, campaign }: { email: EmailRow; prospect: ProspectRow; campaign: CampaignRow },
  instruction: string | undefined,
): Promise<void> {
  if (!instruction?.trim() || !(await writesOffline(ctx, campaign))) return;
  const parsed = parseInstruction(instruction);
  const mentions = Array.isArray(parsed) && parsed.some((p) => p.kind === 'mention');
  try {
    composeWithInstruction({
      prospect: toProspect(prospect),
      brief: storedBriefSchema.parse(campaign.brief),
      step: email.step,
      instruction,
      columns: mentions ? await customColumns(ctx.db, campaign.id) : [],
    });
  } catch (error) {
    if (!(error instanceof InstructionError)) throw error;
    throw new AppError(error.reason, error.message, { errors: [{ path: 'instruction', message: error.message }] });
  }
}

async function writesOffline(ctx: Pick<GenerationContext, 'db' | 'env' | 'encryptionKey'>, campaign: CampaignRow) {
  const user = await getAiCredentials(ctx.db, ctx.encryptionKey, campaign.userId);
  try {
    return resolveProvider({ campaign, user, env: ctx.env }).provider === 'offline';
  } catch (error) {
    // A provider chosen but not configured is not offline: the worker fails the e-mail with that reason.
    if (error instanceof ProviderConfigError) return false;
    throw error;
  }
}

/** The campaign's custom columns: a mention of one this prospect left blank is "blank", not "unknown". */
async function customColumns(db: Database, campaignId: string): Promise<string[]> {
  const rows = rowsOf<{ key: string }>(
    await db.execute(
      sql`select distinct jsonb_object_keys(fields) as key from prospects where campaign_id = ${campaignId}::uuid`,
    ),
  );
  return rows.map((r) => r.key);
}
