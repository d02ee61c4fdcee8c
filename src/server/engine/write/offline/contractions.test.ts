import { describe, expect, it } from 'vitest';
import { contract, expand } from './contractions.ts';

describe('contractions', () => {
  it.each([
    ['I am Maya Chen, Founder at Ledgerline.', 'I’m Maya Chen, Founder at Ledgerline.'],
    ['Do not worry if it is not a priority.', 'Don’t worry if it’s not a priority.'],
    ['I will keep this short; we are a small team.', 'I’ll keep this short; we’re a small team.'],
    ['You are the right person, I have heard.', 'You’re the right person, I’ve heard.'],
    ['That is why we cannot wait.', 'That’s why we can’t wait.'],
    ['It will not take long; you are not alone.', 'It won’t take long; you’re not alone.'],
  ])('contracts %j', (full, short) => {
    expect(contract(full)).toBe(short);
  });

  it('leaves what English does not contract', () => {
    // the end of a clause, "have" meaning "own", a possessive, "let us know"
    expect(contract('I know what it is.')).toBe('I know what it is.');
    expect(contract('That is, the books close early.')).toBe('That is, the books close early.');
    expect(contract('I have a question about Acme’s team.')).toBe('I have a question about Acme’s team.');
    expect(contract('Let us know.')).toBe('Let us know.');
    expect(contract('This is the island we visited.')).toBe('This is the island we visited.');
  });

  it.each([
    ['I’m Maya, and I’d like to help.', 'I am Maya, and I would like to help.'],
    ["Don't worry: it's quick, and we won't chase.", 'Do not worry: it is quick, and we will not chase.'],
    ['If Ledgerline isn’t a priority, you can’t go wrong.', 'If Ledgerline is not a priority, you cannot go wrong.'],
    [
      'Since you’re Head of People there, I’ll keep this short.',
      'Since you are Head of People there, I will keep this short.',
    ],
  ])('expands %j', (short, full) => {
    expect(expand(short)).toBe(full);
  });

  it('never spells out a possessive', () => {
    expect(expand('Acme’s team and Lifen’s platform')).toBe('Acme’s team and Lifen’s platform');
  });

  it('is its own inverse on the composer’s phrases', () => {
    const text = 'I’m writing because you’re building it, and I’ll keep this short.';
    expect(contract(expand(text))).toBe(text);
  });
});
