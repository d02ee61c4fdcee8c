import { describe, expect, it } from 'vitest';
import { checkClaim, checkGrounding } from './grounding.ts';
import { YC_TEXT_NOT_REDISTRIBUTABLE, corpusPresent, needsCorpus } from '#tests/support/test-data.ts';
import { ycProspect } from '../testing/prospect-lists.ts';

/**
 * Grounding against real rows of the test corpus's prospects/yc-prospects-hubspot.csv (SHARED_DATA_DIR;
 * real companies and YC's descriptions, not redistributable, so skipped without the corpus; made-up
 * contacts). Each claim is what a writer might put in `factsUsed`, with the field
 * it names. Supported claims quote or paraphrase that field; invented ones get a number, a name, the
 * field or a detail wrong.
 */
type Case = [company: string, claim: string, field: string];

const supported: Case[] = [
  ['Pibit.ai', 'an SF-based insurtech company', 'notes'],
  ['Pibit.ai', 'reconstructing commercial underwriting for carriers and MGAs', 'notes'],
  ['Pibit.ai', 'the CURE platform', 'Company Description'],
  ['Pibit.ai', '116 employees', 'Number of Employees'],
  ['Pibit.ai', "YC's Winter 2021 batch", 'yc_batch'],
  ['Pibit.ai', 'Sara', 'first_name'],
  ['Pibit.ai', 'Founder', 'title'],
  ['Pibit.ai', 'based in San Francisco', 'location'],
  ['Metorial', 'the infra layer for AI integrations', 'notes'],
  ['Metorial', 'a serverless MCP runtime with sub-second cold starts', 'notes'],
  ['Metorial', 'Metorial', 'company'],
  ['Metorial', 'a team of 4', 'Number of Employees'],
  ['7cups', 'an on-demand emotional health and well-being service', 'notes'],
  ['7cups', 'connects people to listeners in one-on-one chat', 'description'],
  ['7cups', '7cups', 'Company Name'],
  ['Flick', 'AI filmmaking software for Hollywood-level short films', 'notes'],
  ['Flick', 'better than the 8-second clips other AI tools give', 'notes'],
  ['Electric Air', 'cuts costs by 60 percent', 'notes'],
  ['Electric Air', 'a $53 billion market opportunity for heat pumps', 'notes'],
  ['Electric Air', 'Engineering Manager', 'job_title'],
  ['Yenmo', "India's 65M investors", 'notes'],
  ['Yenmo', 'loans at a fixed 10.5% interest rate', 'notes'],
  ['Yenmo', 'Bengaluru', 'location'],
  ['Response', 'cuts ordering and approval times by up to 92%', 'notes'],
  ['Response', 'helps companies save up to 13%', 'notes'],
  ['AccessOwl', 'IT teams at Zeplin and Sary save 30 minutes per request', 'notes'],
  ['AccessOwl', 'automates SaaS account provisioning', 'notes'],
  ['99minutos', 'delivery in less than 99 minutes', 'notes'],
  ['99minutos', 'delivers in 52 cities in Mexico', 'notes'],
  ['99minutos', 'a team of 5,000', 'Number of Employees'],
  ['99minutos', 'a team of 5k', 'Number of Employees'],
  ['Alice.tech', 'more than 10,000 college students have used Alice', 'notes'],
  ['Alice.tech', 'Duolingo for exams', 'notes'],
  ['Stripe', 'launched out of Y Combinator', 'notes'],
  ['Stripe', 'builds economic infrastructure for the internet', 'notes'],
  ['Lago', 'the open-source alternative to Stripe', 'notes'],
  ['Lago', "built Qonto's billing system", 'notes'],
  ['Drip Capital', 'small businesses account for 40% of trade', 'notes'],
  ['EduRev', 'over 7 million students', 'notes'],
  ['AlphaWatch AI', 'market intelligence for Fortune 500 companies', 'notes'],
  ['Pibit.ai', 'the industry’s only centralized underwriting risk environment', 'notes'],
];

