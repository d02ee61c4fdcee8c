import { describe, expect, it } from 'vitest';
import type { ScoreCriterion } from '#shared/emails.ts';
import { scoreEmail } from './index.ts';
import { listRow, monitoringBrief, verdictInput } from './testing.ts';
import { verdictAndGrade } from './verdict.ts';

/**
 * The verdict's criteria on real rows of the committed Remote-in-Tech list (GitLab, Astronomer), under a
 * monitoring brief of our own: one good e-mail, then the same e-mail with one defect of each kind that
 * RUBRIC.md names, each turning the verdict to what an expert would say and naming its evidence.
 */
const gitlab = () => listRow('GitLab', 'VP of Engineering');
const SUBJECT = 'One data store, many jobs';
const HOOK =
  'GitLab runs every stage of the DevOps lifecycle from a single data store, so a background job that stalls quietly can hold up a lot of teams at once.';
const OFFER =
  'Pagerline pages your on-call engineer within two minutes when a job stalls or fails silently. One SDK call, no agents.';
const ASK = 'Is that a gap your team already covers?';
const email = (parts: { greeting?: string; hook?: string; offer?: string; ask?: string } = {}) =>
  [
    parts.greeting ?? 'Hi Alba,',
    '',
    parts.hook ?? HOOK,
    '',
    parts.offer ?? OFFER,
    '',
    parts.ask ?? ASK,
    '',
    'Nora',
  ].join('\n');

const score = (body = email(), subject = SUBJECT, overrides = {}) =>
  scoreEmail(verdictInput(gitlab(), subject, body, overrides));
const failing = (s: ReturnType<typeof score>) =>
  Object.fromEntries(s.criteria.filter((c) => c.verdict !== 'send').map((c) => [c.id, c.verdict]));

