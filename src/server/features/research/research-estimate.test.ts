import { describe, expect, it } from 'vitest';
import { DEFAULT_MIN_INTERVAL_MS } from './pacing.ts';
import { estimateResearch } from './research-estimate.ts';
import { RESEARCH_CONCURRENCY } from './research-worker.ts';

/** The research part of a batch's estimate: requests per site, and rounds of parallel sites at one request a second. */
describe('estimateResearch', () => {
  it('fetches robots.txt, the home page and the pages asked for, per prospect', () => {
    expect(estimateResearch({ prospects: 300, researchPages: 3 })).toMatchObject({ prospects: 300, fetches: 1500 });
    expect(estimateResearch({ prospects: 7, researchPages: 0 }).fetches).toBe(14);
    expect(estimateResearch({ prospects: 2, researchPages: 10 }).fetches).toBe(24);
  });

  it('runs RESEARCH_CONCURRENCY sites at once, one request a second to each', () => {
    expect(RESEARCH_CONCURRENCY).toBe(256);
    expect(DEFAULT_MIN_INTERVAL_MS).toBe(1000);
    // ⌈300 / 256⌉ = 2 rounds of 5 requests a site.
    expect(estimateResearch({ prospects: 300, researchPages: 3 }).durationSec).toBe(10);
    // One round however few sites: a site's requests cannot go faster than the pacing.
    expect(estimateResearch({ prospects: 5, researchPages: 3 }).durationSec).toBe(5);
    expect(estimateResearch({ prospects: 256, researchPages: 3 }).durationSec).toBe(5);
    expect(estimateResearch({ prospects: 257, researchPages: 3 }).durationSec).toBe(10);
  });

  it('follows the concurrency and interval it is given', () => {
    expect(estimateResearch({ prospects: 100, researchPages: 1, concurrency: 10, intervalMs: 1500 })).toEqual({
      prospects: 100,
      fetches: 300,
      durationSec: 45,
    });
  });

  it('is nothing for no prospects', () => {
    expect(estimateResearch({ prospects: 0, researchPages: 3 })).toEqual({ prospects: 0, fetches: 0, durationSec: 0 });
  });
});
