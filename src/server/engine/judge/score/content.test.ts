import { describe, expect, it } from 'vitest';
import { findClaims } from './claims.ts';
import { groundingCriterion, spamCriterion } from './content.ts';
import { scoreInput } from './testing.ts';

describe('spam words', () => {
  const spam = (subject: string, body: string) => spamCriterion(scoreInput({ subject, body }));

  it('passes at weight 0, warns at 1–2, fails from 3, naming the phrases', () => {
    expect(spam('Bordereaux at Pibit', 'Worth a call next week?')).toEqual({
      id: 'spam_words',
      result: 'pass',
      reason: 'No spam trigger phrases',
      verdict: 'send',
    });
    expect(spam('Bordereaux at Pibit', 'A free trial, if useful.')).toEqual({
      id: 'spam_words',
      result: 'warn',
      reason: 'Spam trigger phrases (weight 1): “free trial”',
      verdict: 'edit',
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
    expect(spam('LIMITED SLOTS', 'Worth a call?')).toMatchObject({
      result: 'fail',
      reason: 'Spam trigger phrases (weight 3): shouting (LIMITED, SLOTS)',
    });
    expect(spam('Pibit and the MGAs', 'Worth a call?!!').reason).toBe('Spam trigger phrases (weight 3): “!!”');
  });
});

describe('grounding', () => {
  it('fails a declared fact or a found statement the data does not support, naming the first; passes otherwise', () => {
    const bad = { claim: 'raised $50M', field: 'notes', supported: false };
    const input = scoreInput({ factsUsed: [bad] });
    expect(groundingCriterion(input, findClaims(input))).toEqual({
      id: 'grounding',
      result: 'fail',
      reason: 'Not supported: “raised $50M” is not in the prospect’s notes',
      verdict: 'dont_send',
    });
    const invented = scoreInput({
      body: `${scoreInput().body}

Congrats on the $50M round.`,
    });
    expect(groundingCriterion(invented, findClaims(invented)).reason).toBe(
      'Not supported: “Congrats on the $50M round.” “$50M” is in neither the prospect’s data nor the brief',
    );
    const good = scoreInput();
    expect(groundingCriterion(good, findClaims(good))).toEqual({
      id: 'grounding',
      result: 'pass',
      reason: 'Every statement about the prospect is in their data (6)',
      verdict: 'send',
    });
    const none = scoreInput({ subject: 'A question', body: 'Hi Sara,\n\nWorth a call?\n\nMaya', factsUsed: [] });
    expect(groundingCriterion(none, findClaims(none)).reason).toBe('No claim about the prospect to check');
  });
});