describe('the verdict', () => {
  it('sends a grounded, short e-mail with a linked hook and one interest question, and lists its claims', () => {
    const s = score();
    expect(failing(s)).toEqual({});
    expect(s).toMatchObject({ verdict: 'send', grade: 'A' });
    expect(s.claims?.find((c) => c.in === 'body')).toMatchObject({ supported: true, field: 'notes' });
  });

  describe('dont_send: a defect that harms the sender', () => {
    it.each([
      ['an invented funding round', { hook: 'Congrats on GitLab’s $40M Series C last month.' }, 'grounding', '$40M'],
      ['an invented office', { hook: 'Saw the news about GitLab opening an office in Lisbon.' }, 'grounding', 'Lisbon'],
      [
        'invented attention',
        { hook: 'I’ve been following GitLab’s engineering blog for years.' },
        'grounding',
        'attention',
      ],
      [
        'a characterisation the row does not make',
        { hook: 'As a fast-growing startup, GitLab ships a lot of jobs.' },
        'grounding',
        'fast-growing',
      ],
      [
        'a benefit the brief does not promise',
        { offer: 'Pagerline guarantees zero missed jobs or your money back.' },
        'grounding',
        'guarantee',
      ],
      ['a wrong first name', { greeting: 'Hi Alma,' }, 'identity', 'Alma'],
      ['a null name', { greeting: 'Hi None,' }, 'identity', 'None'],
      ['an unfilled merge field', { ask: 'Is that a gap {{company}} covers?' }, 'identity', '{{company}}'],
      ['a verb lost in a cut', { offer: 'Pagerline used by 25 remote engineering teams.' }, 'fluency', 'no verb'],
      ['a clause cut off', { hook: 'GitLab makes DevOps simple, fast and.' }, 'fluency', 'cut off'],
      ['a missing offer', { offer: 'We help companies like yours move faster.' }, 'offer', 'missing'],
    ])('%s', (_, parts, id, evidence) => {
      const s = score(email(parts));
      expect(s.verdict).toBe('dont_send');
      expect(['D', 'F']).toContain(s.grade);
      const found = s.criteria.find((c) => c.id === id);
      expect(found).toMatchObject({ result: 'fail', verdict: 'dont_send' });
      expect(found!.reason).toContain(evidence);
    });

    it('a prospect outside the audience (the row’s own Head of People)', () => {
      const s = scoreEmail(verdictInput(listRow('Astronomer'), SUBJECT, email({ greeting: 'Hi Ilse,' })));
      expect(s.verdict).toBe('dont_send');
      expect(s.criteria.find((c) => c.id === 'audience_fit')!.reason).toBe(
        '“Head of People” is people; the brief’s audience is engineering',
      );
    });

    it('a company far outside the size the audience names, whatever the title', () => {
      const brief = { ...monitoringBrief(), audience: 'engineering leaders at startups' };
      const big = { ...gitlab(), fields: { ...gitlab().fields, employees: '2,000' } };
      const s = scoreEmail(verdictInput(big, SUBJECT, email(), { brief }));
      expect(s.verdict).toBe('dont_send');
      expect(s.criteria.find((c) => c.id === 'audience_fit')!.reason).toBe(
        '2,000 people (employees) is far outside the “startups” the brief’s audience names (up to 249 people).',
      );
      // Near the edge it is still in: a 300-person scale-up calls itself a startup.
      const near = { ...gitlab(), fields: { ...gitlab().fields, employees: '300' } };
      expect(scoreEmail(verdictInput(near, SUBJECT, email(), { brief })).verdict).toBe('send');
    });

    it('a first e-mail that fakes a reply, or runs over 150 words', () => {
      expect(failing(score(email(), `Re: ${SUBJECT}`))).toMatchObject({ subject: 'dont_send', grounding: 'dont_send' });
      const long = email({ hook: `${HOOK} ${'Teams rely on those jobs every day. '.repeat(20)}` });
      expect(failing(score(long))).toMatchObject({ length: 'dont_send' });
    });

    it('shouting and a prompt-injection flag', () => {
      expect(failing(score(email(), 'FREE AUDIT TODAY'))).toMatchObject({ spam_words: 'dont_send' });
      expect(score(email(), SUBJECT, { flags: ['prompt_injection'] })).toMatchObject({
        verdict: 'dont_send',
        grade: 'F',
      });
    });
  });

  describe('edit: a defect that costs replies', () => {
    it.each([
      ['a mail-merge hook', { hook: 'I see you are VP of Engineering at GitLab.' }, 'hook', 'Mail merge'],
      [
        'flattery instead of a link',
        { hook: 'GitLab is a single application for the whole DevOps lifecycle, that’s impressive!' },
        'hook',
        'flatters',
      ],
      [
        'a calendar link',
        { ask: 'Grab a slot on my calendar: https://calendly.com/nora/30min' },
        'call_to_action',
        'calendar',
      ],
      [
        'several asks',
        { ask: 'Do you run jobs? Who owns on-call? Could you share your stack?' },
        'call_to_action',
        '3 questions',
      ],
      [
        'the brand three times',
        { offer: 'Pagerline pages your on-call engineer. Pagerline needs one SDK call. Pagerline runs no agents.' },
        'brand_mentions',
        '3 times',
      ],
    ])('%s', (_, parts, id, evidence) => {
      const s = score(email(parts));
      expect(s).toMatchObject({ verdict: 'edit', grade: 'C' });
      expect(s.criteria.find((c) => c.id === id)!.reason).toContain(evidence);
    });

    it('a sender-centred or vague subject', () => {
      expect(score(email(), 'Pagerline and GitLab')).toMatchObject({ verdict: 'edit' });
      expect(score(email(), 'Quick question')).toMatchObject({ verdict: 'edit' });
    });
  });

  describe('a hook’s link to the offer', () => {
    const sized = () => ({ ...gitlab(), fields: { ...gitlab().fields, employees: '1,500' } });
    const fact = 'GitLab runs every stage of the DevOps lifecycle from a single data store';

    it('sends a fact followed by who carries the work at the row’s size (a sentence that opens with “At”)', () => {
      const hook = `${fact}. At 1,500 people, watching scheduled jobs and queues is probably a job of its own by now.`;
      const s = scoreEmail(verdictInput(sized(), SUBJECT, email({ hook })));
      expect(failing(s)).toEqual({});
      expect(s.criteria.find((c) => c.id === 'hook')!.reason).toContain('problem the offer solves');
    });

    it('reads what a described call to action asks about as the offer’s problem', () => {
      const hook =
        'GitLab is a single application for the whole DevOps lifecycle. As VP of Engineering, you’re probably responsible for uptime.';
      const brief = (callToAction?: string) => ({ ...monitoringBrief(), callToAction });
      const hookReason = (callToAction?: string) =>
        scoreEmail(verdictInput(gitlab(), SUBJECT, email({ hook }), { brief: brief(callToAction) })).criteria.find(
          (c) => c.id === 'hook',
        )!.reason;
      expect(hookReason('ask whether uptime is a priority this quarter')).toContain('problem the offer solves (uptim');
      expect(hookReason(undefined)).not.toContain('problem the offer solves');
    });

    it('edits a link that only says the offer matters', () => {
      const hook =
        'GitLab is a single application for the whole DevOps lifecycle, so I imagine scheduled jobs matter a lot there.';
      const s = score(email({ hook }));
      expect(failing(s)).toEqual({ hook: 'edit' });
      expect(s.criteria.find((c) => c.id === 'hook')!.reason).toContain('only by saying the offer matters');
    });

    it('does not read a list the row goes on with as a hollow link', () => {
      const row = listRow('Verve Systems', 'VP of Engineering');
      const hook =
        'Verve Systems helps businesses move faster with custom software, mobile apps, and smart AI solutions.';
      const s = scoreEmail(verdictInput(row, SUBJECT, email({ greeting: 'Hi Valentina,', hook })));
      expect(s.criteria.find((c) => c.id === 'hook')!.reason).not.toContain('only by saying');
    });
  });

  it('reads a past tense with a means as a verb (“GitLab started by building …”), not a lost `is`', () => {
    const hook = 'GitLab started by building a single application for the whole DevOps lifecycle.';
    expect(score(email({ hook })).criteria.find((c) => c.id === 'fluency')).toMatchObject({ result: 'pass' });
  });

  it('keeps short e-mails: an honest two-line note to a thin row is sendable', () => {
    const thin = { ...gitlab(), notes: null, fields: {} };
    const body =
      'Hi Alba,\n\nWhen a scheduled job fails without an error, who hears first at GitLab, your on-call engineer or a customer?\n\nPagerline makes it the engineer, within two minutes. One SDK call.\n\nNora';
    expect(scoreEmail(verdictInput(thin, 'Who hears first?', body))).toMatchObject({ verdict: 'send' });
  });
});

