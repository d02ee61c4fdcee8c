import { describe, expect, it } from 'vitest';
import { homePathFor, loginPathFor } from './destinations.ts';

describe('loginPathFor', () => {
  it('remembers path, query and hash in redirectTo', () => {
    expect(loginPathFor({ pathname: '/dashboard', search: '?tab=x', hash: '#a' })).toBe(
      '/login?redirectTo=%2Fdashboard%3Ftab%3Dx%23a',
    );
  });
});

describe('homePathFor', () => {
  it('keeps pending users on the waiting list and suspended users on /suspended', () => {
    expect(homePathFor({ status: 'pending' }, '/dashboard?tab=x')).toBe('/waiting-list');
    expect(homePathFor({ status: 'suspended' }, '/dashboard')).toBe('/suspended');
  });

  it('sends active users where they were going, or to the dashboard', () => {
    expect(homePathFor({ status: 'active' }, '/dashboard?tab=x')).toBe('/dashboard?tab=x');
    expect(homePathFor({ status: 'active' })).toBe('/dashboard');
  });
});
