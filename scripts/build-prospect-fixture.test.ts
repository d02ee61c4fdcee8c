import { describe, expect, it } from 'vitest';
import { corpusPresent, corpusText, fixtureText, needsCorpus } from '#tests/support/test-data.ts';
import {
  COLUMNS,
  FIXTURE_ROWS,
  PROSPECT_FIXTURE,
  REMOTEINTECH_SOURCE,
  buildProspectFixture,
  cut,
  plainText,
} from './build-prospect-fixture.ts';

describe('plainText and cut (the fixture builder)', () => {
  it('keeps the words of a markdown blurb and drops its markup', () => {
    expect(
      plainText(
        '#### About Us\n[Acme](https://acme.example) builds **rockets**\nfor _small_ teams.\n\nWe value:\n\n* speed\n- care\n\n> Quoted line',
      ),
    ).toBe('Acme builds rockets for small teams. We value: speed. care. Quoted line.');
  });

  it('cuts at the last sentence end within the limit, else at a space', () => {
    expect(cut('One two three. Four five six. Seven', 30)).toBe('One two three. Four five six.');
    expect(cut('Onetwothree fourfive sixseven', 24)).toBe('Onetwothree fourfive');
    expect(cut('Short.', 30)).toBe('Short.');
  });
});

describe('the committed prospect list', () => {
  it(`has the HubSpot-style columns and ${FIXTURE_ROWS} records, one line each, made-up .example contacts`, () => {
    const lines = fixtureText(PROSPECT_FIXTURE).split('\r\n');
    expect(lines[0]).toBe(COLUMNS.join(','));
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(FIXTURE_ROWS + 2);
    for (const line of lines.slice(1, -1))
      expect(line).toMatch(/^[A-Z][a-z]+,[A-Z][a-z]+,[a-z]+\.[a-z]+@[a-z0-9-]+\.example,/);
  });

  it.skipIf(!corpusPresent)(
    `is what scripts/build-prospect-fixture.ts builds from the corpus ${needsCorpus('it is built from the corpus’s 1 MB Remote-in-Tech CSV, which is not committed')}`,
    () => {
      expect(buildProspectFixture(corpusText(REMOTEINTECH_SOURCE))).toBe(fixtureText(PROSPECT_FIXTURE));
    },
  );
});
