import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api-error.ts';
import { streamPersonalize } from './personalize-stream.ts';

/**
 * The playground's SSE reader over fetch (docs/decisions/015), against canned streams: events split
 * across chunks (as the network delivers them), the `error` event, a stream cut short, and a refused
 * request.
 */
const draft = {
  subject: 'Underwriting at Pibit',
  opener: 'Saw Pibit is rebuilding commercial underwriting.',
  body: 'Hi Sara,\n\nSaw Pibit is rebuilding commercial underwriting.',
  factsUsed: [{ claim: 'rebuilding commercial underwriting', field: 'notes', supported: true }],
  flags: [],
  model: 'offline',
  tokens: { input: 0, output: 0 },
  costUsd: 0,
  score: {
    grade: 'A',
    verdict: 'send',
    criteria: [{ id: 'grounding', result: 'pass', reason: 'Every claim is in the data', verdict: 'send' }],
  },
};
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Answers the next fetch with `chunks` as an event stream, each chunk a separate network read. */
function answerWith(
  chunks: string[],
  init: ResponseInit = { status: 200, headers: { 'content-type': 'text/event-stream' } },
) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  const fetch = vi.fn(async () => new Response(body, init));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('streamPersonalize', () => {
  it('posts with the SSE Accept header, hands each partial over, and resolves with the scored draft', async () => {
    const whole =
      sse('status', { state: 'generating', model: 'offline' }) +
      sse('partial', { subject: 'Under', body: 'Hi' }) +
      sse('partial', { subject: 'Underwriting', body: 'Hi Sara' }) +
      sse('draft', draft);
    // Cut mid-event and mid-character run, as TCP may.
    const fetch = answerWith([whole.slice(0, 37), whole.slice(37, 120), whole.slice(120)]);
    const partials: { subject: string; body: string }[] = [];
    const result = await streamPersonalize(
      { prospect: { firstName: 'Sara' }, brief: { senderName: 'Maya', offer: 'Books' } },
      { onPartial: (p) => partials.push(p) },
    );

    expect(result.subject).toBe('Underwriting at Pibit');
    expect(result.score).toMatchObject({ grade: 'A', verdict: 'send' });
    expect(partials).toEqual([
      { subject: 'Under', body: 'Hi' },
      { subject: 'Underwriting', body: 'Hi Sara' },
    ]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/personalize');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).accept).toBe('text/event-stream');
  });

  it('turns an error event into an ApiError carrying the provider message', async () => {
    answerWith([
      sse('status', { state: 'generating', model: 'openai:gpt-5-mini' }),
      sse('error', { code: 'provider_error', detail: 'Invalid API key' }),
    ]);
    const failure = streamPersonalize({ prospect: {}, brief: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 'provider_error', detail: 'Invalid API key' });
  });

  it('fails clearly when the stream ends before the draft', async () => {
    answerWith([sse('status', { state: 'generating', model: 'offline' })]);
    await expect(streamPersonalize({ prospect: {}, brief: {} })).rejects.toMatchObject({
      detail: 'The stream ended before the e-mail was written.',
    });
  });

  it('reads a refused request as the problem document it carries', async () => {
    const problem = {
      type: 'about:blank',
      status: 400,
      code: 'validation_failed',
      title: 'Invalid request',
      detail: 'Enter the sender’s name',
      errors: [],
    };
    answerWith([JSON.stringify(problem)], { status: 400, headers: { 'content-type': 'application/problem+json' } });
    await expect(streamPersonalize({ prospect: {}, brief: {} })).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
  });
});
