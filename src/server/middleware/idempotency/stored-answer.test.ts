import { describe, expect, it } from 'vitest';
import { answerToStore, MAX_STORED_BODY_BYTES } from './stored-answer.ts';

/** Which first answers an Idempotency-Key keeps, and what of them (docs/decisions/019). */
const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': type, location: '/x', 'x-request-id': 'r1' },
  });

describe('answerToStore', () => {
  it('keeps JSON answers of operations that ran, with their content type and location only', async () => {
    expect(await answerToStore(json(201, { id: 1 }))).toEqual({
      status: 201,
      headers: { 'content-type': 'application/json', location: '/x' },
      body: '{"id":1}',
    });
    expect((await answerToStore(json(404, { code: 'not_found' }, 'application/problem+json')))?.status).toBe(404);
    expect(await answerToStore(new Response(null, { status: 204 }))).toEqual({ status: 204, headers: {}, body: null });
  });

  it('keeps nothing for server errors, refusals before the operation, streams and oversized bodies', async () => {
    for (const status of [500, 503, 400, 401, 403, 409, 413, 415, 429])
      expect(await answerToStore(json(status, {})), String(status)).toBeNull();
    expect(
      await answerToStore(
        new Response('event: draft\ndata: {}\n\n', { headers: { 'content-type': 'text/event-stream' } }),
      ),
    ).toBeNull();
    expect(await answerToStore(new Response('a,b\n', { headers: { 'content-type': 'text/csv' } }))).toBeNull();
    expect(await answerToStore(json(200, { big: 'x'.repeat(MAX_STORED_BODY_BYTES) }))).toBeNull();
  });

  it('blanks whole one-time secrets wherever they are, and keeps the prefixes that only name them', async () => {
    const key = `cs_live_${'a'.repeat(43)}`;
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const stored = await answerToStore(
      json(201, { key, prefix: 'cs_live_aaaaaa', nested: [{ secret }], note: 'whsec_ is the prefix' }),
    );
    expect(JSON.parse(stored!.body!)).toEqual({
      key: null,
      prefix: 'cs_live_aaaaaa',
      nested: [{ secret: null }],
      note: 'whsec_ is the prefix',
    });
  });

  it('leaves the answer itself readable for the client', async () => {
    const response = json(200, { ok: true });
    await answerToStore(response);
    expect(await response.json()).toEqual({ ok: true });
  });
});
