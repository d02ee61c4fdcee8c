import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAnthropicServer } from './anthropic-server.ts';
import { startFakeGoogleServer } from './google-server.ts';
import { ok, type FakeLlmServer } from './llm-server.ts';

// The vendor fakes refuse what the real APIs refuse, in the vendors' error shapes (the engine's own
// path through them is in src/server/engine/generate-draft.providers.test.ts).
let anthropic: FakeLlmServer;
let google: FakeLlmServer;
beforeAll(async () => {
  [anthropic, google] = await Promise.all([
    startFakeAnthropicServer({ fallback: () => ok('{}') }),
    startFakeGoogleServer({ fallback: () => ok('{}') }),
  ]);
});
afterAll(() => Promise.all([anthropic.close(), google.close()]));

const post = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }),
  });

describe('fake Anthropic server', () => {
  it('listens on loopback only', () => expect(new URL(anthropic.baseUrl).hostname).toBe('127.0.0.1'));

  it('refuses a request without x-api-key or anthropic-version, as Anthropic does', async () => {
    const noKey = await post(`${anthropic.baseUrl}/messages`, { 'anthropic-version': '2023-06-01' });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({
      type: 'error',
      error: { type: 'authentication_error', message: 'x-api-key header is required' },
    });
    expect((await post(`${anthropic.baseUrl}/messages`, { 'x-api-key': 'k' })).status).toBe(400);
    const answer = await post(`${anthropic.baseUrl}/messages`, { 'x-api-key': 'k', 'anthropic-version': '2023-06-01' });
    expect(await answer.json()).toMatchObject({
      type: 'message',
      content: [{ type: 'text', text: '{}' }],
      usage: { input_tokens: 120, output_tokens: 80 },
    });
  });

  it('answers 404 in its error shape for other paths', async () => {
    const response = await post(`${anthropic.baseUrl}/complete`, {
      'x-api-key': 'k',
      'anthropic-version': '2023-06-01',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ type: 'error', error: { type: 'not_found_error' } });
  });
});

describe('fake Google server', () => {
  it('refuses a request without x-goog-api-key with 403 PERMISSION_DENIED', async () => {
    const response = await post(`${google.baseUrl}/models/gemini-2.5-flash:generateContent`);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 403, status: 'PERMISSION_DENIED' } });
  });

  it('answers generateContent with usageMetadata, and streams only with alt=sse', async () => {
    const key = { 'x-goog-api-key': 'k' };
    const answer = await post(`${google.baseUrl}/models/gemini-2.5-flash:generateContent`, key);
    expect(await answer.json()).toMatchObject({
      candidates: [{ content: { role: 'model', parts: [{ text: '{}' }] }, finishReason: 'STOP' }],
      usageMetadata: { promptTokenCount: 120, candidatesTokenCount: 80, totalTokenCount: 200 },
    });
    expect((await post(`${google.baseUrl}/models/gemini-2.5-flash:streamGenerateContent`, key)).status).toBe(404);
    const stream = await post(`${google.baseUrl}/models/gemini-2.5-flash:streamGenerateContent?alt=sse`, key);
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    expect(await stream.text()).toMatch(/^data: \{.*"finishReason":"STOP".*"usageMetadata"/s);
  });
});