describe('what the verdict knows beyond the familiar briefs (issue 28 item 3)', () => {
  const criterionOf = (s: ReturnType<typeof score>, id: string) => s.criteria.find((c) => c.id === id)!;

  it('does not send a brief item pasted mid-sentence with its capital, or a "they" that points at no one', () => {
    const brief = {
      ...monitoringBrief(),
      valueProps: ['Alerts within two minutes of a stalled job', 'No agents to run'],
    };
    const body = email({ offer: 'Pagerline gives you Alerts within two minutes of a stalled job.' });
    const pasted = scoreEmail(verdictInput(gitlab(), SUBJECT, body, { brief }));
    expect(pasted.verdict).toBe('dont_send');
    expect(criterionOf(pasted, 'fluency').reason).toContain('pasted in with its capital: “you Alerts”');
    const stray = score(
      email({
        offer: 'Pagerline watches every scheduled job and queue.',
        ask: 'Would you walk me through the last stalled job they had?',
      }),
    );
    expect(criterionOf(stray, 'fluency')).toMatchObject({ result: 'fail', reason: expect.stringContaining('“they”') });
  });

  it('does not send a paragraph cut off mid-clause, and edits a proof point pasted as a headline', () => {
    const cut = score(email({ offer: 'Pagerline pages your on-call engineer when a job stalls and' }));
    expect(criterionOf(cut, 'fluency')).toMatchObject({ result: 'fail', verdict: 'dont_send' });
    const headline = score(email({ offer: `${OFFER} 40-engineer platform team cut time-to-detect by 60%.` }));
    expect(criterionOf(headline, 'fluency')).toMatchObject({ result: 'warn', verdict: 'edit' });
  });

  it('edits an opening that admits knowing nothing, unless it is the preface to a direct question', () => {
    const admits = score(
      email({ hook: 'All I know about GitLab is that you lead engineering there, so I will keep this short.' }),
    );
    expect(criterionOf(admits, 'hook')).toMatchObject({
      result: 'warn',
      reason: expect.stringContaining('admits knowing nothing'),
    });
    expect(admits.verdict).toBe('edit');
    const frank = score(
      email({ hook: 'All I know is that you lead engineering at GitLab, so: do stalled jobs reach you first?' }),
    );
    expect(criterionOf(frank, 'hook').reason).not.toContain('admits');
  });

  it('fails an empty merge field’s trace, and never calls the company’s own name a misused place', () => {
    const empty = score(
      email({
        hook: 'With  engineers across every stage of the DevOps lifecycle, a stalled job can hold up a lot of teams at once.',
      }),
    );
    expect(criterionOf(empty, 'identity')).toMatchObject({
      result: 'fail',
      reason: 'An empty merge field: “With  engineers”',
    });
    const located = { ...gitlab(), location: 'GitLab, Remote' };
    const own = scoreEmail(verdictInput(located, SUBJECT, email({ hook: `${HOOK} Everyone at GitLab sees it.` })));
    expect(own.criteria.find((c) => c.id === 'identity')).toMatchObject({ result: 'pass' });
  });

  it('does not count the prospect’s own words as spam', () => {
    const instant = { ...gitlab(), company: 'Instant', notes: 'Instant gives teams free instant access to staging.' };
    const body = email({
      hook: 'Instant gives teams free instant access to staging, so a stalled job there blocks a lot of people at once.',
    });
    expect(scoreEmail(verdictInput(instant, SUBJECT, body)).criteria.find((c) => c.id === 'spam_words')).toMatchObject({
      result: 'pass',
    });
  });

  it('edits a company outside the range of employees the audience states, before it is far outside', () => {
    const sized = (employees: string) => ({ ...gitlab(), fields: { ...gitlab().fields, Employees: employees } });
    const brief = { ...monitoringBrief(), audience: 'engineering leaders at software companies with 50–500 employees' };
    const at = (employees: string) =>
      scoreEmail(verdictInput(sized(employees), SUBJECT, email(), { brief })).criteria.find(
        (c) => c.id === 'audience_fit',
      )!;
    expect(at('300')).toMatchObject({ result: 'pass' });
    expect(at('800')).toMatchObject({
      result: 'warn',
      verdict: 'edit',
      reason: expect.stringContaining('outside the “50–500 employees”'),
    });
    expect(at('3,000')).toMatchObject({ result: 'fail', verdict: 'dont_send' });
    // Far too small: nothing this audience names grows with size, so the note may go (company-size.ts
    // smallerMatters), unless the e-mail makes the size its reason.
    expect(at('8')).toMatchObject({
      result: 'pass',
      reason: expect.stringContaining('smaller than the audience names'),
    });
    expect(at('30')).toMatchObject({ result: 'pass' });
    const cites = email({
      hook: 'With 8 people, a stalled background job at GitLab probably waits until someone notices.',
    });
    expect(
      scoreEmail(verdictInput(sized('8'), SUBJECT, cites, { brief })).criteria.find((c) => c.id === 'audience_fit'),
    ).toMatchObject({
      result: 'fail',
      reason: expect.stringContaining('makes that size its reason'),
    });
  });

  it('does not send a product promised to do on its own what the brief never says it does', () => {
    const promised = score(
      email({ offer: 'Pagerline finds the stalled jobs and restarts them automatically. One SDK call.' }),
    );
    expect(promised.criteria.find((c) => c.id === 'grounding')).toMatchObject({
      result: 'fail',
      reason: expect.stringContaining('“restarts them automatically”'),
    });
    // The brief's own verb is its promise: Pagerline pages the engineer.
    const own = score(
      email({ offer: 'Pagerline watches every job and pages the on-call engineer for you. One SDK call.' }),
    );
    expect(own.criteria.find((c) => c.id === 'grounding')).toMatchObject({ result: 'pass' });
  });

  it('reads an adjective after a linking verb as a whole sentence (“the first to go quiet”)', () => {
    const hook = 'GitLab runs thousands of scheduled jobs, and those are usually the first to go quiet.';
    expect(score(email({ hook })).criteria.find((c) => c.id === 'fluency')).toMatchObject({ result: 'pass' });
  });

  it('reads a name the row holds cut at its length limit as the row’s (“Singapo” → Singapore)', () => {
    const cut = { ...gitlab(), location: 'Remote - Amsterdam, Netherlands - Singapo' };
    const hook =
      'With engineers from Amsterdam to Singapore, a stalled job can wait a long time before anyone notices.';
    const s = scoreEmail(verdictInput(cut, SUBJECT, email({ hook })));
    expect(s.criteria.find((c) => c.id === 'grounding')).toMatchObject({ result: 'pass' });
    const elsewhere = scoreEmail(verdictInput(cut, SUBJECT, email({ hook: hook.replace('Singapore', 'Sydney') })));
    expect(elsewhere.criteria.find((c) => c.id === 'grounding')).toMatchObject({ result: 'fail' });
  });

  it('does not send a restaurant chain a pitch for SaaS companies', () => {
    const restaurant = { ...gitlab(), title: 'VP Sales', industry: 'Restaurants' };
    const brief = { ...monitoringBrief(), audience: 'sales leaders at B2B SaaS companies' };
    const fit = scoreEmail(verdictInput(restaurant, SUBJECT, email(), { brief })).criteria.find(
      (c) => c.id === 'audience_fit',
    );
    expect(fit).toMatchObject({
      result: 'fail',
      verdict: 'dont_send',
      reason: expect.stringContaining('“Restaurants”'),
    });
  });
});

