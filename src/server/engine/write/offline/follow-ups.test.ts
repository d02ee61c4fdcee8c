import { describe, expect, it } from 'vitest';
import { briefSchema } from '#shared/brief.ts';
import { sampleBrief, sampleProspect } from '#tests/fakes/engine-fixtures.ts';
import { listProspects } from '../../testing/prospect-lists.ts';
import { composeOffline } from './compose.ts';
import { FOLLOW_UP_WORDS } from '../../language/lengths.ts';
import { countWords } from '../../language/text.ts';

describe('follow-ups (steps 2–4) with a bare brief', () => {
  const brief = briefSchema.parse({
    senderName: 'Maya',
    offer: 'We do bookkeeping for startups. Books closed by the 10th.',
  });
  const rows = listProspects().slice(0, 40);

  it('step 2 adds the offer’s short version when the brief has no proof points or value propositions; step 3 closes softly', () => {
    for (const { prospect } of rows) {
      expect(composeOffline({ prospect, brief, step: 2 }).body).toContain('The short version:');
      const third = composeOffline({ prospect, brief, step: 3 }).body;
      expect(third).toMatch(/no problem at all/);
      expect(third).not.toContain('The short version:');
    }
  });

  it('brings a new angle at each step and never repeats an earlier step’s point', () => {
    const full = sampleBrief({
      valueProps: ['catches silent job failures within a minute', 'no agents to run'],
      proofPoints: ['used by 40 remote engineering teams'],
    });
    for (const { prospect } of rows.slice(0, 10)) {
      const [first, second, third] = [1, 2, 3].map((step) => composeOffline({ prospect, brief: full, step }).body);
      const point = (body: string) =>
        body
          .split('\n\n')[1]!
          .replace(/^[^:]+:\s*/, '')
          .slice(0, 30);
      expect(first).not.toContain(point(second!));
      if (!/no problem at all/.test(third!)) expect(`${first} ${second}`).not.toContain(point(third!));
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
