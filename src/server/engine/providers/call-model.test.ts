import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createGuardedFetch } from '#server/lib/ssrf-fetch.ts';
import { fakeResolver } from '#tests/fakes/resolver.ts';
import {
  badRequest,
  hang,
  malformed,
  malformedContent,
  ok,
  rateLimited,
  serverError,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '#tests/fakes/openai-server.ts';
import { callModel, ProviderError, type CallModelOptions } from './call-model.ts';
import { languageModel } from './index.ts';

// Every request goes to the local fake server on 127.0.0.1; sleeps are recorded, not waited.
let server: FakeOpenAiServer;
let sleeps: number[];
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  sleeps = [];
});

const schema = z.object({ answer: z.string() });
const call = (overrides: Partial<CallModelOptions<{ answer: string }>> = {}) =>
  callModel({
    model: languageModel({ provider: 'openai-compatible', model: 'fake-model', baseUrl: server.baseUrl }),
    label: 'openai-compatible:fake-model',
    system: 'Answer.',
    prompt: 'Say yes.',
    schema,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    ...overrides,
  });

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
};

describe('callModel', () => {
  it('returns the structured output and the provider’s token usage', async () => {
    server.enqueue(ok({ answer: 'yes' }, { prompt_tokens: 321, completion_tokens: 45 }));
    const result = await call();
    expect(result).toEqual({ output: { answer: 'yes' }, tokens: { input: 321, output: 45 }, attempts: 1 });
    const body = server.requests[0]?.body as { model: string; response_format: { type: string } };
    expect(body.model).toBe('fake-model');
    expect(body.response_format.type).toBe('json_schema');
  });

  it('waits the Retry-After of a 429 (seconds), then succeeds', async () => {
    server.enqueue(rateLimited(2), ok({ answer: 'yes' }));
    const result = await call();
    expect(result.attempts).toBe(2);
    expect(sleeps).toEqual([2_000]);
    expect(server.requests).toHaveLength(2);
  });

  it('awaits beforeAttempt before every attempt, retries included, before the request is sent', async () => {
    server.enqueue(rateLimited(1), ok({ answer: 'yes' }));
    const events: string[] = [];
    const result = await call({
      beforeAttempt: async () => {
        events.push(`budget (requests so far: ${server.requests.length})`);
      },
      onRetry: ({ error }) => events.push(`retry after ${error.status}`),
    });
    expect(result.attempts).toBe(2);
    expect(events).toEqual(['budget (requests so far: 0)', 'retry after 429', 'budget (requests so far: 1)']);
  });

  it('reports each attempt to afterAttempt: its own usage and the answer’s rate-limit headers, refusals included', async () => {
    server.enqueue(
      {
        kind: 'status',
        status: 429,
        message: 'Rate limit reached for requests',
        headers: { 'retry-after': '1', 'x-ratelimit-remaining-requests': '0' },
      },
      ok({ answer: 'yes' }, { prompt_tokens: 300, completion_tokens: 40 }, { 'x-ratelimit-remaining-tokens': '512' }),
    );
    const requests: string[] = [];
    const reports: Parameters<NonNullable<CallModelOptions<unknown>['afterAttempt']>>[0][] = [];
    await call({
      beforeAttempt: async (_signal, request) => {
        requests.push(`${request.system} | ${request.prompt}`);
      },
      afterAttempt: async (report) => {
        reports.push(report);
      },
    });
    expect(requests).toEqual(['Answer. | Say yes.', 'Answer. | Say yes.']);
    expect(reports).toHaveLength(2);
    expect(reports[0]).toMatchObject({ tokens: null, status: 429 });
    expect(reports[0]!.headers).toMatchObject({ 'x-ratelimit-remaining-requests': '0' });
    expect(reports[1]).toMatchObject({ tokens: { input: 300, output: 40 }, status: 200 });
    expect(reports[1]!.headers).toMatchObject({ 'x-ratelimit-remaining-tokens': '512' });
  });

  it('reports a streamed attempt’s usage and headers too', async () => {
    server.enqueue(
      ok({ answer: 'yes' }, { prompt_tokens: 77, completion_tokens: 9 }, { 'x-ratelimit-remaining-requests': '3' }),
    );
    const reports: Parameters<NonNullable<CallModelOptions<unknown>['afterAttempt']>>[0][] = [];
    await call({ onPartial: () => {}, afterAttempt: async (report) => void reports.push(report) });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ tokens: { input: 77, output: 9 } });
    expect(reports[0]!.headers).toMatchObject({ 'x-ratelimit-remaining-requests': '3' });
  });

  it('reads a Retry-After HTTP date against the injected clock', async () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    server.enqueue(rateLimited('Thu, 01 Jan 2026 00:00:03 GMT'), ok({ answer: 'yes' }));
    await call({ now: () => now });
    expect(sleeps).toEqual([3_000]);
  });

  it('really waits a small Retry-After with the default sleep', async () => {
    server.enqueue(rateLimited(0.2), ok({ answer: 'yes' }));
    const started = performance.now();
    await call({ sleep: undefined });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('backs off exponentially after 500s, then succeeds', async () => {
    server.enqueue(serverError(), serverError(503), ok({ answer: 'yes' }));
    const result = await call();
    expect(result.attempts).toBe(3);
    // equal jitter with random 0.5: ceiling × 0.75 for ceilings 1,000 and 2,000 ms
    expect(sleeps).toEqual([750, 1_500]);
  });

  it('honours a Retry-After on a 5xx too', async () => {
    server.enqueue(serverError(503, 'overloaded', 1), ok({ answer: 'yes' }));
    await call();
    expect(sleeps).toEqual([1_000]);
  });

  it('gives up after max attempts on 500 forever, keeping the provider’s status and message', async () => {
    server.fallback = () => serverError(500, 'upstream exploded');
    const error = await failure(call({ maxAttempts: 3 }));
    expect(error.status).toBe(500);
    expect(error.providerMessage).toBe('upstream exploded');
    expect(error.message).toContain('upstream exploded');
    expect(error.details.attempts).toBe(3);
    expect(server.requests).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
  });

  it('does not retry a 400', async () => {
    server.enqueue(badRequest('Unknown parameter: foo'), ok({ answer: 'never reached' }));
    const error = await failure(call());
    expect(error.status).toBe(400);
    expect(error.providerMessage).toBe('Unknown parameter: foo');
    expect(error.retryable).toBe(false);
    expect(server.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('times out a hanging server per attempt and ends with a ProviderError', async () => {
    server.enqueue(hang(), hang());
    const started = performance.now();
    const error = await failure(call({ timeoutMs: 150, maxAttempts: 2 }));
    expect(error.kind).toBe('timeout');
    expect(error.status).toBeUndefined();
    expect(server.requests).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('retries a refused connection, then ends with a network ProviderError', async () => {
    const closed = await startFakeOpenAiServer();
    await closed.close(); // its loopback port now refuses connections
    const model = languageModel({ provider: 'openai-compatible', model: 'fake-model', baseUrl: closed.baseUrl });
    const error = await failure(call({ model, maxAttempts: 2 }));
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
    expect(error.details.attempts).toBe(2);
    expect(sleeps).toHaveLength(1);
  });

  it('retries a malformed answer, then succeeds', async () => {
    server.enqueue(malformed(), ok({ answer: 'yes' }));
    const result = await call();
    expect(result.attempts).toBe(2);
  });

  it('retries message content that is not JSON, then succeeds', async () => {
    server.enqueue(malformedContent(), ok({ answer: 'yes' }));
    const result = await call();
    expect(result).toMatchObject({ output: { answer: 'yes' }, attempts: 2 });
  });

  it('works through the SSRF-guarded fetch (undici) as a user’s base URL would, loopback allowed here', async () => {
    server.enqueue(ok({ answer: 'guarded' }));
    const fetch = createGuardedFetch({ allowLoopback: true, lookup: fakeResolver({}) });
    const model = createOpenAICompatible({
      name: 'fake',
      baseURL: server.baseUrl,
      fetch,
      supportsStructuredOutputs: true,
    }).chatModel('fake-model');
    expect((await call({ model })).output).toEqual({ answer: 'guarded' });
  });

  it('retries output that does not match the schema and counts the tokens of both answers', async () => {
    server.enqueue(
      ok({ wrong: true }, { prompt_tokens: 10, completion_tokens: 5 }),
      ok({ answer: 'yes' }, { prompt_tokens: 10, completion_tokens: 5 }),
    );
    const result = await call();
    expect(result.tokens).toEqual({ input: 20, output: 10 });
  });

  it('reports the tokens of unusable answers on the final error', async () => {
    server.fallback = () => ok({ wrong: true }, { prompt_tokens: 10, completion_tokens: 5 });
    const error = await failure(call({ maxAttempts: 2 }));
    expect(error.kind).toBe('invalid_output');
    expect(error.tokens).toEqual({ input: 20, output: 10 });
  });

  it('does not wait a Retry-After beyond the in-process limit: the error carries it for the queue', async () => {
    server.enqueue(rateLimited(600));
    const error = await failure(call());
    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBe(600_000);
    expect(sleeps).toEqual([]);
  });

  it('stops at once when the caller aborts', async () => {
    server.enqueue(hang());
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('cancelled by user')), 50);
    await expect(call({ signal: controller.signal })).rejects.toThrow('cancelled by user');
  });
});
