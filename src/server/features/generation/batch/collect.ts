import pLimit from 'p-limit';
import { finishModelDraft, prepareModelDraft, type ProviderConfig } from '#server/engine/index.ts';
import type { BatchView, ProviderBatchApi } from '#server/engine/batch/index.ts';
import { batchCostUsd } from '#server/engine/providers/index.ts';
import type { ProviderBatchRow } from '#server/db/schema/index.ts';
import type { DraftOutput } from '#server/engine/write/index.ts';
import { batchClaims, type Claim } from '../claim.ts';
import { recordFailure, scoreAndStore } from '../write-email.ts';
import type { BatchContext } from './batch-context.ts';
import { draftInput } from './draft-input.ts';

/**
 * Reads a finished provider batch's results into its e-mails (decision 038), for a batch that ended
 * `done`, `expired`, `failed` or `cancelled` (the last three may hold a finished part), whichever the
 * provider (engine/batch `ProviderBatchApi.results`: OpenAI's output and error files, Anthropic's results):
 * - each result answering an e-mail still in the batch (`generating`, claim.ts `batchClaims`) is finished
 *   as a direct call's answer is (engine `finishModelDraft`: grounding, flags), then scored and stored by
 *   the same code (write-email.ts `scoreAndStore`), priced at the batch rate (engine/providers/prices.ts
 *   `batchCostUsd`) from the result's own usage;
 * - a result the provider refused for good (OpenAI: a 4xx other than 429; Anthropic: an `errored`
 *   invalid request) fails its e-mail with the provider's words and the batch price of the tokens it
 *   billed; any other result without a usable answer (429, 5xx, overloaded, expired, cancelled,
 *   unreadable) and an e-mail with no result at all are left for `giveBack`.
 * Only e-mails still `generating` in this batch are touched, so collecting again after a crash writes
 * nothing twice and adds nothing twice to spend.
 * @returns the ids of the e-mails the batch held when collection started
 */
export const COLLECT_CONCURRENCY = 16;

export async function collectResults(
  ctx: BatchContext,
  batch: ProviderBatchRow,
  remote: BatchView,
  provider: ProviderConfig,
  api: ProviderBatchApi,
): Promise<string[]> {
  const claims = await batchClaims(ctx.db, batch.id);
  const ids = [...claims.keys()];
  const limit = pLimit(COLLECT_CONCURRENCY);
  const work: Promise<unknown>[] = [];
  const price = (tokens: { input: number; output: number }) =>
    batchCostUsd(provider.provider, provider.model ?? '', tokens);
  for await (const result of api.results(remote)) {
    const claim = claims.get(result.customId);
    if (!claim) continue;
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
  await Promise.all(work);
  return ids;
}

function store(
  ctx: BatchContext,
  claim: Claim,
  provider: ProviderConfig,
  output: DraftOutput,
  tokens: { input: number; output: number },
  cost: number | null,
) {
  const input = draftInput(claim, provider);
  const draft = finishModelDraft(input, prepareModelDraft(input), output, tokens, cost);
  return scoreAndStore(ctx, claim, draft, ctx.drafts);
}
