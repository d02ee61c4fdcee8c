import { describe, expect, it } from 'vitest';
import { groupSecret, secretOf } from './totp-uri.ts';

describe('otpauth:// key URIs', () => {
  it('reads the secret, and groups it in fours without padding', () => {
    const uri =
      'otpauth://totp/Coldsmith:ada%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Coldsmith&digits=6&period=30';
    expect(secretOf(uri)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(groupSecret('GEZDGNBVGY3TQOJQGE==')).toBe('GEZD GNBV GY3T QOJQ GE');
  });

  it('answers null for a URI without a secret or no URI at all', () => {
    expect(secretOf('otpauth://totp/x?issuer=y')).toBeNull();
    expect(secretOf('not a uri')).toBeNull();
  });
});
