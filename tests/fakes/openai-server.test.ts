import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, startFakeOpenAiServer, type FakeOpenAiServer } from './openai-server.ts';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer({ fallback: () => ok('fallback answer') });
});
afterAll(() => server.close());

describe('fake OpenAI server', () => {
  it('listens on loopback only', () => expect(new URL(server.baseUrl).hostname).toBe('127.0.0.1'));

  it('streams content and usage when asked, answering from the fallback when the queue is empty', async () => {
    const model = createOpenAICompatible({ name: 'fake', baseURL: server.baseUrl, includeUsage: true }).chatModel('m');
    const result = streamText({ model, prompt: 'hi', maxRetries: 0 });
    let text = '';
    for await (const part of result.textStream) text += part;
    expect(text).toBe('fallback answer');
    expect((await result.usage).inputTokens).toBe(120);
    expect(server.requests.at(-1)?.body?.stream).toBe(true);
  });

  it('answers 404 for other paths', async () => {
    const response = await fetch(`${server.baseUrl}/models`);
    expect(response.status).toBe(404);
  });
});
