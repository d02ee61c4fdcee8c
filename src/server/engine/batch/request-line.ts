import { z } from 'zod';
import type { ProviderConfig } from '../providers/index.ts';
import { type BuiltPrompt, type DraftOutput, draftOutputSchema } from '../write/index.ts';

/**
 * One e-mail as a line of an OpenAI Batch API input file, and its answer read back (decision 038;
 * platform.openai.com/docs/guides/batch): `{custom_id, method: 'POST', url: '/v1/chat/completions',
 * body}`, the body being the chat completion the AI SDK's `openai.chat` sends for the same draft: the
 * system and user messages of engine/write/prompt.ts and `response_format` `{type: 'json_schema', json_schema:
 * {name: 'response', strict: true, schema}}` with the JSON schema of engine/write/schema.ts (zod's
 * `z.toJSONSchema`, draft 7, as the SDK sends it; the batch tests compare the two requests).
 */
export type BatchRequestLine = {
  custom_id: string;
  method: 'POST';
  url: '/v1/chat/completions';
  body: Record<string, unknown>;
};

// Draft 7, as the AI SDK converts a zod schema for OpenAI (its `$schema` key included).
const draftJsonSchema = z.toJSONSchema(draftOutputSchema, { target: 'draft-7' });

/** The structured-output format of every draft request (OpenAI strict structured outputs). */
export const draftResponseFormat = {
  type: 'json_schema',
  json_schema: { schema: draftJsonSchema, strict: true, name: 'response' },
} as const;

export function batchRequestLine(customId: string, provider: ProviderConfig, prompt: BuiltPrompt): BatchRequestLine {
  return {
    custom_id: customId,
    method: 'POST',
    url: '/v1/chat/completions',
    body: {
      model: provider.model,
      messages: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.prompt },
      ],
      response_format: draftResponseFormat,
    },
  };
}

/**
 * One line of a batch's output or error file, read: the e-mail it answers (`custom_id`) and either the
 * model's structured answer with the reported tokens, or why there is none. `retryable` says whether a
 * normal call may succeed where the batch line did not: a 429 or 5xx, a line without an HTTP answer
 * (`batch_expired`, `batch_cancelled`), or an answer that was not the structured output. A 4xx answer
 * (a bad request, an unknown model) would fail the same way again.
 * Tokens are the answer's `usage` (billed even when the content is unusable).
 */
export type BatchResult =
  | { customId: string; ok: true; output: DraftOutput; tokens: { input: number; output: number } }
  | { customId: string; ok: false; message: string; retryable: boolean; tokens: { input: number; output: number } };

const lineSchema = z.object({
  custom_id: z.string(),
  response: z.object({ status_code: z.number().int(), body: z.unknown() }).nullish(),
  error: z.object({ code: z.string().nullish(), message: z.string().nullish() }).nullish(),
});

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1),
  usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number() }).nullish(),
});

const errorBodySchema = z.object({ error: z.object({ message: z.string() }) });

/** @returns null for a line that is not a batch result at all (blank, or no `custom_id`) */
export function parseBatchLine(text: string): BatchResult | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const line = lineSchema.safeParse(json);
  if (!line.success) return null;
  const { custom_id: customId, response, error } = line.data;
  const none = { input: 0, output: 0 };
  if (!response) {
    const message = `${error?.code ?? 'batch_error'}: ${error?.message ?? 'no answer in the batch'}`;
    return { customId, ok: false, message, retryable: true, tokens: none };
  }
  if (response.status_code !== 200) {
    const said = errorBodySchema.safeParse(response.body);
    const message = `${response.status_code}: ${said.success ? said.data.error.message : 'the provider refused the request'}`;
    const retryable = response.status_code === 429 || response.status_code >= 500;
    return { customId, ok: false, message, retryable, tokens: none };
  }
  const completion = completionSchema.safeParse(response.body);
  if (!completion.success) return { customId, ok: false, message: 'unreadable answer', retryable: true, tokens: none };
  const usage = completion.data.usage;
  const tokens = { input: usage?.prompt_tokens ?? 0, output: usage?.completion_tokens ?? 0 };
  const content = completion.data.choices[0]?.message.content ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    parsed = undefined;
  }
  const output = draftOutputSchema.safeParse(parsed);
  if (!output.success)
    return { customId, ok: false, message: 'the answer was not the structured e-mail', retryable: true, tokens };
  return { customId, ok: true, output: output.data, tokens };
}
