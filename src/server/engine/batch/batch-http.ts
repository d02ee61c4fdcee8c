import { z } from 'zod';
import { guardedFetch } from '#server/lib/ssrf-fetch.ts';
import { UrlNotAllowedError } from '#server/lib/ssrf.ts';
import type { ProviderConfig } from '../providers/index.ts';

/**
 * The HTTP side both batch clients share (openai-batch-api.ts, anthropic-batch-api.ts; decision 038):
 * `call(path, init)` sends to the provider's base URL with its auth headers, through the SSRF guard for a
 * user's own base URL (lib/ssrf-fetch.ts, as the model's calls, decision 013), timing out after
 * REQUEST_TIMEOUT_MS (60,000 ms).
 * @throws BatchApiError with the status and the provider's message (`error.message`, where OpenAI and
 *   Anthropic both put it) for an answer that is not 2xx, and for a network failure or timeout (status
 *   null); UrlNotAllowedError when the guard refuses the URL
 */
export const REQUEST_TIMEOUT_MS = 60_000;

export class BatchApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'BatchApiError';
  }
}

export type BatchCall = (
  path: string,
  init?: { method?: string; body?: BodyInit; contentType?: string; headers?: Record<string, string> },
) => Promise<Response>;

export function batchHttp(
  provider: Pick<ProviderConfig, 'untrustedBaseUrl'>,
  base: string,
  headers: Record<string, string>,
): BatchCall {
  const root = base.replace(/\/+$/, '');
  const send = provider.untrustedBaseUrl ? guardedFetch : fetch;
  return async (path, init = {}) => {
    let response: Response;
    try {
      response = await send(`${root}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          ...headers,
          ...init.headers,
          ...(init.contentType ? { 'content-type': init.contentType } : {}),
        },
        ...(init.body === undefined ? {} : { body: init.body }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      if (error instanceof UrlNotAllowedError) throw error;
      throw new BatchApiError(`${path}: ${error instanceof Error ? error.message : String(error)}`, null);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      const said = z.object({ error: z.object({ message: z.string() }) }).safeParse(safeJson(text));
      throw new BatchApiError(
        `${response.status} ${path}: ${said.success ? said.data.error.message : text.slice(0, 200)}`,
        response.status,
      );
    }
    return response;
  };
}

/** JSON.parse that answers undefined for text that is not JSON. */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
