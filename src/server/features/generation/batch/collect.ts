import pLimit from 'p-limit';
import { finishModelDraft, prepareModelDraft, type ProviderConfig } from '#server/engine/index.ts';
import { parseBatchLine, type OpenAiBatchApi, type RemoteBatch } from '#server/engine/batch/index.ts';
import { batchCostUsd } from '#server/engine/prices.ts';
import type { ProviderBatchRow } from '#server/db/schema/index.ts';
import { storedBriefSchema } from '#shared/brief.ts';
import { batchClaims, type Claim } from '../claim.ts';
import { recordFailure, scoreAndStore } from '../write-email.ts';
import type { BatchContext } from './batch-context.ts';

/**
 * Reads a finished provider batch's results into its e-mails (decision 038), for a batch that ended
 * `completed`, `expired`, `failed` or `cancelled` (the last three may hold a finished part):
 * - each output line answering an e-mail still in the batch (`generating`, claim.ts `batchClaims`) is finished as
 *   a direct call's answer is (engine `finishModelDraft`: grounding, flags), then scored and stored by
 *   the same code (write-email.ts `scoreAndStore`), priced at the batch rate (engine/prices.ts
 *   `batchCostUsd`) from the line's own `usage`;
 * - a line the provider refused for good (a 4xx other than 429) fails its e-mail with the provider's
 *   words and the batch price of the tokens it billed; any other line without a usable answer (429, 5xx,
 *   expired, cancelled, unreadable) and an e-mail with no line at all are left for `giveBack`.
 * Only e-mails still `generating` in this batch are touched, so collecting again after a crash writes
 * nothing twice and adds nothing twice to spend.
 * @returns the ids of the e-mails the batch held when collection started
 */
export const COLLECT_CONCURRENCY = 16;

export async function collectResults(
  ctx: BatchContext,
  batch: ProviderBatchRow,
  remote: RemoteBatch,
  provider: ProviderConfig,
  api: OpenAiBatchApi,
): Promise<string[]> {
  const claims = await batchClaims(ctx.db, batch.id);
  const ids = [...claims.keys()];
  const limit = pLimit(COLLECT_CONCURRENCY);
  const work: Promise<unknown>[] = [];
  const price = (tokens: { input: number; output: number }) =>
    batchCostUsd(provider.provider, provider.model ?? '', tokens);
  for (const fileId of [remote.output_file_id, remote.error_file_id]) {
    if (!fileId) continue;
    for (const text of (await api.content(fileId)).split('\n')) {
      const result = text.trim() ? parseBatchLine(text) : null;
      const claim = result ? claims.get(result.customId) : undefined;
      if (!result || !claim) continue;
      claims.delete(result.customId); // one answer per e-mail, the first
      if (result.ok)
        work.push(limit(() => store(ctx, claim, provider, result.output, result.tokens, price(result.tokens))));
      else if (!result.retryable)
        work.push(
          limit(() =>
            recordFailure(ctx, claim, price(result.tokens), {
              error: `The provider's batch refused this e-mail: ${result.message}`,
              input_tokens: result.tokens.input,
              output_tokens: result.tokens.output,
            }),
          ),
        );
    }
  }
  await Promise.all(work);
  return ids;
}

function store(
  ctx: BatchContext,
  claim: Claim,
  provider: ProviderConfig,
  output: Parameters<typeof finishModelDraft>[2],
  tokens: { input: number; output: number },
  cost: number | null,
) {
  const brief = storedBriefSchema.parse(claim.campaign.brief);
  const input = {
    prospect: claim.prospect,
    prospectFlags: claim.prospectFlags,
    brief,
    step: claim.step,
    provider,
    instruction: claim.instruction ?? undefined,
    research: claim.research,
  };
  const draft = finishModelDraft(input, prepareModelDraft(input), output, tokens, cost);
  return scoreAndStore(ctx, claim, draft, ctx.drafts);
}