describe('what the verdict knows from briefs it was not tuned on (issue 28, second pass)', () => {
  const fitOf = (s: ReturnType<typeof score>) => s.criteria.find((c) => c.id === 'audience_fit')!;

  it('refuses a handful of people for an audience whose companies have something they cannot', () => {
    const tiny = { ...gitlab(), fields: { ...gitlab().fields, Employees: '3' } };
    const withTeam = {
      ...monitoringBrief(),
      audience: 'engineering leaders at software companies with an on-call rotation (50–500 employees)',
    };
    const without = { ...monitoringBrief(), audience: 'engineering leaders at software companies (50–500 employees)' };
    expect(fitOf(scoreEmail(verdictInput(tiny, SUBJECT, email(), { brief: withTeam })))).toMatchObject({
      result: 'fail',
      reason: expect.stringContaining('with an on-call rotation'),
    });
    expect(fitOf(scoreEmail(verdictInput(tiny, SUBJECT, email(), { brief: without })))).toMatchObject({
      result: 'pass',
    });
    const invoices = {
      ...without,
      audience: `${without.audience} that page on-call engineers hundreds of times a month`,
    };
    expect(fitOf(scoreEmail(verdictInput(tiny, SUBJECT, email(), { brief: invoices })))).toMatchObject({
      result: 'warn',
    });
    const eight = { ...gitlab(), fields: { ...gitlab().fields, Employees: '8' } };
    expect(fitOf(scoreEmail(verdictInput(eight, SUBJECT, email(), { brief: withTeam })))).toMatchObject({
      result: 'warn',
    });
  });

  it('edits, not refuses, a title out of the audience when the e-mail asks to be pointed to the right person', () => {
    const sales = { ...gitlab(), title: 'VP Sales' };
    const ask = 'If on-call sits with a colleague, a pointer would be much appreciated.';
    expect(fitOf(scoreEmail(verdictInput(sales, SUBJECT, email({ ask }))))).toMatchObject({
      result: 'warn',
      verdict: 'edit',
    });
    expect(fitOf(scoreEmail(verdictInput(sales, SUBJECT, email())))).toMatchObject({ result: 'fail' });
  });

  it('refuses a software company for an audience of companies that run vehicles or goods', () => {
    const software = {
      ...gitlab(),
      title: 'COO',
      industry: null,
      fields: { description: 'Acme is a platform for scheduling field crews.' },
    };
    const fleets = {
      ...monitoringBrief(),
      audience: 'operations leaders at delivery and courier companies running vans',
    };
    expect(fitOf(scoreEmail(verdictInput(software, SUBJECT, email(), { brief: fleets })))).toMatchObject({
      result: 'fail',
      reason: expect.stringContaining('describes itself as “platform”'),
    });
  });

  it('reads pronoun determiners, an elided superlative and a noun-looking verb as whole sentences', () => {
    const fluency = (hook: string) => score(email({ hook })).criteria.find((c) => c.id === 'fluency')!;
    expect(fluency('GitLab runs thousands of background jobs, and we watch a lot of those.')).toMatchObject({
      result: 'pass',
    });
    expect(
      fluency('At GitLab, a stalled job is one of the most common incidents, and also one of the costliest.'),
    ).toMatchObject({ result: 'pass' });
    expect(
      fluency('Teams at GitLab slow down because on-call engineers waste hours on jobs that stall quietly.'),
    ).toMatchObject({ result: 'pass' });
  });

  it('refuses a sentence with half a contraction, a lone “not only” or a plural with “has”', () => {
    const fluency = (parts: { hook?: string; ask?: string }) =>
      score(email(parts)).criteria.find((c) => c.id === 'fluency')!;
    expect(fluency({ ask: "'d you like to see it on one job?" })).toMatchObject({ result: 'fail' });
    expect(fluency({ hook: 'GitLab is not only a single application for the DevOps lifecycle.' })).toMatchObject({
      result: 'fail',
    });
    expect(fluency({ hook: 'GitLab is built by engineers who has been on call for its jobs.' })).toMatchObject({
      result: 'fail',
    });
  });

  it('refuses a pitch that gives a detail but never says what is offered', () => {
    const offer = (text: string) => score(email({ offer: text })).criteria.find((c) => c.id === 'offer')!;
    // "One SDK call to set up, no agents to run" are the brief's value props; the offer watches jobs and pages.
    expect(offer('Pagerline has no agents to run and sets up with one SDK line.')).toMatchObject({
      result: 'fail',
      reason: expect.stringMatching(/never says what is offered/),
    });
    expect(offer(OFFER)).toMatchObject({ result: 'pass' });
  });

  it('refuses a first name in the cell’s case and a field pasted with its export’s cut', () => {
    const identity = (body: string, prospect = gitlab()) =>
      scoreEmail(verdictInput(prospect, SUBJECT, body)).criteria.find((c) => c.id === 'identity')!;
    expect(identity(email({ greeting: 'Hi alba,' }))).toMatchObject({
      result: 'fail',
      reason: 'Greets “alba”; the name is “Alba”',
    });
    expect(identity(email({ greeting: 'Hi Alba,' }))).toMatchObject({ result: 'pass' });
    const cut = { ...gitlab(), notes: 'GitLab is the DevOps platform that lets teams plan, build, secure and depl' };
    expect(identity(email({ hook: 'I read that GitLab lets teams plan, build, secure and depl' }), cut)).toMatchObject({
      result: 'fail',
      reason: expect.stringContaining('cut off mid-word'),
    });
    expect(identity(email(), cut)).toMatchObject({ result: 'pass' });
  });

  it('refuses a company outside the audience’s size that the e-mail calls exactly its kind', () => {
    const sized = { ...gitlab(), fields: { ...gitlab().fields, Employees: '8' } };
    const brief = { ...monitoringBrief(), audience: 'engineering leaders at software companies with 50–500 employees' };
    const hook = 'GitLab is exactly the kind of team Pagerline was built for: a stalled job can hold up every stage.';
    expect(
      scoreEmail(verdictInput(sized, SUBJECT, email({ hook }), { brief })).criteria.find(
        (c) => c.id === 'audience_fit',
      ),
    ).toMatchObject({ result: 'fail', reason: expect.stringContaining('calls them exactly the fit') });
  });

  it('refuses the company’s name with its capitals changed, and a run-together location pasted whole', () => {
    const branded = { ...gitlab(), company: 'GitLab' };
    const identity = (hook: string, prospect = branded) =>
      scoreEmail(verdictInput(prospect, SUBJECT, email({ hook }))).criteria.find((c) => c.id === 'identity')!;
    expect(identity(HOOK.replace('GitLab', 'Gitlab'))).toMatchObject({
      result: 'fail',
      reason: 'Writes the company “Gitlab”; the row has “GitLab”',
    });
    expect(identity(HOOK)).toMatchObject({ result: 'pass' });
    const offices = { ...branded, location: 'Austin, TX Denver, CO Boise, ID' };
    expect(
      identity(
        `With teams in Austin, TX Denver, CO Boise, ID, ${HOOK.slice(0, 1).toLowerCase()}${HOOK.slice(1)}`,
        offices,
      ),
    ).toMatchObject({
      result: 'fail',
      reason: expect.stringContaining('several places run together'),
    });
  });
});

