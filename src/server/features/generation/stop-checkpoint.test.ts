import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { STOP_CHECK_FRESH_MS, stopCheckpoint, type StopCheck } from './claim.ts';

/**
 * The stop check around a call slot (claim.ts stopCheckpoint): asked before the slot, asked again in it
 * when that answer is older than STOP_CHECK_FRESH_MS, with the campaign's newest answer when one is
 * fresh and a read of its own otherwise. A campaign that runs never touches the
 * database (the release is an UPDATE only for a stopped one), so none is given here.
 */
const claim = { id: '00000000-0000-4000-8000-000000000001', campaign: { id: 'c1' } };
const noDatabase = {} as Database;

function counting(recent?: StopCheck['recent']) {
  const asked: string[] = [];
  const isStopped: StopCheck = async (campaignId: string) => {
    asked.push(campaignId);
    return false;
  };
  if (recent) isStopped.recent = recent;
  return { asked, isStopped };
}

const waitPastFresh = () => new Promise((resolve) => setTimeout(resolve, STOP_CHECK_FRESH_MS + 20));

describe('stopCheckpoint', () => {
  it('does not ask again in the slot when the answer before it is fresh', async () => {
    const { asked, isStopped } = counting();
    const stop = stopCheckpoint(noDatabase, claim, isStopped);
    expect(await stop.beforeSlot()).toBe(false);
    expect(await stop.inSlot()).toBe(false);
    expect(asked).toEqual(['c1']);
  });

  it('asks again in the slot when the e-mail waited longer than STOP_CHECK_FRESH_MS for it', async () => {
    const { asked, isStopped } = counting();
    const stop = stopCheckpoint(noDatabase, claim, isStopped);
    await stop.beforeSlot();
    await waitPastFresh();
    expect(await stop.inSlot()).toBe(false);
    expect(asked).toEqual(['c1', 'c1']);
  });

  it("takes the campaign's newest answer, from another e-mail's read, instead of a read of its own", async () => {
    const recentAsked: [string, number][] = [];
    const { asked, isStopped } = counting((campaignId, maxAgeMs) => {
      recentAsked.push([campaignId, maxAgeMs]);
      return false;
    });
    const stop = stopCheckpoint(noDatabase, claim, isStopped);
    await stop.beforeSlot();
    await waitPastFresh();
    expect(await stop.inSlot()).toBe(false);
    expect(asked).toEqual(['c1']);
    expect(recentAsked).toEqual([['c1', STOP_CHECK_FRESH_MS]]);
  });

  it('reads again when no answer for the campaign is fresh, or the fresh one says it stopped', async () => {
    for (const recent of [undefined, true]) {
      const { asked, isStopped } = counting(() => recent);
      const stop = stopCheckpoint(noDatabase, claim, isStopped);
      await stop.beforeSlot();
      await waitPastFresh();
      // The read answers false here (the fake), so nothing is given back and no UPDATE is needed.
      expect(await stop.inSlot()).toBe(false);
      expect(asked).toEqual(['c1', 'c1']);
    }
  });
});
