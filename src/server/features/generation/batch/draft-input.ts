import type { ProviderConfig } from '#server/engine/index.ts';
import { storedBriefSchema } from '#shared/brief.ts';
import type { Claim } from '../claim.ts';

/**
 * What the engine's two halves of a model draft take for a claimed e-mail (`prepareModelDraft` before
 * the request, `finishModelDraft` after the result; decision 038): the same fields a direct call passes,
 * so a batch request and its checks match a direct call's.
 */
export function draftInput(claim: Claim, provider: ProviderConfig) {
  return {
    prospect: claim.prospect,
    prospectFlags: claim.prospectFlags,
    brief: storedBriefSchema.parse(claim.campaign.brief),
    step: claim.step,
    provider,
    instruction: claim.instruction ?? undefined,
    research: claim.research,
  };
}
