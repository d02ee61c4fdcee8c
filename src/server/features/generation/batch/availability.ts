import type { ProviderConfig } from '#server/engine/index.ts';
import type { Brief } from '#shared/brief.ts';

/**
 * Whether a campaign can be written in overnight mode (decision 038): its provider must have a batch API
 * we use — OpenAI's Batch API (OpenAI itself, or an OpenAI-compatible server, which may still answer 404
 * on `/batches`: found at submission, and its e-mails then go to normal calls) or Anthropic's Message
 * Batches. Not (yet) Google's batch mode, nor the offline composer (free and immediate already); nor a
 * brief with website research on, whose e-mails wait for each prospect's research one by one.
 * @returns `{available: true, reason: null}`, or false with the reason a person reads
 */
const BATCH_PROVIDERS: ReadonlySet<string> = new Set(['openai', 'openai-compatible', 'anthropic']);

export function batchAvailability(
  provider: Pick<ProviderConfig, 'provider'>,
  brief: Pick<Brief, 'research'>,
): { available: boolean; reason: string | null } {
  if (!BATCH_PROVIDERS.has(provider.provider))
    return {
      available: false,
      reason:
        provider.provider === 'offline'
          ? 'The offline composer writes at once and costs nothing: overnight mode needs an OpenAI, OpenAI-compatible or Anthropic provider.'
          : `Overnight mode uses the OpenAI Batch API or Anthropic's Message Batches; the ${provider.provider} provider's batch API is not supported yet.`,
    };
  if (brief.research === 'website')
    return { available: false, reason: 'Overnight mode does not run with website research on.' };
  return { available: true, reason: null };
}

/**
 * What overnight mode's estimate assumes a batch takes: 1 hour. The providers promise completion within
 * their 24 h window (OpenAI's `completion_window: '24h'`, Anthropic's "within 24 hours") and say most
 * batches finish much sooner (Anthropic: "most batches finish in less than 1 hour"); OpenAI publishes no
 * typical figure, so the hour is a planning figure, shown with the 24 h ceiling beside it.
 */
export const EXPECTED_BATCH_WAIT_SEC = 60 * 60;
export const MAX_BATCH_WAIT_SEC = 24 * 60 * 60;
