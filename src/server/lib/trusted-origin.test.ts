import { describe, expect, it } from 'vitest';
import { trustedOrigin } from './trusted-origin.ts';

describe('trusted origins', () => {
  it('on a loopback BASE_URL: its own origin and every loopback origin, on any port', () => {
    const trusted = trustedOrigin('http://localhost:3000');
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:5173', 'http://[::1]:8080', 'https://localhost'])
      expect(trusted(origin), origin).toBe(true);
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example'])
      expect(trusted(origin), origin).toBe(false);
  });

  it('on a public BASE_URL: its own origin only, not loopback, not another scheme or port', () => {
    const trusted = trustedOrigin('https://coldsmith.example');
    expect(trusted('https://coldsmith.example')).toBe(true);
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:5173',
      'http://[::1]',
      'http://coldsmith.example',
      'https://coldsmith.example:8443',
      'https://app.coldsmith.example',
      'null',
    ])
      expect(trusted(origin), origin).toBe(false);
  });
});
