import { describe, expect, it } from 'vitest';
import { groundingCriterion, personalisationCriterion, spamCriterion } from './content.ts';
import { scoreInput } from './testing.ts';

describe('spam words', () => {
  const spam = (subject: string, body: string) => spamCriterion(scoreInput({ subject, body }));

  it('passes at weight 0, warns at 1–2, fails from 3, naming the phrases', () => {
    expect(spam('Bordereaux at Pibit', 'Worth a call next week?')).toEqual({
      id: 'spam_words',
      result: 'pass',
      reason: 'No spam trigger phrases',
    });
    expect(spam('Bordereaux at Pibit', 'A free trial, if useful.')).toEqual({
      id: 'spam_words',
      result: 'warn',
      reason: 'Spam trigger phrases (weight 1): “free trial”',
    });
    expect(spam('Bordereaux at Pibit', 'It is risk-free.').result).toBe('warn');
    expect(spam('Bordereaux at Pibit', 'A free trial, and it is risk-free.')).toMatchObject({
      result: 'fail',
      reason: 'Spam trigger phrases (weight 3): “risk-free”, “free trial”',
    });
    expect(spam('Act now', 'Worth a call?')).toMatchObject({
      result: 'fail',
      reason: 'Spam trigger phrases (weight 3): “act now”',
    });
  });
});

describe('personalisation', () => {
  const notes = { claim: 'serves 1,200 carriers', field: 'notes', supported: true };
  const plain = 'Hi Sara,\n\nWe reconcile bordereaux.\n\nWorth a call?\n\nMaya';

  it('counts distinct prospect fields behind supported facts: 2 pass, 1 warn, 0 fail', () => {
    expect(personalisationCriterion(scoreInput())).toEqual({
      id: 'personalisation',
      result: 'pass',
      reason: '2 prospect-specific facts',
    });
    const one = personalisationCriterion(scoreInput({ body: plain, factsUsed: [notes] }));
    expect(one).toEqual({
      id: 'personalisation',
      result: 'warn',
      reason: '1 prospect-specific fact: one more would make it clearly personal',
    });
    expect(personalisationCriterion(scoreInput({ body: plain, factsUsed: [] })).result).toBe('fail');
  });

  it('does not count the name, address or URLs, an unsupported fact, or one field twice', () => {
    const generic = [
      { claim: 'Sara', field: 'first_name', supported: true },
      { claim: 'sara@pibit.ai', field: 'Email', supported: true },
      { claim: 'pibit.ai', field: 'website', supported: true },
      { claim: 'raised $50M', field: 'industry', supported: false },
      { claim: 'SF-based', field: 'Notes', supported: true },
    ];
    expect(personalisationCriterion(scoreInput({ body: plain, factsUsed: [notes, ...generic] })).result).toBe('warn');
  });

  it('counts the body naming the company (as written in an e-mail) and the title', () => {
    const body = 'Hi Sara,\n\nAs head of underwriting at Pibit, you reconcile bordereaux.\n\nWorth a call?\n\nMaya';
    expect(personalisationCriterion(scoreInput({ body, factsUsed: [] }))).toMatchObject({
      result: 'pass',
      reason: '2 prospect-specific facts',
    });
    expect(
      personalisationCriterion(
        scoreInput({ body: body.replace('At Pibit', '').replace(' at Pibit', ''), factsUsed: [] }),
      ).result,
    ).toBe('warn');
    // Not inside another word: "Pibitology" is not Pibit.
    expect(
      personalisationCriterion(scoreInput({ body: 'Hi Sara, Pibitology is fun. Worth a call?', factsUsed: [] })).result,
    ).toBe('fail');
  });

  it('passes a follow-up that builds on the first e-mail', () => {
    expect(personalisationCriterion(scoreInput({ body: plain, factsUsed: [], step: 2 }))).toEqual({
      id: 'personalisation',
      result: 'pass',
      reason: 'Follow-up: builds on the first e-mail (no new facts)',
    });
  });
});

describe('grounding', () => {
  it('fails an unsupported claim, naming it; passes supported ones; warns when there is nothing to check', () => {
    const bad = { claim: 'raised $50M', field: 'notes', supported: false };
    expect(groundingCriterion(scoreInput({ factsUsed: [bad] }))).toEqual({
      id: 'grounding',
      result: 'fail',
      reason: 'Not supported by the prospect’s data: “raised $50M”',
    });
    expect(groundingCriterion(scoreInput({ factsUsed: [bad, bad, ...scoreInput().factsUsed] })).reason).toBe(
      'Not supported by the prospect’s data: “raised $50M” and 1 more',
    );
    expect(groundingCriterion(scoreInput())).toEqual({
      id: 'grounding',
      result: 'pass',
      reason: 'All 2 claims found in the prospect’s data',
    });
    expect(groundingCriterion(scoreInput({ factsUsed: [] })).result).toBe('warn');
    expect(groundingCriterion(scoreInput({ factsUsed: [], step: 2 })).result).toBe('pass');
    expect(groundingCriterion(scoreInput({ factsUsed: [bad], step: 3 })).result).toBe('fail');
  });
});
