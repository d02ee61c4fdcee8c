import { describe, expect, it } from 'vitest';
import { briefSchema } from '#shared/brief.ts';
import { tag, untag } from '../../language/nlp.ts';
import { YC_TEXT_NOT_REDISTRIBUTABLE, corpusPresent, needsCorpus } from '#tests/support/test-data.ts';
import { ycProspects } from '../../testing/prospect-lists.ts';
import { parseClause } from './clause.ts';
import { composeOffline } from './compose.ts';
import { repairGrammar } from './grammar.ts';

const repaired = (text: string) => untag(repairGrammar(tag(text)));

describe('repairGrammar', () => {
  it.each([
    ['is a AI-powered math education chatbot', 'is an AI-powered math education chatbot'],
    ['is an one-stop shop', 'is a one-stop shop'],
    ['A open platform', 'An open platform'],
    ['is building modern modern payments', 'is building modern payments'],
    ['to automate both day-to-day tasks', 'to automate day-to-day tasks'],
    ['lets both consumers and businesses order vans', 'lets both consumers and businesses order vans'],
    ['an MCP server for an SDK', 'an MCP server for an SDK'],
    ['knows that that works', 'knows that that works'],
  ])('%s → %s', (input, expected) => {
    expect(repaired(input)).toBe(expected);
  });
});

describe('clauses from real descriptions (yc-prospects-hubspot.csv)', () => {
  it.each([
    [
      'Darsel is a AI-powered math education chatbot which is designed to supplement K12 education systems.',
      'Darsel',
      'Darsel is an AI-powered math education chatbot which is designed to supplement K12 education systems',
    ],
    [
      'Swipe is building modern modern payments, accounting and cashflow management tools for businesses.',
      'Swipe Technologies',
      'Swipe Technologies is building modern payments, accounting and cashflow management tools for businesses',
    ],
    [
      'At Saturn, our mission is to make financial peace of mind more accessible by building the best operating system for wealth managers.',
      'Saturn',
      'Saturn’s mission is to make financial peace of mind more accessible by building the best operating system for wealth managers',
    ],
    [
      'We leverage agentic AI to automate both day-to-day tasks, such as testing and code reviews, and massive one-off projects.',
      'Datafold',
      'Datafold leverages agentic AI to automate day-to-day tasks',
    ],
  ])('%s', (sentence, company, expected) => {
    const clause = parseClause(sentence, company);
    expect(clause && `${clause.subject} ${clause.predicate}`).toBe(expected);
  });

  it('refuses a sentence of opinion ("We know …") rather than writing "Convoy knows …"', () => {
    expect(parseClause('We know both receiving and sending webhooks can become a lot of work.', 'Convoy')).toBeNull();
  });
});

describe.skipIf(!corpusPresent)(
  `openers on YC rows that read badly before ${needsCorpus(YC_TEXT_NOT_REDISTRIBUTABLE)}`,
  () => {
    const brief = briefSchema.parse({
      senderName: 'Maya Lindqvist',
      senderCompany: 'Ledgerline',
      offer: 'Ledgerline does bookkeeping for startups.',
    });
    const rows = new Map(corpusPresent ? ycProspects().map((r) => [r.raw['Company Name'], r.prospect]) : []);
    const opener = (company: string) => composeOffline(rows.get(company)!, brief).opener;

    it('never calls a sentence that starts with the company’s short name a description of it (Aviron Interactive)', () => {
      expect(opener('Aviron Interactive')).not.toMatch(/described as Aviron,/);
    });

    it('never cuts a name that goes on with "of" into a subject line (Bond: "AI Chief of Staff", not "AI Chief")', () => {
      expect(composeOffline(rows.get('Bond')!, brief).subject).not.toMatch(/AI Chief$/);
    });

    it('keeps a lower-case brand as written in the subject (truthsystems)', () => {
      const subject = composeOffline(rows.get('truthsystems')!, brief).subject;
      expect(subject).not.toMatch(/Truthsystems/);
    });

    it('names an industry as a space, in lower case, and never a CRM placeholder', () => {
      const jestor = composeOffline(rows.get('Jestor')!, brief).body;
      if (/works in/.test(jestor)) expect(jestor).toContain('works in the productivity space');
      for (const industry of ['Unspecified', 'Productivity', 'Supply Chain and Logistics', 'B2B']) {
        const prospect = { ...rows.get('Jestor')!, notes: null, title: null, location: null, industry };
        const opener = composeOffline(prospect, brief).opener;
        expect(opener).not.toMatch(/Unspecified|works in (?!the )/);
      }
    });

    it('writes no doubled article before a name that has its own (The Centre for Effective Altruism)', () => {
      for (const company of ['The Centre for Effective Altruism', 'The LLM Data Company']) {
        expect(composeOffline(rows.get(company)!, brief).body).not.toMatch(/\bthe The\b/);
      }
    });

    it.each(['Darsel', 'Swipe Technologies', 'Datafold', 'Convoy'])(
      '%s: no "a" before a vowel sound, no doubled word, no dangling "both"',
      (company) => {
        const text = opener(company);
        expect(text).not.toMatch(/\ba (?:AI|[aeio]\w)/);
        expect(text).not.toMatch(/\b(\w{3,}) \1\b/i);
        expect(text).not.toMatch(/\bboth\b(?![^.]*\band\b)/);
        expect(text).not.toMatch(/\bknows both\b/);
      },
    );
  },
);
