import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { callModel, languageModel, type ProviderConfig } from '../providers/index.ts';
import { type BuiltPrompt, draftOutputSchema } from '../write/index.ts';
import { safeJson } from './batch-http.ts';
import type { BatchResult } from './request-line.ts';

/**
 * One e-mail as a request of an Anthropic Message Batch, and its result read back (decision 038;
 * https://docs.claude.com/en/api/creating-message-batches).
 *
 * A request is `{custom_id, params}`, `params` being "the Messages API creation parameters": the exact
 * body the AI SDK's Anthropic provider sends for the same prompt in a direct call. That body depends on
 * the model (native structured output `output_config.format` for current models, a forced `json` tool
 * for older ones, and the model's own `max_tokens`), so it is not rebuilt here but read from the SDK:
 * the engine's own call (engine `callModel` on `languageModel`) runs once per batch with a fetch that
 * keeps the request and sends nothing, with two markers in place of the system prompt and the user
 * prompt; each e-mail's request is that body with its own texts put where the markers were (as JSON
 * text, so nothing else is re-serialised). The headers the SDK added beyond the key and version
 * (`anthropic-beta`, when a feature needs one) go with the create request.
 * @throws Error when the SDK did not send the markers as given (a changed SDK; the batch then fails
 *   and its e-mails go to normal calls)
 */
export type AnthropicRequests = {
  /** `{"custom_id": …, "params": …}` as JSON text, for the create body's `requests` array. */
  line: (customId: string, prompt: Pick<BuiltPrompt, 'system' | 'prompt'>) => string;
  /** `anthropic-beta` when the direct call sent one, else nothing. */
  headers: Record<string, string>;
};

/** The SDK's request is read from a fetch that throws this after keeping it. */
class Captured extends Error {}

export async function anthropicRequests(provider: ProviderConfig): Promise<AnthropicRequests> {
  const marker = randomUUID();
  const system = `coldsmith-system-${marker}`;
  const prompt = `coldsmith-prompt-${marker}`;
  let seen: { body: string; headers: Headers } | undefined;
  const capture: typeof fetch = (_url, init) => {
    seen = { body: typeof init?.body === 'string' ? init.body : '', headers: new Headers(init?.headers) };
    return Promise.reject(new Captured('request kept, not sent'));
  };
  await callModel({
    model: languageModel(provider, { fetch: capture }),
    system,
    prompt,
    schema: draftOutputSchema,
    maxAttempts: 1,
  }).catch(() => undefined);
  if (!seen) throw new Error('The AI SDK sent no Anthropic request to read the batch request from.');
  const template = seen.body;
  // A marker's JSON form without the quotes: how it sits inside the body's JSON text.
  const inJson = (text: string) => JSON.stringify(text).slice(1, -1);
  for (const text of [system, prompt])
    if (template.split(inJson(text)).length !== 2)
      throw new Error(
        'The AI SDK changed the prompt text in its request: the batch request cannot match a direct call.',
      );
  const beta = seen.headers.get('anthropic-beta');
  return {
    headers: beta ? { 'anthropic-beta': beta } : {},
    line: (customId, texts) =>
      `{"custom_id":${JSON.stringify(customId)},"params":${template
        .replace(inJson(system), () => inJson(texts.system))
        .replace(inJson(prompt), () => inJson(texts.prompt))}}`,
  };
}

const usageSchema = z.object({ input_tokens: z.number(), output_tokens: z.number() }).nullish();
const resultLineSchema = z.object({
  custom_id: z.string(),
  result: z.object({
    type: z.string(),
    message: z
      .object({
        content: z.array(
          z.object({
            type: z.string(),
            text: z.string().nullish(),
            name: z.string().nullish(),
            input: z.unknown().optional(),
          }),
        ),
        usage: usageSchema,
      })
      .nullish(),
    // `{type: 'error', error: {type, message}}` (the documented ErrorResponse); a bare `{type, message}` too.
    error: z
      .object({
        type: z.string().nullish(),
        message: z.string().nullish(),
        error: z.object({ type: z.string().nullish(), message: z.string().nullish() }).nullish(),
      })
      .nullish(),
  }),
});

/**
 * Error types a direct call would meet again (https://docs.claude.com/en/api/errors: 400, 401, 403, 404,
 * 413); `rate_limit_error` (429), `api_error` (500), `overloaded_error` (529) and any other may succeed
 * through a normal call.
 */
const PERMANENT = new Set([
  'invalid_request_error',
  'authentication_error',
  'permission_error',
  'not_found_error',
  'request_too_large',
]);

/**
 * One line of a Message Batch's results (`GET /v1/messages/batches/{id}/results`, JSONL;
 * https://docs.claude.com/en/api/retrieving-message-batch-results): `{custom_id, result: {type:
 * 'succeeded', message}}` gives the draft from the message as the SDK reads it (the forced `json` tool's
 * `input`, else the text as JSON) and the message's `usage`; `errored` fails for good on an error a
 * direct call would meet again (PERMANENT), with the provider's words, and is retryable otherwise;
 * `canceled` and `expired` are retryable (the request was never run, nothing is billed).
 * @returns null for a line that is not a result at all
 */
export function parseAnthropicResult(text: string): BatchResult | null {
  const line = resultLineSchema.safeParse(safeJson(text));
  if (!line.success) return null;
  const { custom_id: customId, result } = line.data;
  const none = { input: 0, output: 0 };
  if (result.type === 'succeeded' && result.message) {
    const usage = result.message.usage;
    const tokens = { input: usage?.input_tokens ?? 0, output: usage?.output_tokens ?? 0 };
    const blocks = result.message.content;
    const tool = blocks.find((block) => block.type === 'tool_use' && block.name === 'json');
    const answer = tool
      ? tool.input
      : safeJson(
          blocks
            .filter((block) => block.type === 'text')
            .map((block) => block.text ?? '')
            .join(''),
        );
    const output = draftOutputSchema.safeParse(answer);
    if (!output.success)
      return { customId, ok: false, message: 'the answer was not the structured e-mail', retryable: true, tokens };
    return { customId, ok: true, output: output.data, tokens };
  }
  if (result.type === 'errored') {
    const error = result.error?.error ?? result.error;
    const type = error?.type ?? 'api_error';
    const message = `${type}: ${error?.message ?? 'the provider refused the request'}`;
    return { customId, ok: false, message, retryable: !PERMANENT.has(type), tokens: none };
  }
  return {
    customId,
    ok: false,
    message: `${result.type}: the batch ended before this request ran`,
    retryable: true,
    tokens: none,
  };
}
