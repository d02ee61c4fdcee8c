import { describe, expect, it } from 'vitest';
import { createMemoryPacer } from './pacing.ts';

describe('createMemoryPacer', () => {
  it('starts a request to one host minIntervalMs after the last was answered, and lets other hosts go meanwhile', async () => {
    const pacer = createMemoryPacer({ minIntervalMs: 100 });
    const log: [string, 'start' | 'answer', number][] = [];
    const go = async (host: string, takesMs: number) => {
      const answered = await pacer.wait(host);
      log.push([host, 'start', performance.now()]);
      await new Promise((resolve) => setTimeout(resolve, takesMs));
      log.push([host, 'answer', performance.now()]);
      answered();
      answered(); // a second call changes nothing
    };
    await Promise.all([go('acme.example', 50), go('ACME.example', 0), go('acme.example', 0), go('other.example', 0)]);
    const acme = log.filter(([h]) => h.toLowerCase() === 'acme.example').map(([, what, at]) => [what, at] as const);
    // One at a time: start, answer, start, answer…
    expect(acme.map(([what]) => what)).toEqual(['start', 'answer', 'start', 'answer', 'start', 'answer']);
    for (const i of [2, 4]) expect(acme[i]![1] - acme[i - 1]![1]).toBeGreaterThanOrEqual(100);
    // The first request took 50 ms to answer: the second started at least 150 ms after the first did,
    // less 1 ms for each of the two timers in between (Node counts timers in whole ms of its loop's
    // clock, so one can end up to 1 ms early by performance.now(): 149.71 was seen under load).
    expect(acme[2]![1] - acme[0]![1]).toBeGreaterThanOrEqual(148);
    // other.example did not queue behind acme.example: it started before acme's second request.
    const starts = log.filter(([, what]) => what === 'start').map(([h]) => h);
    expect(starts.indexOf('other.example')).toBeLessThan(2);
  });

  it('paces nothing at an interval of 0: requests to one host may overlap', async () => {
    const pacer = createMemoryPacer({ minIntervalMs: 0 });
    await pacer.wait('acme.example'); // never answered
    await expect(pacer.wait('acme.example')).resolves.toBeTypeOf('function');
  });

  it('refuses a negative interval (a programmer error)', () => {
    expect(() => createMemoryPacer({ minIntervalMs: -1 })).toThrow(RangeError);
  });
});
