import { APICallError, NoObjectGeneratedError } from 'ai';

/**
 * The error a failed provider call ends with (call-model.ts). It keeps what the provider said, so a
 * failed e-mail shows it (docs/decisions/013: "a failure keeps the provider's words"):
 * - `status`: the provider's HTTP status (undefined for a network error or a timeout);
 * - `providerMessage`: the provider's own error message (`error.message` of its JSON body when it
 *   sent one), never a key;
 * - `kind`: `http` (an error status), `timeout`, `network` (no answer), `invalid_output` (an answer
 *   that is not the requested JSON);
 * - `retryable`: 429, 5xx, timeout, network and invalid output; never another 4xx;
 * - `retryAfterMs`: the provider's Retry-After, when it sent one (ms).
 */
export type ProviderErrorKind = 'http' | 'timeout' | 'network' | 'invalid_output';

/** What a ProviderError knows of the failure: its kind, the provider's own words, status and attempts. */
export type ProviderErrorDetails = {
  kind: ProviderErrorKind;
  providerMessage: string;
  status?: number | undefined;
  retryable: boolean;
  attempts: number;
  headers?: Record<string, string> | undefined;
  cause?: unknown;
};

export class ProviderError extends Error {
  readonly code = 'provider_error';
  retryAfterMs?: number;
  /** Tokens the provider reported for attempts that answered but failed (billed anyway); for budgets. */
  tokens: { input: number; output: number } = { input: 0, output: 0 };
  readonly details: ProviderErrorDetails;
  constructor(message: string, details: ProviderErrorDetails) {
    super(message, { cause: details.cause });
    this.name = 'ProviderError';
    this.details = details;
  }
  get status() {
    return this.details.status;
  }
  get kind() {
    return this.details.kind;
  }
  get retryable() {
    return this.details.retryable;
  }
  get headers() {
    return this.details.headers;
  }
  get providerMessage() {
    return this.details.providerMessage;
  }
}

/** The provider's message from an error body: OpenAI/Anthropic/Google put it at `error.message`. */
function messageOf(error: APICallError): string {
  if (error.responseBody) {
    try {
      const body = JSON.parse(error.responseBody) as { error?: { message?: unknown } | string; message?: unknown };
      const message = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message);
      if (typeof message === 'string' && message.trim()) return message.trim();
    } catch {
      // not JSON: fall through to the SDK's message
    }
  }
  return error.message;
}

const retryableStatus = (status: number) => status === 429 || status >= 500;

export function classifyError(
  error: unknown,
  context: { label?: string | undefined; attempts: number; timedOut: boolean; timeoutMs: number },
): ProviderError {
  const who = context.label ?? 'The AI provider';
  const tries = `after ${context.attempts} attempt${context.attempts === 1 ? '' : 's'}`;
  if (context.timedOut) {
    const providerMessage = `no answer within ${context.timeoutMs} ms`;
    return new ProviderError(`${who} timed out (${providerMessage}) ${tries}.`, {
      kind: 'timeout',
      providerMessage,
      retryable: true,
      attempts: context.attempts,
      cause: error,
    });
  }
  if (
    APICallError.isInstance(error) &&
    error.statusCode !== undefined &&
    (error.statusCode < 200 || error.statusCode >= 300)
  ) {
    const status = error.statusCode;
    const providerMessage = messageOf(error);
    return new ProviderError(`${who} answered ${status}: ${providerMessage} (${tries}).`, {
      kind: 'http',
      status,
      providerMessage,
      retryable: retryableStatus(status),
      attempts: context.attempts,
      headers: error.responseHeaders,
      cause: error,
    });
  }
  const invalid =
    NoObjectGeneratedError.isInstance(error) || (APICallError.isInstance(error) && error.statusCode !== undefined);
  const providerMessage = error instanceof Error ? error.message : String(error);
  if (invalid) {
    return new ProviderError(
      `${who} sent an answer that is not the requested e-mail JSON: ${providerMessage} (${tries}).`,
      {
        kind: 'invalid_output',
        ...(APICallError.isInstance(error) ? { status: error.statusCode } : {}),
        providerMessage,
        retryable: true,
        attempts: context.attempts,
        cause: error,
      },
    );
  }
  // The SDK wraps connection failures in an APICallError without a status (retryable); anything else
  // (the SSRF guard's refusal, a bug) would fail the same way again.
  const retryable = APICallError.isInstance(error) ? error.isRetryable : false;
  return new ProviderError(`${who} could not be reached: ${providerMessage} (${tries}).`, {
    kind: 'network',
    providerMessage,
    retryable,
    attempts: context.attempts,
    cause: error,
  });
}