describe('what the verdict knows from the model path’s readers (issue 28, third pass)', () => {
  const fitOf = (s: ReturnType<typeof score>) => s.criteria.find((c) => c.id === 'audience_fit')!;
  const criterionOf = (s: ReturnType<typeof score>, id: string) => s.criteria.find((c) => c.id === id)!;

  it('edits an operations leader outside the audience at a small company, and refuses one at a large company', () => {
    const coo = (employees: string) => ({
      ...gitlab(),
      title: 'COO',
      fields: { ...gitlab().fields, Employees: employees },
    });
    expect(fitOf(scoreEmail(verdictInput(coo('12'), SUBJECT, email())))).toMatchObject({
      result: 'warn',
      reason: expect.stringContaining('Operations leaders often own it'),
    });
    expect(fitOf(scoreEmail(verdictInput(coo('1,500'), SUBJECT, email())))).toMatchObject({ result: 'fail' });
    // Told they are the right person, the small company's COO is still refused.
    const told = email({ ask: 'You are probably the right person for this. Is that a gap your team already covers?' });
    expect(fitOf(scoreEmail(verdictInput(coo('12'), SUBJECT, told)))).toMatchObject({ result: 'fail' });
  });

  it('refuses the brief’s instruction to the writer pasted as the ask', () => {
    const pasted = email({ ask: 'Would you like to ask whether silent job failures are a problem for them?' });
    expect(criterionOf(score(pasted), 'fluency')).toMatchObject({
      result: 'fail',
      reason: expect.stringContaining('“…problem for them…”'),
    });
    expect(
      criterionOf(score(email({ ask: 'Are silent job failures a problem for your team?' })), 'fluency'),
    ).toMatchObject({
      result: 'pass',
    });
  });

  it('refuses the brief’s “end to end” cut in two', () => {
    const brief = {
      ...monitoringBrief(),
      offer: 'Pagerline watches your scheduled jobs end to end and pages the on-call engineer.',
    };
    const cut = email({
      hook: 'If watching scheduled jobs end at GitLab is still a side job, a stalled one can wait for hours.',
    });
    expect(criterionOf(scoreEmail(verdictInput(gitlab(), SUBJECT, cut, { brief })), 'fluency')).toMatchObject({
      result: 'fail',
      reason: expect.stringContaining('“end to end” cut in two'),
    });
    const whole = email({ offer: 'Pagerline watches your scheduled jobs end to end and pages the on-call engineer.' });
    expect(criterionOf(scoreEmail(verdictInput(gitlab(), SUBJECT, whole, { brief })), 'fluency')).toMatchObject({
      result: 'pass',
    });
  });

  it('reads the brief’s topic as the sender’s subject, not as news about the prospect, unless it is said of them', () => {
    const brief = {
      ...monitoringBrief(),
      audience: 'engineering leaders at software companies that are hiring engineers',
    };
    const grounding = (hook: string) =>
      criterionOf(scoreEmail(verdictInput(gitlab(), SUBJECT, email({ hook }), { brief })), 'grounding');
    expect(
      grounding(
        'GitLab runs every stage of DevOps from one data store, and building that much means hiring engineers who get paged.',
      ),
    ).toMatchObject({ result: 'pass' });
    expect(grounding('GitLab is hiring engineers for its on-call rotation this quarter.')).toMatchObject({
      result: 'fail',
    });
  });

  it('refuses “do” before a perfect, a space before a comma, and the row’s sentence cut before its last word', () => {
    const fluency = (parts: Parameters<typeof email>[0]) => criterionOf(score(email(parts)), 'fluency');
    expect(fluency({ ask: 'Do you have thought about silent job failures this quarter?' })).toMatchObject({
      result: 'fail',
      reason: expect.stringContaining('a perfect takes no “do”'),
    });
    expect(fluency({ ask: 'Have you thought about silent job failures this quarter?' })).toMatchObject({
      result: 'pass',
    });
    expect(fluency({ ask: 'Do you have time for a short call?' })).toMatchObject({ result: 'pass' });
    expect(fluency({ hook: 'At GitLab, watching , paging is probably a side job.' })).toMatchObject({
      result: 'fail',
      reason: expect.stringContaining('a space before a comma'),
    });
    const row = {
      ...gitlab(),
      notes: 'GitLab is the platform that keeps software delivery secure. It has 1,500 people.',
    };
    const identity = (hook: string) => criterionOf(scoreEmail(verdictInput(row, SUBJECT, email({ hook }))), 'identity');
    expect(identity('GitLab is the platform that keeps software delivery.')).toMatchObject({
      result: 'fail',
      reason: expect.stringContaining('before its last word'),
    });
    expect(identity('GitLab is the platform that keeps software delivery secure.')).toMatchObject({ result: 'pass' });
  });

  it('sends an opening that says in its own words what the fact means, and edits a bare fact', () => {
    const hook = (text: string) => criterionOf(score(email({ hook: text })), 'hook');
    expect(
      hook(
        'GitLab covers every stage of DevOps from one data store. At that scale a quiet night usually hides a broken pipeline somewhere.',
      ),
    ).toMatchObject({ result: 'pass', reason: expect.stringContaining('own words') });
    // Two or three words of the writer's own beside the fact interpret nothing.
    expect(hook('GitLab covers every stage of DevOps from one data store.')).toMatchObject({ result: 'warn' });
  });

  it('reads a verb the dictionary also gives as a noun, between a noun and an adverb, as the clause’s verb', () => {
    const fluency = (hook: string) => criterionOf(score(email({ hook })), 'fluency');
    expect(
      fluency('Because every GitLab job ships directly from one data store, a stall there holds up many teams.'),
    ).toMatchObject({ result: 'pass' });
  });
});

