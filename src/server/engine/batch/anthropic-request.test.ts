import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAnthropicServer, type FakeAnthropicServer } from '#tests/fakes/anthropic-server.ts';
import { modelAnswer, sampleBrief, sampleProspect } from '#tests/fakes/engine-fixtures.ts';
import { ok } from '#tests/fakes/llm-server.ts';
import { generateDraft, prepareModelDraft } from '../index.ts';
import { anthropicRequests, parseAnthropicResult } from './anthropic-request.ts';

/**
 * An Anthropic Message Batch request is the body a direct call sends (decision 038): for a current model
 * (native structured output) and an older one (the forced `json` tool), the request's `params` equal the
 * body the fake Anthropic server received from `generateDraft` for the same prospect, and the result of
 * that body's answer reads back as the same draft.
 */
let server: FakeAnthropicServer;
beforeAll(async () => {
  server = await startFakeAnthropicServer({ fallback: () => ok(modelAnswer()) });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe.each(['claude-haiku-4-5', 'claude-3-haiku-20240307'])('anthropic batch requests for %s', (model) => {
  const provider = () => ({ provider: 'anthropic' as const, model, apiKey: 'sk-ant-test', baseUrl: server.baseUrl });
  const input = () => ({ prospect: sampleProspect(), brief: sampleBrief(), step: 1 });

  it('sends as params exactly the body of a direct call, and reads its answer back as the same draft', async () => {
    server.fallback = () => ok(modelAnswer());
    const direct = await generateDraft({ ...input(), provider: provider() });
    const sent = server.requests[0]!;
    const requests = await anthropicRequests(provider());
    const line = JSON.parse(requests.line('email-1', prepareModelDraft(input()).prompt)) as {
      custom_id: string;
      params: unknown;
    };
    expect(line).toEqual({ custom_id: 'email-1', params: sent.body });
    expect(requests.headers).toEqual({});

    // The direct call's answer as a batch result line.
    const message = await (
      await fetch(`${server.baseUrl}/messages`, {
        method: 'POST',
        headers: { 'x-api-key': 'k', 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
        body: JSON.stringify(line.params),
      })
    ).json();
    const result = parseAnthropicResult(
      JSON.stringify({ custom_id: 'email-1', result: { type: 'succeeded', message } }),
    );
    expect(result).toMatchObject({ customId: 'email-1', ok: true, tokens: direct.tokens });
    expect(result?.ok && result.output.body).toBe(modelAnswer().body);
  });
});

describe('anthropic batch results', () => {
  const line = (result: object) => parseAnthropicResult(JSON.stringify({ custom_id: 'e1', result }));

  it('fails an invalid request for good with the provider’s words, and retries the rest', () => {
    const invalid = { type: 'error', error: { type: 'invalid_request_error', message: 'max_tokens: too large' } };
    expect(line({ type: 'errored', error: invalid })).toMatchObject({
      ok: false,
      retryable: false,
      message: 'invalid_request_error: max_tokens: too large',
    });
    for (const type of ['overloaded_error', 'api_error', 'rate_limit_error'])
      expect(line({ type: 'errored', error: { type: 'error', error: { type, message: 'busy' } } })).toMatchObject({
        ok: false,
        retryable: true,
      });
    expect(line({ type: 'expired' })).toMatchObject({
      ok: false,
      retryable: true,
      message: expect.stringContaining('expired'),
    });
    expect(line({ type: 'canceled' })).toMatchObject({ ok: false, retryable: true });
    expect(parseAnthropicResult('not json')).toBeNull();
  });

  it('bills an unusable answer’s tokens and retries it', () => {
    const message = { content: [{ type: 'text', text: 'Sorry, no.' }], usage: { input_tokens: 10, output_tokens: 3 } };
    expect(line({ type: 'succeeded', message })).toMatchObject({
      ok: false,
      retryable: true,
      tokens: { input: 10, output: 3 },
    });
  });
});