const invented: Case[] = [
  // wrong numbers
  ['Pibit.ai', '150 employees', 'Number of Employees'],
  ['Pibit.ai', "YC's Winter 2022 batch", 'YC Batch'],
  ['Electric Air', 'cuts costs by 50%', 'notes'],
  ['Electric Air', 'a $35B market opportunity', 'notes'],
  ['Yenmo', "India's 56 million investors", 'notes'],
  ['Yenmo', 'loans at a fixed 12% interest rate', 'notes'],
  ['Response', 'cuts approval times by up to 29%', 'notes'],
  ['99minutos', 'delivery in less than 60 minutes', 'notes'],
  ['Alice.tech', 'more than 100k college students', 'notes'],
  ['EduRev', 'over 70 million students', 'notes'],
  // wrong names
  ['Pibit.ai', 'an LA-based insurtech company', 'notes'],
  ['Metorial', 'the infra layer for OpenAI integrations', 'notes'],
  ['AccessOwl', 'IT teams at Zapier and Sary save time', 'notes'],
  ['Lago', 'the open-source alternative to Chargebee', 'notes'],
  ['Alice.tech', 'Babbel for exams', 'notes'],
  ['Yenmo', 'Mumbai', 'location'],
  ['Pibit.ai', 'Sarah', 'firstName'],
  ['Stripe', 'launched out of Techstars', 'notes'],
  ['Pibit.ai', 'commercial underwriting for carriers, backed by a16z', 'notes'],
  // invented rank or flattery ("only" is in the field; "leading" and "largest" are not)
  ['Pibit.ai', "the world's leading underwriting platform", 'notes'],
  ['Metorial', 'the largest infra layer for AI integrations', 'notes'],
  // right fact, wrong field
  ['Pibit.ai', '116 employees', 'notes'],
  ['Pibit.ai', 'Winter 2021', 'notes'],
  ['Metorial', 'Engineering Manager', 'notes'],
  ['Yenmo', 'based in Bengaluru', 'notes'],
  ['Electric Air', 'cuts costs by 60%', 'title'],
  ['7cups', 'Sara', 'company'],
  ['Flick', 'Flick', 'industry'],
  // plausible but absent
  ['Metorial', 'recently raised a Series B', 'notes'],
  ['AccessOwl', 'is hiring in Berlin', 'notes'],
  ['Flick', 'is hiring engineers', 'notes'],
  ['7cups', 'just launched an iOS app', 'notes'],
  ['Electric Air', 'was acquired last year', 'notes'],
  ['Drip Capital', 'partnered with Goldman Sachs', 'notes'],
  ['Response', 'spoke on a podcast about procurement', 'notes'],
  ['Pibit.ai', 'a leading pet insurance marketplace', 'notes'],
  // fields that do not exist, or are empty
  ['Metorial', 'the infra layer for AI integrations', 'Funding Stage'],
  ['Flick', 'based in Los Angeles', 'location'],
];

const each = (cases: Case[]) => cases.map(([company, claim, field]) => ({ company, claim, field }));

describe.skipIf(!corpusPresent)(`grounding on real YC rows ${needsCorpus(YC_TEXT_NOT_REDISTRIBUTABLE)}`, () => {
  it('holds at least 30 supported and 30 invented claims', () => {
    expect(supported.length).toBeGreaterThanOrEqual(30);
    expect(invented.length).toBeGreaterThanOrEqual(30);
  });

  it.each(each(supported))('supports "$claim" from $field ($company)', ({ company, claim, field }) => {
    const check = checkClaim(claim, field, ycProspect(company));
    expect(check, JSON.stringify(check)).toMatchObject({ supported: true });
  });

  it.each(each(invented))('rejects "$claim" from $field ($company)', ({ company, claim, field }) => {
    expect(checkClaim(claim, field, ycProspect(company)).supported).toBe(false);
  });

  it('says why a claim failed', () => {
    const prospect = ycProspect('Metorial');
    expect(checkClaim('raised a Series B in Berlin with 150 staff', 'notes', prospect)).toMatchObject({
      supported: false,
      missingNumbers: ['150'],
      missingNames: ['Series', 'B', 'Berlin'],
      missingEvents: ['funding'],
    });
    expect(checkClaim('anything', 'Funding Stage', prospect)).toMatchObject({ supported: false, field: null });
  });

  it('reports canonical field names and keeps the order of the claims', () => {
    const facts = checkGrounding(
      [
        { claim: 'Sara', field: 'first_name' },
        { claim: '116 employees', field: 'number_of_employees' },
        { claim: 'a Series B', field: 'notes' },
      ],
      ycProspect('Pibit.ai'),
    );
    expect(facts).toEqual([
      { claim: 'Sara', field: 'firstName', supported: true },
      { claim: '116 employees', field: 'Number of Employees', supported: true },
      { claim: 'a Series B', field: 'notes', supported: false },
    ]);
  });
});