describe('follow-ups', () => {
  const first = { subject: SUBJECT, body: email() };
  const followUp = (body: string) => score(body, `Re: ${SUBJECT}`, { step: 2, previous: [first] });

  it('sends a new angle tied to the prospect', () => {
    const body =
      'Hi Alba,\n\nA different angle: Pagerline runs no agents, so a fully remote team like GitLab has nothing extra to deploy.\n\nWould a trial on one job help?\n\nNora';
    expect(failing(followUp(body))).toEqual({});
  });

  it('counts a figure of the row as a tie to the prospect (“At 1,500 people, that adds up.”)', () => {
    const sized = { ...gitlab(), fields: { ...gitlab().fields, employees: '1,500' } };
    const body =
      'Hi Alba,\n\nOne number I left out: Pagerline cut time-to-detect by 60% at one customer. At 1,500 people, that adds up.\n\nOpen to a call?\n\nNora';
    const s = scoreEmail(verdictInput(sized, `Re: ${SUBJECT}`, body, { step: 2, previous: [first] }));
    expect(failing(s)).toEqual({});
    // The brief's own figure (60 %) is no tie: without the row's, the same note is thin.
    expect(failing(followUp(body.replace(' At 1,500 people, that adds up.', '')))).toEqual({ follow_up: 'edit' });
  });

  it('edits a follow-up that reopens on a fact about the company with no link to the offer', () => {
    const hookOf = (body: string) => followUp(body).criteria.find((c) => c.id === 'hook');
    const unlinked =
      'Hi Alba,\n\nGitLab is the DevOps platform used by most of the Fortune 100. Pagerline cut time-to-detect by 60% at one customer.\n\nOpen to a call?\n\nNora';
    expect(hookOf(unlinked)).toMatchObject({ result: 'warn', verdict: 'edit' });
    const linked =
      'Hi Alba,\n\nGitLab is the DevOps platform used by most of the Fortune 100, so a stalled background job there can hold up thousands of pipelines. Pagerline cut time-to-detect by 60% at one customer.\n\nOpen to a call?\n\nNora';
    expect(hookOf(linked)).toMatchObject({ result: 'pass' });
    // The offer's word with a negating prefix ("unpaged") names its problem as well as the word itself.
    const prefixed =
      'Hi Alba,\n\nGitLab is the DevOps platform used by most of the Fortune 100. An unpaged engineer learns of it hours later.\n\nPagerline cut time-to-detect by 60% at one customer.\n\nOpen to a call?\n\nNora';
    expect(hookOf(prefixed)).toMatchObject({ result: 'pass', reason: expect.stringContaining('pag') });
    // Opening on the sender's proof point: judged by its new angle alone.
    const proofFirst =
      'Hi Alba,\n\nPagerline cut time-to-detect by 60% at one customer. GitLab is the DevOps platform used by most of the Fortune 100.\n\nOpen to a call?\n\nNora';
    expect(hookOf(proofFirst)).toMatchObject({ result: 'pass', reason: expect.stringContaining('new angle') });
  });

  it('does not send a near copy of the first e-mail or an invented call; edits a thin, templated one', () => {
    expect(failing(followUp(email()))).toMatchObject({ follow_up: 'dont_send' });
    expect(failing(followUp('Hi Alba,\n\nAs we discussed on our call, here is the link.\n\nNora'))).toMatchObject({
      follow_up: 'dont_send',
    });
    expect(
      failing(
        followUp(
          'Hi Alba,\n\nCircling back on my note. Pagerline cut time-to-detect by 60% at one customer.\n\nOpen to a call?\n\nNora',
        ),
      ),
    ).toEqual({ follow_up: 'edit' });
  });

  it('does not send a short chaser that pastes the first e-mail’s offer back, and edits one that says it again in other words', () => {
    const chaser = `Hi Alba,\n\nJust following up in case my last note slipped through the cracks.\n\n${OFFER}\n\nAny thoughts?\n\nNora`;
    expect(followUp(chaser).criteria.find((c) => c.id === 'follow_up')).toMatchObject({
      result: 'fail',
      reason: expect.stringMatching(/^Repeats the earlier steps/),
    });
    const copied =
      'Hi Alba,\n\nPagerline pages your on-call engineer within two minutes when a job stalls or fails silently. A different angle this time: with engineers spread across many time zones, the engineer who gets the page is rarely the one who wrote the job, so each alert names the job, its owner and its last good run.\n\nIs that a gap your team already covers?\n\nNora';
    expect(followUp(copied).criteria.find((c) => c.id === 'follow_up')).toMatchObject({
      result: 'warn',
      reason: expect.stringMatching(/^Says again, word for word/),
    });
    const reworded =
      'Hi Alba,\n\nWhen a job stalls silently, Pagerline pages the on-call engineer in two minutes, with one SDK call and no agents.\n\nWorth a look?\n\nNora';
    expect(followUp(reworded).criteria.find((c) => c.id === 'follow_up')).toMatchObject({
      result: 'warn',
      reason: expect.stringMatching(/^No new angle/),
    });
    // The brief's proof point quoted again is the sender's material, not a copied sentence.
    const proof = {
      subject: SUBJECT,
      body: email({ offer: `${OFFER} Pagerline is used by 25 remote engineering teams.` }),
    };
    const again =
      'Hi Alba,\n\nA different angle: GitLab ships from one data store, so the on-call engineer sees every stalled job in one place. Pagerline is used by 25 remote engineering teams.\n\nWorth a look?\n\nNora';
    expect(
      score(again, `Re: ${SUBJECT}`, { step: 2, previous: [proof] }).criteria.find((c) => c.id === 'follow_up'),
    ).not.toMatchObject({ reason: expect.stringMatching(/^Says again/) });
  });
});

