import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { STOP_CHECK_FRESH_MS, stopCheckpoint } from './claim.ts';

/**
 * The stop check around a call slot (claim.ts stopCheckpoint): asked before the slot, asked again in it
 * only when that answer is older than STOP_CHECK_FRESH_MS. A campaign that runs never touches the
 * database (the release is an UPDATE only for a stopped one), so none is given here.
 */
const claim = { id: '00000000-0000-4000-8000-000000000001', campaign: { id: 'c1' } };
const noDatabase = {} as Database;

function counting() {
  const asked: string[] = [];
  return {
    asked,
    isStopped: async (campaignId: string) => {
      asked.push(campaignId);
      return false;
    },
  };
}

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
    await new Promise((resolve) => setTimeout(resolve, STOP_CHECK_FRESH_MS + 20));
    expect(await stop.inSlot()).toBe(false);
    expect(asked).toEqual(['c1', 'c1']);
  });
});
