import { afterEach, describe, expect, it } from 'vitest';
import { reply, startFakeVendor, type FakeVendor, type VendorReply } from '#tests/fakes/vendors/fake-http.ts';
import { MAX_UNAVAILABLE_ATTEMPTS, splitRecord, vendorFetch, VendorError, vendorMessage } from './vendor-http.ts';

/** The shared vendor HTTP rules, against a loopback server: what is retried, what is not, what an error says. */
let fake: FakeVendor | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function serve(...answers: VendorReply[]) {
  fake = await startFakeVendor(() => answers.shift() ?? reply(200, { ok: true }));
  return { apiKey: 'sk-secret-key', baseUrl: fake.url, gate: async () => {} };
}

describe('vendorFetch', () => {
  it('gives up at once on a Retry-After longer than a minute, without waiting', async () => {
    const ctx = await serve(reply(429, { message: 'Slow down' }, { 'retry-after': '120' }));
    const error = await vendorFetch('Tool', ctx, { path: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VendorError);
    expect(error).toMatchObject({
      kind: 'rate_limited',
      status: 429,
      message: 'Tool kept refusing for its rate limit: Slow down (HTTP 429)',
    });
    expect(fake!.requests).toHaveLength(1);
  });

  it('refuses a key no header can carry as the credential, before sending anything', async () => {
    const ctx = await serve();
    for (const key of ['sk-abc\ndef', 'sk-clé-😀'])
      await expect(
        vendorFetch('Tool', ctx, { path: '/x', headers: { authorization: `Bearer ${key}` } }),
      ).rejects.toMatchObject({ kind: 'auth', status: null, message: expect.stringContaining('cannot carry') });
    expect(fake!.requests).toHaveLength(0);
  });

  it('retries a 5xx a bounded number of times, then reports the tool unavailable', async () => {
    const ctx = await serve(...Array.from({ length: MAX_UNAVAILABLE_ATTEMPTS }, () => reply(503, 'upstream down')));
    await expect(vendorFetch('Tool', ctx, { path: '/x' })).rejects.toMatchObject({ kind: 'unavailable', status: 503 });
    expect(fake!.requests).toHaveLength(MAX_UNAVAILABLE_ATTEMPTS);
  }, 20_000);

  it('recovers when a 5xx is followed by success', async () => {
    const ctx = await serve(reply(502, 'bad gateway'));
    expect(await vendorFetch('Tool', ctx, { path: '/x' })).toEqual({ status: 200, ok: true, data: { ok: true } });
    expect(fake!.requests).toHaveLength(2);
  }, 20_000);

  it('never retries a refused key, and never puts the query string (a key) in its message', async () => {
    const ctx = await serve(reply(401, { error: 'Invalid API key' }));
    const error = (await vendorFetch('Tool', ctx, { path: '/x', query: { api_key: ctx.apiKey } }).catch(
      (e: unknown) => e,
    )) as VendorError;
    expect(error).toMatchObject({ kind: 'auth', status: 401 });
    expect(error.message).not.toContain(ctx.apiKey);
    expect(fake!.requests).toHaveLength(1);
  });

  it('returns other 4xx answers for the connector to read, and refuses redirects', async () => {
    const ctx = await serve(
      reply(409, { message: 'Lead already in the campaign' }),
      reply(302, '', { location: 'http://127.0.0.1:1/elsewhere' }),
    );
    expect(await vendorFetch('Tool', ctx, { method: 'POST', path: '/x', body: {} })).toMatchObject({
      status: 409,
      ok: false,
    });
    await expect(vendorFetch('Tool', ctx, { path: '/y' })).rejects.toMatchObject({ kind: 'unavailable', status: 302 });
    expect(fake!.requests).toHaveLength(2);
  }, 20_000);
});

describe('helpers', () => {
  it('reads the vendor’s own words from its usual error shapes', () => {
    expect(vendorMessage({ message: 'Campaign not found' }, 404)).toBe('Campaign not found (HTTP 404)');
    expect(vendorMessage({ error: { message: 'Bad token' } }, 401)).toBe('Bad token (HTTP 401)');
    expect(vendorMessage('invalid_payload', 400)).toBe('invalid_payload (HTTP 400)');
    expect(vendorMessage(null, 500)).toBe('HTTP 500');
  });

  it('splits a preset record into the tool’s own fields and custom variables, dropping empty values', () => {
    expect(
      splitRecord({ email: 'a@b.co', first_name: '', subject_1: 'Hi', 'Funding Stage': '' }, ['email', 'first_name']),
    ).toEqual({
      fields: { email: 'a@b.co' },
      custom: { subject_1: 'Hi' },
    });
  });
});