describe('verdictAndGrade', () => {
  const c = (
    id: ScoreCriterion['id'],
    result: ScoreCriterion['result'],
    verdict?: ScoreCriterion['verdict'],
  ): ScoreCriterion => ({
    id,
    result,
    reason: '',
    ...(verdict ? { verdict } : {}),
  });
  it('takes the worst criterion’s verdict and a grade that says the same', () => {
    expect(verdictAndGrade([c('length', 'pass')])).toEqual({ verdict: 'send', grade: 'A' });
    expect(verdictAndGrade([c('readability', 'warn', 'send')])).toEqual({ verdict: 'send', grade: 'B' });
    expect(verdictAndGrade([c('hook', 'warn'), c('readability', 'warn', 'send')])).toEqual({
      verdict: 'edit',
      grade: 'C',
    });
    expect(verdictAndGrade([c('fluency', 'fail')])).toEqual({ verdict: 'dont_send', grade: 'D' });
    expect(verdictAndGrade([c('fluency', 'fail'), c('audience_fit', 'fail')])).toEqual({
      verdict: 'dont_send',
      grade: 'F',
    });
    expect(verdictAndGrade([c('grounding', 'fail')])).toEqual({ verdict: 'dont_send', grade: 'F' });
    expect(verdictAndGrade([c('identity', 'fail')])).toEqual({ verdict: 'dont_send', grade: 'F' });
  });
  it('reads a stored criterion without a verdict from its result (scores kept from before the verdict)', () => {
    expect(verdictAndGrade([c('questions', 'warn')])).toEqual({ verdict: 'edit', grade: 'C' });
  });
});
