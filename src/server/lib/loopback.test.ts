import { describe, expect, it } from 'vitest';
import { isLoopbackHost, isLoopbackOrigin } from './loopback.ts';

describe('loopback classification', () => {
  it.each(['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', 'LOCALHOST'])(
    '%s is loopback',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );
  it.each(['10.0.0.1', '192.168.1.1', '128.0.0.1', 'example.com', 'localhost.example.com', '::2', '0.0.0.0'])(
    '%s is not',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
    },
  );
  it('accepts http(s) loopback origins on any port only', () => {
    expect(isLoopbackOrigin('http://127.0.0.1:5173')).toBe(true);
    expect(isLoopbackOrigin('https://[::1]:8443')).toBe(true);
    expect(isLoopbackOrigin('ftp://localhost')).toBe(false);
    expect(isLoopbackOrigin('null')).toBe(false);
    expect(isLoopbackOrigin('http://evil.example')).toBe(false);
  });
});
