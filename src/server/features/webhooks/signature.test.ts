import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureText } from '#tests/support/test-data.ts';
import { generateSecret, newEventId, sign, webhookHeaders } from './signature.ts';

/**
 * Our Standard Webhooks signer against the spec's vectors (tests/fixtures/standards/standard-webhooks/)
 * and against the independent reference library (`standardwebhooks` on npm, which shares no code with
 * ours: it signs with @stablelib/base64 and fast-sha256).
 */
type Case = {
  name: string;
  secret: string;
  now_unix: number;
  payload: string;
  headers: Record<string, string>;
  expect: 'valid' | 'invalid';
};
const vectors = JSON.parse(fixtureText('standards/standard-webhooks/standard_webhooks_vectors.json')) as {
  canonical_vector: { secret: string; msg_id: string; timestamp: number; payload: string; expected_signature: string };
  tolerance_seconds: number;
  cases: Case[];
};

afterEach(() => {
  vi.useRealTimers();
});

describe('sign', () => {
  it('gives the canonical vector every reference library asserts', () => {
    const v = vectors.canonical_vector;
    expect(sign(v.secret, v.msg_id, v.timestamp, v.payload)).toBe(v.expected_signature);
  });

  // A receiver accepts when one of the header's `v1` signatures is ours for (id, timestamp, body) and the
  // timestamp is within the tolerance: the spec's verification, with our signer computing the MAC.
  const acceptedWithOurSigner = (c: Case) => {
    const headers = Object.fromEntries(Object.entries(c.headers).map(([k, v]) => [k.toLowerCase(), v]));
    const id = headers['webhook-id'];
    const timestamp = Number(headers['webhook-timestamp']);
    const list = headers['webhook-signature'];
    if (!id || !list || !/^\d+$/.test(headers['webhook-timestamp'] ?? '')) return false;
    if (Math.abs(c.now_unix - timestamp) > vectors.tolerance_seconds) return false;
    return list.split(' ').includes(sign(c.secret, id, timestamp, c.payload));
  };

  it.each(vectors.cases.map((c) => [c.name, c] as const))(
    '%s: our signer and the reference library agree with the vector',
    (_name, c) => {
      expect(acceptedWithOurSigner(c)).toBe(c.expect === 'valid');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(c.now_unix * 1000);
      const reference = (() => {
        try {
          new Webhook(c.secret).verify(c.payload, c.headers);
          return true;
        } catch {
          return false;
        }
      })();
      expect(reference).toBe(c.expect === 'valid');
    },
  );
});

describe('webhookHeaders', () => {
  it('signs with every secret of a rotation, and the reference library accepts either secret', () => {
    const [current, previous] = [generateSecret(), generateSecret()];
    const id = newEventId();
    const body = JSON.stringify({ type: 'webhook.test', timestamp: new Date().toISOString(), data: { message: 'hi' } });
    const headers = webhookHeaders([current, previous], id, Math.floor(Date.now() / 1000), body);
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(current).verify(body, headers)).toMatchObject({ data: { message: 'hi' } });
    expect(new Webhook(previous).verify(body, headers)).toMatchObject({ type: 'webhook.test' });
    expect(() => new Webhook(generateSecret()).verify(body, headers)).toThrow(/No matching signature/);
    expect(() => new Webhook(current).verify(`${body} `, headers)).toThrow(/No matching signature/);
  });

  it('makes secrets of 32 random bytes with the whsec_ prefix, and ids without a full stop', () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(generateSecret()).not.toBe(secret);
    expect(newEventId()).toMatch(/^msg_[0-9a-f]{32}$/);
  });
});
