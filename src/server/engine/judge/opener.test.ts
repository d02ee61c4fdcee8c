import { describe, expect, it } from 'vitest';
import { openerOf } from './opener.ts';

describe('openerOf', () => {
  it('takes the first sentence after a greeting line', () => {
    const body =
      'Hi Jana,\n\nSurge is Stripe for telephony. Startups onboard the same day.\n\nWorth a call?\n\nBest,\nSam';
    expect(openerOf(body)).toBe('Surge is Stripe for telephony.');
  });

  it('reads the greetings people write', () => {
    const rest = '\n\nBlitz runs match analytics. More here.';
    for (const greeting of [
      'Hello,',
      'Hello there!',
      'Hey Mia',
      'Dear Dr. Okafor,',
      'Good morning Mia —',
      'Greetings:',
      'Mia,',
      'Mia Dubois!',
    ]) {
      expect(openerOf(greeting + rest), greeting).toBe('Blitz runs match analytics.');
    }
  });

  it('drops a greeting at the head of a line that goes on', () => {
    expect(openerOf('Hi Jana, Surge is Stripe for telephony. We help.\n\nSam')).toBe('Surge is Stripe for telephony.');
    expect(openerOf('Hi Jana, hope the launch went well!\nSam')).toBe('hope the launch went well!');
  });

  it('takes the first sentence when there is no greeting', () => {
    expect(openerOf('Surge is Stripe for telephony. We help.')).toBe('Surge is Stripe for telephony.');
    // A sentence that merely starts like a salutation word is not a greeting.
    expect(openerOf('Hello World Inc. shipped v2 last week, a big step. Congrats.')).toBe(
      'Hello World Inc. shipped v2 last week, a big step.',
    );
  });

  it('keeps a domain name and a Windows line end inside the sentence', () => {
    expect(openerOf('Hi Sara,\r\n\r\nPibit.ai rebuilds underwriting for carriers. Curious?')).toBe(
      'Pibit.ai rebuilds underwriting for carriers.',
    );
  });

  it('is empty when nothing follows the greeting', () => {
    expect(openerOf('Hi Jana,')).toBe('');
    expect(openerOf('   ')).toBe('');
  });
});
