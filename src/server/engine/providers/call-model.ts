import {
  generateText,
  NoObjectGeneratedError,
  Output,
  streamText,
  zodSchema,
  type LanguageModel,
  type Schema,
} from 'ai';
import type { z } from 'zod';
import { CallStoppedError } from '#server/lib/call-thread/call-stopped.ts';
import { UrlNotAllowedError } from '#server/lib/ssrf.ts';
import { classifyError, ProviderError } from './provider-error.ts';
import { backoffMs, parseRetryAfter } from './retry.ts';

/**
 * One structured-output call to a language model, with a per-attempt timeout and retries
 * (docs/decisions/013):
 * - retried: 429 and 5xx (waiting `Retry-After` when sent, else exponential backoff with jitter,
 *   retry.ts), network errors, timeouts and unparseable output;
 * - not retried: any other 4xx (bad key, bad request, unknown model), the caller's abort, the SSRF
 *   guard's refusal of a user's base URL (thrown as is: UrlNotAllowedError, `url_not_allowed`), or
 *   the call thread's word that the campaign stopped before the call was sent (CallStoppedError,
 *   thrown as is);
 * - the AI SDK's own retries are off (`maxRetries: 0`) so this is the one retry loop.
 * After the last attempt it throws a ProviderError with the provider's status and message.
 *
 * Defaults and their sources: timeout 60,000 ms per attempt (a structured e-mail of ~300 output tokens
 * takes 2–15 s on the default small models; 60 s leaves room for a slow local model without hanging
 * a worker); 4 attempts (the AI SDK's own default is 2 retries; one more rides out a typical 429
 * window); a Retry-After above 60,000 ms is not waited for in-process: the error carries
 * `retryAfterMs` so the queue can reschedule the job instead of holding a worker.
 * Tokens: the sum of the provider's reported `usage` over every attempt that returned an answer
 * (an unusable answer is billed too).
 */
export type CallModelOptions<T> = {
  model: LanguageModel;
  system: string;
  prompt: string;
  schema: z.ZodType<T>;
  /** How errors name the model, e.g. `openai:gpt-5-mini`. */
  label?: string;
  signal?: AbortSignal;
  /** Per attempt, ms. Default 60,000. */
  timeoutMs?: number;
  /** Attempts in all, first included. Default 4. */
  maxAttempts?: number;
  /** Backoff base and ceiling, ms. Defaults 1,000 and 30,000 (retry.ts). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Longest Retry-After waited in-process, ms. Default 60,000. */
  maxRetryAfterMs?: number;
  /** Injectable for tests: waits `ms` (rejecting when `signal` aborts), the clock (ms since epoch), jitter source [0, 1). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
  random?: () => number;
  onRetry?: (info: { attempt: number; delayMs: number; error: ProviderError }) => void;
  /**
   * Awaited before each attempt, the first included: a shared call budget (the batch workers'
   * AI_RPM and AI_TPM, features/generation/provider-budget.ts), so that retries count against it too.
   * `request` is the attempt's text, for a token estimate.
   */
  beforeAttempt?: (signal: AbortSignal | undefined, request: { system: string; prompt: string }) => Promise<void>;
  /**
   * Awaited after each attempt that reached the provider or failed: `tokens` is the usage the provider
   * reported for that attempt (null when it reported none: a refusal, a timeout, a broken connection),
   * `headers` the answer's headers when there was an answer (the rate-limit headers,
   * rate-limit-headers.ts). The shared budget corrects its token reservation and slows down with them.
   * It should not throw: the call's outcome does not wait on the budget's bookkeeping.
   */
  afterAttempt?: (attempt: AttemptReport) => Promise<void>;
  /**
   * Streams the answer: called with the partial object as the model writes it (the playground's
   * "written as you watch"). A retried attempt starts over, so a consumer should treat each call as
   * the whole text so far, never as a delta.
   */
  onPartial?: (partial: Partial<T>) => void;
};

/** What one attempt cost and what the provider's headers said (see `afterAttempt`). */
export type AttemptReport = {
  tokens: { input: number; output: number } | null;
  headers: Record<string, string> | undefined;
  status?: number | undefined;
};

export type CallModelResult<T> = { output: T; tokens: { input: number; output: number }; attempts: number };

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_ATTEMPTS = 4;
export const DEFAULT_MAX_RETRY_AFTER_MS = 60_000;

export const realSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * @throws ProviderError after the last attempt or on a non-retryable error; UrlNotAllowedError when the
 *   guard refuses the URL; the caller's abort reason when `signal` aborts
 */
