import { describe, expect, it } from 'vitest';
import { briefSchema, type BriefInput } from '#shared/brief.ts';
import { prospectDataSchema } from '#shared/prospects.ts';
import { composeOffline } from './compose.ts';
import { familyWork, gerund, offerWork } from './work-link.ts';

const brief = (over: Partial<BriefInput> = {}) =>
  briefSchema.parse({
    senderName: 'Maya Lindqvist',
    senderCompany: 'Ledgerline',
    offer: 'Ledgerline does the bookkeeping, payroll tax filings and R&D credit claims for venture-backed startups.',
    valueProps: ['a named accountant in your Slack instead of a ticket queue'],
    proofPoints: ['Over 240 seed and Series A startups close their books with us every month.'],
    audience: 'Founders and operators at venture-backed startups',
    callToAction: 'a 15-minute call next week',
    ...over,
  });

const prospect = (over: Record<string, unknown> = {}) =>
  prospectDataSchema.parse({
    email: 'vera.ito@alice.tech',
    firstName: 'Vera',
    title: 'Co-founder & CEO',
    company: 'Alice.tech',
    notes: 'Alice.tech turns generic course materials into personalized learning and exam prep using AI.',
    fields: { 'Number of Employees': '5' },
    ...over,
  });

/** The e-mail's hook paragraph (the one after the greeting). */
const hookOf = (body: string) => body.split('\n\n')[1]!;

describe('offerWork', () => {
  it.each([
    ['monitors', 'monitoring'],
    ['writes', 'writing'],
    ['fixes', 'fixing'],
    ['carries', 'carrying'],
    ['runs', 'running'],
    ['audits', 'auditing'],
  ])('gerund(%s) is %s', (verb, ing) => expect(gerund(verb)).toBe(ing));

  it('names the work as the prospect would do it without the sender', () => {
    expect(offerWork(brief())).toEqual({ text: 'the bookkeeping', plural: false, duty: 'the bookkeeping' });
    expect(
      offerWork(brief({ offer: 'Pagerline watches your scheduled jobs and queues and pages the on-call engineer.' })),
    ).toEqual({ text: 'watching scheduled jobs and queues', plural: false, duty: 'scheduled jobs and queues' });
    expect(
      offerWork(brief({ offer: 'Keel Talent places senior and staff software engineers with startups.' })),
    ).toEqual({
      text: 'hiring senior and staff software engineers',
      plural: false,
      duty: 'hiring senior and staff software engineers',
    });
    expect(offerWork(brief({ offer: 'We are great.', callToAction: undefined }))).toBeNull();
  });

  it('keeps the "your" of a lone singular noun, and gives no work for a verb whose object needs a place', () => {
    const noAsk = { callToAction: undefined };
    expect(
      offerWork(brief({ ...noAsk, offer: 'Lingua translates your app, docs and help centre into 30 languages.' })),
    ).toEqual({ text: 'translating your app', plural: false, duty: 'your app' });
    expect(
      offerWork(brief({ ...noAsk, offer: 'Coldwatch puts wireless sensors in your cold rooms and trucks.' })),
    ).toBeNull();
    // "end to end" says how: its first half is no part of the object (the readers: "data subject requests end" is garbled).
    expect(
      offerWork(brief({ ...noAsk, offer: 'Veilpoint handles data subject requests end to end: it finds the data.' }))
        ?.text,
    ).toBe('data subject requests');
    // A list of verbs shares its object: the first verb's work, never "recording , edits".
    expect(
      offerWork(brief({ ...noAsk, offer: 'Quillcast records, edits and publishes a weekly podcast for your company.' }))
        ?.text,
    ).toBe('recording a weekly podcast');
    // A receiver and a thing given name no work of the prospect's ("giving remote teams a desk … is someone's second job").
    expect(
      offerWork(
        brief({ ...noAsk, offer: 'Deskhop gives remote teams a desk or a meeting room in 400 coworking spaces.' }),
      ),
    ).toBeNull();
    expect(offerWork(brief({ ...noAsk, offer: 'Ledgerline gives founders monthly books.' }))).toBeNull();
  });
});

