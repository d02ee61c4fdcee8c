import { createOTP } from '@better-auth/utils/otp';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { fixtureText } from '#tests/support/test-data.ts';

/**
 * RFC 6238 Appendix B's vectors (tests/fixtures/standards/totp/) against the TOTP our server runs
 * (Better Auth's two-factor plugin uses `createOTP` from @better-auth/utils, SHA-1) and against
 * `otpauth`, the independent implementation the tests use to play the user's authenticator app.
 * TOTP(t) = HOTP(K, floor((t - T0) / X)) with T0 = 0, X = 30 s (RFC 6238 §4.2).
 */
type Vector = {
  unix_time: number;
  algorithm: 'SHA1' | 'SHA256' | 'SHA512';
  totp_8_digits: string;
  totp_6_digits: string;
};
const data = JSON.parse(fixtureText('standards/totp/rfc6238_totp_vectors.json')) as {
  seeds: Record<Vector['algorithm'], { ascii: string; base32: string }>;
  totp_vectors: Vector[];
};

describe('TOTP against RFC 6238 Appendix B', () => {
  const sha1 = data.totp_vectors.filter((v) => v.algorithm === 'SHA1');

  it('has the vectors (every algorithm, six times each)', () => {
    expect(sha1).toHaveLength(6);
    expect(data.totp_vectors.length).toBe(18);
  });

  it.each(sha1)(
    'the server’s TOTP gives $totp_8_digits (8 digits) and $totp_6_digits (6) at t = $unix_time',
    async (vector) => {
      const counter = Math.floor(vector.unix_time / 30);
      expect(await createOTP(data.seeds.SHA1.ascii, { digits: 8 }).hotp(counter)).toBe(vector.totp_8_digits);
      expect(await createOTP(data.seeds.SHA1.ascii, { digits: 6 }).hotp(counter)).toBe(vector.totp_6_digits);
    },
  );

  it.each(data.totp_vectors)(
    'the test authenticator gives $totp_8_digits with $algorithm at t = $unix_time',
    (vector) => {
      const totp = new OTPAuth.TOTP({
        secret: OTPAuth.Secret.fromBase32(data.seeds[vector.algorithm].base32),
        algorithm: vector.algorithm,
        digits: 8,
        period: 30,
      });
      expect(totp.generate({ timestamp: vector.unix_time * 1000 })).toBe(vector.totp_8_digits);
    },
  );
});
