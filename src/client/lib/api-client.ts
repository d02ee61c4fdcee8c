import type { z } from 'zod';
import { ApiError } from './api-error.ts';

/**
 * The one fetcher for our JSON API. It sends the session cookie (same origin), turns any non-2xx answer
 * into an `ApiError`, and validates the body with the endpoint's shared zod schema when one is given, so
 * a contract drift fails loudly here instead of deep inside a component. A `FormData` body (uploads) goes
 * as multipart, with the boundary the browser sets; anything else as JSON.
 */
type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

export async function apiFetch<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await ApiError.fromResponse(response);
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json();
  return schema ? schema.parse(data) : (data as T);
}

/**
 * `HEAD` of an API path: the answer's headers without its body (an export's counts before the
 * download, `X-Skipped-Partial`). A non-2xx answer throws an `ApiError`, as `apiFetch` does.
 */
export async function apiHead(path: string, signal?: AbortSignal): Promise<Headers> {
  const response = await fetch(path, { method: 'HEAD', credentials: 'same-origin', signal });
  if (!response.ok) throw await ApiError.fromResponse(response);
  return response.headers;
}