describe('the first e-mail’s link from a fact to the offer', () => {
  it('says who carries the work at the company’s size, to a founder', () => {
    const hook = hookOf(composeOffline(prospect(), brief()).body);
    expect(hook).toMatch(/\b5 people\b/);
    expect(hook).toMatch(
      /the bookkeeping (?:probably still falls to a founder|is probably one more job on a founder’s plate)/,
    );
    expect(hook).not.toMatch(/matters? a (?:lot|great deal)|on the team’s mind|a real concern/);
  });

  it('tells the person who does the work that it is on their desk, and anyone else that it is a side job', () => {
    const ops = hookOf(composeOffline(prospect({ title: 'Director of Operations' }), brief()).body);
    expect(ops).toContain('the bookkeeping probably lands on your desk along with everything else');
    // A CTO is not a founder or an operator: an audience that names engineering leaders reaches one.
    const withEngineers = brief({ audience: 'Founders, operators and engineering leaders at venture-backed startups' });
    const cto = hookOf(composeOffline(prospect({ title: 'CTO' }), withEngineers).body);
    expect(cto).toContain('the bookkeeping is probably a side job for someone on the team');
  });

  it('grows with the company: a job of its own, or a team of its own', () => {
    const mid = hookOf(composeOffline(prospect({ fields: { employees: '150' } }), brief()).body);
    expect(mid).toMatch(/150 people, the bookkeeping (?:is probably a job of its own by now|has probably outgrown)/);
    // An audience of startups would put 5,000 people off-audience (below): this one names no size.
    const anySize = brief({ audience: 'Founders and finance leaders at software companies' });
    const large = hookOf(composeOffline(prospect({ fields: { employees: '5,000' } }), anySize).body);
    expect(large).toMatch(/5,000 people, the bookkeeping probably (?:takes a team|runs across several teams)/);
  });

  it('does not reason about the work at a company far outside the size the audience names, and flags it', () => {
    const draft = composeOffline(prospect({ fields: { employees: '7000' } }), brief());
    expect(draft.flags).toEqual(['off_audience']);
    expect(draft.body).not.toMatch(/7,000 people|the bookkeeping probably/);
    expect(draft.body).toContain('Is this something for you, or for someone else at Alice.tech?');
  });

  it('without a size, links by the role when the role does the work; a CTO is not told the bookkeeping is theirs', () => {
    const ops = hookOf(composeOffline(prospect({ fields: {}, title: 'COO' }), brief()).body);
    expect(ops).toMatch(/\b[Aa]s COO, you’re probably responsible for the bookkeeping\./);
    const cto = composeOffline(prospect({ fields: {}, title: 'CTO' }), brief()).body;
    expect(cto).not.toMatch(/on your desk|responsible for/);
  });

  it('an audience that names engineering leaders for another reason does not make payroll theirs', () => {
    // Heads of engineering are in this audience because they hire abroad; payroll is operations' work.
    const payroll = brief({
      offer:
        'Northstack runs payroll, benefits and local compliance for remote teams, so a software company can hire engineers in any country.',
      audience: 'Founders, COOs and heads of engineering or operations at remote-first software companies',
    });
    const cto = composeOffline(prospect({ fields: {}, title: 'VP of Engineering' }), payroll).body;
    expect(cto).not.toMatch(/responsible for payroll|on your desk/);
    // What they are in the audience for, in the brief's own words, is their link instead.
    expect(hookOf(cto)).toMatch(/\b[Aa]s VP of Engineering, you’re probably involved in hiring engineers\./);
    expect(familyWork(payroll, 'engineering')).toBe('hiring engineers');
    expect(familyWork(payroll, 'marketing')).toBeNull();
    const coo = hookOf(composeOffline(prospect({ fields: {}, title: 'COO' }), payroll).body);
    expect(coo).toMatch(/\b[Aa]s COO, you’re probably responsible for payroll\b/);
  });

  it('a founder without a size gets a softer guess', () => {
    const hook = hookOf(composeOffline(prospect({ fields: {}, title: 'Founder' }), brief()).body);
    expect(hook).toMatch(/\b[Aa]s a founder, you may still have the bookkeeping on your plate\./);
  });

  it('flags a prospect outside the audience even when the offer’s words touch their field', () => {
    const content = brief({
      senderCompany: 'Quillmark',
      offer:
        'Quillmark writes technical blog posts for B2B software companies, drafted by writers who have worked as engineers.',
      audience: 'heads of marketing, content leads and founders at B2B software companies',
      callToAction: 'ask whether content is a priority this quarter',
    });
    expect(composeOffline(prospect({ title: 'VP of Engineering' }), content).flags).toContain('off_audience');
    const marketing = hookOf(composeOffline(prospect({ fields: {}, title: 'Head of Marketing' }), content).body);
    expect(marketing).toMatch(/\b[Aa]s Head of Marketing, you’re probably responsible for content\./);
  });

  it('a thin row with a size says what it knows and nothing more', () => {
    const thin = prospect({ notes: null });
    expect(hookOf(composeOffline(thin, brief()).body)).toMatch(
      /^All I know about Alice\.tech is that it’s a team of 5, so the bookkeeping/,
    );
  });

  it('an off-audience prospect gets no guess about their work: the note asks whose it is', () => {
    const draft = composeOffline(prospect({ title: 'VP Sales' }), brief());
    expect(draft.flags).toContain('off_audience');
    expect(draft.body).not.toMatch(/falls to a founder|on your desk|side job/);
  });

  it('every figure it writes is the row’s, and passes the grounding check', () => {
    const draft = composeOffline(prospect({ fields: { employees: '11-50' } }), brief());
    expect(draft.body).toContain('11–50 people');
    expect(draft.factsUsed).toContainEqual(expect.objectContaining({ claim: '11–50', supported: true }));
  });
});
