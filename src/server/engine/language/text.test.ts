import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.ts';
import {
  article,
  asSentence,
  countWords,
  displayCompany,
  displayName,
  expandContractions,
  lowerFirst,
} from './text.ts';

describe('text helpers', () => {
  it.each([
    ['AI', 'an'],
    ['MCP', 'an'],
    ['SF–based', 'an'],
    ['SaaS', 'a'],
    ['URL', 'a'],
    ['user', 'a'],
    ['hour', 'an'],
    ['one-stop', 'a'],
    ['8-second', 'an'],
    ['insurtech', 'an'],
    ['Founder', 'a'],
    ['Engineering', 'an'],
  ])('article before %s is %s', (word, expected) => {
    expect(article(word)).toBe(expected);
  });

  it('lower-cases a first word only when it is an ordinary word', () => {
    expect(lowerFirst('The infra layer')).toBe('the infra layer');
    expect(lowerFirst('AI filmmaking software')).toBe('AI filmmaking software');
    expect(lowerFirst('iOS apps')).toBe('iOS apps');
    expect(lowerFirst('Y Combinator-backed')).toBe('Y Combinator-backed');
    expect(lowerFirst('I help founders')).toBe('I help founders');
    expect(lowerFirst('Hollywood studios', true)).toBe('Hollywood studios');
  });

  it('cleans company and person names for an e-mail', () => {
    expect(displayCompany('FidoCure®')).toBe('FidoCure');
    expect(displayCompany('Nebullam (DBA Clayton Farms)')).toBe('Nebullam');
    expect(displayCompany('Prime Lightworks Inc.')).toBe('Prime Lightworks');
    expect(displayCompany('Acme, LLC')).toBe('Acme');
    expect(displayName('SARA')).toBe('Sara');
    expect(displayName('jean-luc')).toBe('Jean-Luc');
    expect(displayName('McKenzie')).toBe('McKenzie');
  });

  it('counts words as a reader does and ends sentences once', () => {
    expect(countWords('Hi Sara,\n\nSeries A — 1:1 calls.')).toBe(6);
    expect(asSentence('a call next week,')).toBe('a call next week.');
    expect(asSentence('Worth a call?')).toBe('Worth a call?');
    expect(expandContractions('I’m sure it’s fine, isn’t it? I’ll check.')).toBe(
      'I am sure it is fine, is not it? I will check.',
    );
  });
});

describe('splitSentences', () => {
  it('splits at sentence ends but not inside domains, abbreviations or initials', () => {
    expect(
      splitSentences('Pibit.ai is great. Acme Inc. builds tools, e.g. robots. J. Smith leads it.').map((s) => s.text),
    ).toEqual(['Pibit.ai is great.', 'Acme Inc. builds tools, e.g. robots.', 'J. Smith leads it.']);
  });

  it('splits a glued full stop, emoji bullets and line breaks, but joins a wrapped line', () => {
    expect(splitSentences('Space satellites.Their goal is clear. ⚡Fast ⁕ Cheap').map((s) => s.text)).toEqual([
      'Space satellites.',
      'Their goal is clear.',
      'Fast',
      'Cheap',
    ]);
    expect(splitSentences('We help hospitals\nhire nurses\nfrom all around the world').map((s) => s.text)).toEqual([
      'We help hospitals hire nurses from all around the world',
    ]);
  });

  it('marks a last sentence cut off by an export limit as incomplete', () => {
    const long = `${'Acme builds tools for teams. '.repeat(12)}It converts submissions into decisions by automating intake and extern`;
    expect(splitSentences(long).at(-1)).toMatchObject({ complete: false });
    expect(splitSentences('Create data automations without writing SQL')).toEqual([
      { text: 'Create data automations without writing SQL', complete: true },
    ]);
  });
});
