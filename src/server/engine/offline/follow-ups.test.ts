import { describe, expect, it } from 'vitest';
import { briefSchema } from '#shared/brief.ts';
import { sampleBrief, sampleProspect } from '#tests/fakes/engine-fixtures.ts';
import { listProspects } from '../testing/prospect-lists.ts';
import { composeOffline } from './compose.ts';
import { FOLLOW_UP_WORDS } from './follow-ups.ts';
import { countWords } from './text.ts';

describe('follow-ups (steps 2–4) with a bare brief', () => {
  const brief = briefSchema.parse({
    senderName: 'Maya',
    offer: 'We do bookkeeping for startups. Books closed by the 10th.',
  });
  const rows = listProspects().slice(0, 40);

  it('step 3 still adds something when the brief has no proof points or value propositions: the offer', () => {
    for (const { prospect } of rows) {
      const body = composeOffline({ prospect, brief, step: 3 }).body;
      expect(body).toContain('The short version: we do bookkeeping for startups.');
    }
  });

  it('stays short, asks once, and never invents prior contact', () => {
    for (const step of [2, 3, 4]) {
      for (const { prospect } of rows) {
        const draft = composeOffline({ prospect, brief, step });
        expect(countWords(draft.body)).toBeLessThanOrEqual(FOLLOW_UP_WORDS);
        expect((draft.body.match(/\?/g) ?? []).length).toBe(1);
        expect(draft.body).not.toMatch(
          /as (?:we )?discussed|our (?:call|meeting|chat|conversation)|great (?:to meet|chatting)|you (?:asked|mentioned|replied)/i,
        );
        expect(draft.subject.startsWith('Re: ')).toBe(true);
      }
    }
  });
});

describe('follow-ups and the opt-out', () => {
  it("end with the template's opt-out line, so every step keeps it", () => {
    const brief = sampleBrief({
      template: 'Hi {{first_name}},\n\n{{opener}}\n\nMaya\n\nNot interested? {{unsubscribe_link}}',
    });
    for (const step of [2, 3]) {
      const draft = composeOffline(sampleProspect(), brief, step);
      expect(draft.body.endsWith('Not interested? {{unsubscribe_link}}')).toBe(true);
    }
    expect(composeOffline(sampleProspect(), sampleBrief(), 2).body).not.toContain('{{');
  });
});
