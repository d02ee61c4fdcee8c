import { describe, expect, it } from 'vitest';
import {
  dropSeenPassages,
  isBoilerplate,
  passageId,
  PASSAGE_MAX_WORDS,
  PASSAGE_MIN_WORDS,
  splitSentences,
  toPassages,
} from './passages.ts';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentence = (n: number, i: number) =>
  `Sentence ${i} ${Array.from({ length: n - 3 }, (_, k) => `word${k}`).join(' ')} end.`;

describe('splitSentences', () => {
  it('splits at sentence ends, not at abbreviations, initials or decimals', () => {
    expect(
      splitSentences(
        'Acme Inc. sells to the U.S. market. Revenue grew 4.1 percent! Was it luck? “No,” said Dr. Smith.',
      ),
    ).toEqual([
      'Acme Inc. sells to the U.S. market.',
      'Revenue grew 4.1 percent!',
      'Was it luck?',
      '“No,” said Dr. Smith.',
    ]);
  });
});

describe('toPassages', () => {
  it('groups whole sentences into passages of 40–120 words, in order', () => {
    const sentences = Array.from({ length: 30 }, (_, i) => sentence(12 + (i % 5) * 3, i));
    const text = [sentences.slice(0, 10), sentences.slice(10, 12), sentences.slice(12)]
      .map((p) => p.join(' '))
      .join('\n\n');
    const passages = toPassages('https://acme.example/about', text);
    expect(passages.length).toBeGreaterThan(2);
    for (const passage of passages) {
      expect(words(passage.text)).toBeGreaterThanOrEqual(PASSAGE_MIN_WORDS);
      expect(words(passage.text)).toBeLessThanOrEqual(PASSAGE_MAX_WORDS);
    }
    // Every sentence is in exactly one passage, whole, and the order is kept.
    expect(passages.map((p) => p.text).join(' ')).toBe(sentences.join(' '));
    expect(passages.map((p) => p.index)).toEqual(passages.map((_, i) => i));
  });

  it('keeps a sentence longer than the maximum whole, as a passage of its own', () => {
    const long = sentence(150, 1);
    const passages = toPassages('https://acme.example/', `${sentence(50, 0)}\n\n${long}\n\n${sentence(45, 2)}`);
    expect(passages.map((p) => p.text)).toEqual([sentence(50, 0), long, sentence(45, 2)]);
  });

  it('gives stable ids: sha256(url + newline + text), first 12 hex digits', () => {
    const text = sentence(45, 0);
    const [passage] = toPassages('https://acme.example/', text);
    expect(passage!.id).toMatch(/^[0-9a-f]{12}$/);
    expect(passage!.id).toBe(passageId('https://acme.example/', text));
    expect(toPassages('https://acme.example/', text)[0]!.id).toBe(passage!.id);
    expect(toPassages('https://acme.example/other', text)[0]!.id).not.toBe(passage!.id);
  });

  it('drops boilerplate: short nav-like lines, cookie notices, copyright; keeps a short date line', () => {
    expect(isBoilerplate('About Careers Blog')).toBe(true);
    expect(isBoilerplate('We use cookies to improve your experience on our site.')).toBe(true);
    expect(isBoilerplate('© 2026 Acme Ltd. All rights reserved.')).toBe(true);
    expect(isBoilerplate('March 3, 2026')).toBe(false);
    const text = [
      'Home About Blog',
      sentence(45, 0),
      'Accept all cookies',
      'By using this site you accept our cookie policy and privacy terms.',
    ].join('\n\n');
    expect(toPassages('https://acme.example/', text).map((p) => p.text)).toEqual([sentence(45, 0)]);
  });

  it('ends a heading with a full stop, so it never runs into the next sentence', () => {
    const [passage] = toPassages(
      'https://northwind.test/',
      'Stop overpaying your carriers\n\nNorthwind audits every freight invoice against your contracted rates before you pay it, and pays the approved ones in one weekly run for mid-market shippers across North America and Europe.',
    );
    expect(passage!.text).toMatch(/^Stop overpaying your carriers\. Northwind audits/);
    expect(splitSentences(passage!.text)[0]).toBe('Stop overpaying your carriers.');
  });

  it('answers nothing for nothing but boilerplate', () => {
    expect(toPassages('https://acme.example/', 'Log in\n\nSign up\n\n© 2026 Acme')).toEqual([]);
  });
});

describe('dropSeenPassages', () => {
  it('drops passages already seen on an earlier page of the site and renumbers the rest', () => {
    const seen = new Set<string>();
    const shared = sentence(45, 9);
    const first = toPassages('https://acme.example/', `${sentence(45, 0)}\n\n${shared}`);
    const second = toPassages('https://acme.example/about', `${shared.toUpperCase()}\n\n${sentence(45, 1)}`);
    expect(dropSeenPassages(first, seen)).toHaveLength(2);
    const kept = dropSeenPassages(second, seen);
    expect(kept.map((p) => [p.text, p.index])).toEqual([[sentence(45, 1), 0]]);
  });
});
