import { describe, expect, it } from 'vitest';
import { briefSchema, type BriefInput } from '#shared/brief.ts';
import { offerForms, valueSentence } from './offer.ts';

const brief = (over: Partial<BriefInput> = {}) =>
  briefSchema.parse({
    senderName: 'Ava Lund',
    senderCompany: 'Quillmark',
    offer: 'Quillmark writes blog posts.',
    ...over,
  });

describe('valueSentence', () => {
  it.each([
    // A participle the model reads as a past tense is a noun phrase, not the user's own sentence.
    ['every piece reviewed by a subject-matter engineer', 'You get every piece reviewed by a subject-matter engineer.'],
    // The first noun takes the article its partner has.
    ['fixed price and a fixed two-week scope', 'You get a fixed price and a fixed two-week scope.'],
    ['senior product designers only', 'You get senior product designers only.'],
    ['no agents to run', 'There are no agents to run.'],
    ['catches silent job failures within a minute', 'It catches silent job failures within a minute.'],
  ])('%s → %s', (vp, sentence) => expect(valueSentence(brief(), vp)).toBe(sentence));

  it('offers “gives you” forms only as whole sentences', () => {
    const forms = offerForms(brief({ valueProps: ['fixed price and a fixed two-week scope'] }));
    expect(forms.map((f) => f.text)).toContain('Quillmark gives you a fixed price and a fixed two-week scope.');
  });
});
