import { describe, expect, it } from 'vitest';
import { briefSchema } from '#shared/brief.ts';
import { listProspects } from '../../testing/prospect-lists.ts';
import { composeOffline } from './compose.ts';

describe('composeOffline input shapes', () => {
  it('takes {prospect, brief, step} or the same three as arguments, with the same draft', () => {
    const brief = briefSchema.parse({ senderName: 'Maya', offer: 'Bookkeeping for startups.' });
    const { prospect } = listProspects()[0]!;
    expect(composeOffline({ prospect, brief, step: 2 })).toEqual(composeOffline(prospect, brief, 2));
    expect(composeOffline({ prospect, brief })).toEqual(composeOffline(prospect, brief));
  });
});
