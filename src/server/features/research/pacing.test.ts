import { describe, expect, it } from 'vitest';
import { createMemoryPacer } from './pacing.ts';

describe('createMemoryPacer', () => {
  it('spaces request starts to one host by minIntervalMs, and lets other hosts go meanwhile', async () => {
    const pacer = createMemoryPacer({ minIntervalMs: 100 });
    const started: [string, number][] = [];
    const go = (host: string) => pacer.wait(host).then(() => started.push([host, performance.now()]));
    await Promise.all([go('acme.example'), go('ACME.example'), go('acme.example'), go('other.example')]);
    const acme = started.filter(([h]) => h.toLowerCase() === 'acme.example').map(([, t]) => t);
    expect(acme).toHaveLength(3);
    expect(acme[1]! - acme[0]!).toBeGreaterThanOrEqual(100);
    expect(acme[2]! - acme[1]!).toBeGreaterThanOrEqual(100);
    // other.example did not queue behind acme.example: it started before acme's second request.
    expect(started.findIndex(([h]) => h === 'other.example')).toBeLessThan(2);
  });

  it('refuses a negative interval (a programmer error)', () => {
    expect(() => createMemoryPacer({ minIntervalMs: -1 })).toThrow(RangeError);
  });
});
