import { describe, expect, it } from 'vitest';
import { briefSchema } from '#shared/brief.ts';
import { emptyBrief, fromBrief, toRequestBrief } from './brief-values.ts';

describe('playground brief values', () => {
  it('sends the length as a number and leaves blanks to the server defaults', () => {
    const request = toRequestBrief({
      ...emptyBrief,
      senderName: ' Maya ',
      offer: 'Books closed in five days',
      senderCompany: '',
    });
    expect(request).toEqual({
      senderName: 'Maya',
      offer: 'Books closed in five days',
      tone: 'friendly',
      lengthWords: 90,
    });
    expect(briefSchema.safeParse(request).success).toBe(true);
  });

  it('round-trips a campaign brief through the form', () => {
    const brief = briefSchema.parse({
      senderName: 'Maya',
      senderCompany: 'Ledgerline',
      offer: 'Books',
      tone: 'direct',
      lengthWords: 60,
    });
    expect(briefSchema.parse(toRequestBrief(fromBrief(brief)))).toEqual(brief);
  });
});