export async function callModel<T>(options: CallModelOptions<T>): Promise<CallModelResult<T>> {
  const maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const tokens = { input: 0, output: 0 };
  const addUsage = (usage: { input: number; output: number }) => {
    tokens.input += usage.input;
    tokens.output += usage.output;
  };

  for (let attempt = 1; ; attempt++) {
    await options.beforeAttempt?.(options.signal, { system: options.system, prompt: options.prompt });
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const outcome = await (options.onPartial ? streamAttempt(options, signal) : generateAttempt(options, signal)).then(
      (answered) => ({ answered }),
      (raw: unknown) => ({ raw }),
    );
    if ('answered' in outcome) {
      const { answered } = outcome;
      addUsage(answered.tokens);
      await options.afterAttempt?.({ tokens: answered.tokens, headers: answered.headers, status: 200 });
      return { output: answered.output, tokens, attempts: attempt };
    }
    const { raw } = outcome;
    if (options.signal?.aborted) throw options.signal.reason;
    if (raw instanceof UrlNotAllowedError || raw instanceof CallStoppedError) throw raw;
    const noObject = NoObjectGeneratedError.isInstance(raw) ? raw : undefined;
    const billed = noObject?.usage ? usageOf(noObject.usage) : null;
    if (billed) addUsage(billed);
    const error = classifyError(raw, { label: options.label, attempts: attempt, timedOut: timeout.aborted, timeoutMs });
    await options.afterAttempt?.({
      tokens: billed,
      headers: error.headers ?? noObject?.response?.headers,
      status: error.status,
    });
    error.tokens = { ...tokens };
    const retryAfterMs = parseRetryAfter(error.headers, now());
    if (retryAfterMs !== null) error.retryAfterMs = retryAfterMs;
    if (!error.retryable || attempt >= maxAttempts) throw error;
    if (retryAfterMs !== null && retryAfterMs > (options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS)) throw error;
    const delayMs =
      retryAfterMs ??
      backoffMs(attempt, { baseMs: options.baseDelayMs, maxMs: options.maxDelayMs, random: options.random });
    options.onRetry?.({ attempt, delayMs, error });
    await sleep(delayMs, options.signal);
  }
}

type Usage = { inputTokens: number | undefined; outputTokens: number | undefined } | undefined;
type Answered<T> = {
  output: T;
  tokens: { input: number; output: number };
  headers: Record<string, string> | undefined;
};
const usageOf = (usage: Usage) => ({ input: usage?.inputTokens ?? 0, output: usage?.outputTokens ?? 0 });

/**
 * The AI SDK's schema for a zod schema, made once per schema: the SDK converts a zod schema to JSON
 * Schema lazily on each wrapper it makes, and a wrapper per call cost ~0.3 ms of CPU per e-mail
 * (`z.toJSONSchema`, pipeline bench profile); the wrapper keeps its JSON Schema once computed.
 */
const sdkSchemas = new WeakMap<z.ZodType, Schema>();
function sdkSchema<T>(schema: z.ZodType<T>): Schema<T> {
  let cached = sdkSchemas.get(schema);
  if (!cached) sdkSchemas.set(schema, (cached = zodSchema(schema)));
  return cached as Schema<T>;
}

/** One attempt's request, the same streamed or not. */
const request = <T>(options: CallModelOptions<T>, signal: AbortSignal) => ({
  model: options.model,
  system: options.system,
  prompt: options.prompt,
  output: Output.object({ schema: sdkSchema(options.schema) }),
  maxRetries: 0,
  abortSignal: signal,
});

async function generateAttempt<T>(options: CallModelOptions<T>, signal: AbortSignal): Promise<Answered<T>> {
  const result = await generateText(request(options, signal));
  return { output: result.output as T, tokens: usageOf(result.totalUsage), headers: result.response.headers };
}

/** The same call, streamed: partial objects go to `onPartial`; errors surface as from generateText. */
async function streamAttempt<T>(options: CallModelOptions<T>, signal: AbortSignal): Promise<Answered<T>> {
  let failure: unknown;
  const result = streamText({
    ...request(options, signal),
    // Kept, not logged: the stream ends and the failure is rethrown below for the retry loop to judge.
    onError: ({ error }) => {
      failure ??= error;
    },
  });
  for await (const partial of result.partialOutputStream) options.onPartial?.(partial as Partial<T>);
  if (failure) throw failure;
  const output = (await result.output) as T;
  return { output, tokens: usageOf(await result.totalUsage), headers: (await result.response).headers };
}

export { ProviderError };
