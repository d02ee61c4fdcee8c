import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

const origin = 'https://app.example';

describe('safeRedirectPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard?tab=x#top', '/dashboard?tab=x#top'],
    ['/a/../b', '/b'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirectPath(value, '/fallback', origin)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value, '/fallback', origin)).toBe('/fallback');
  });
});
