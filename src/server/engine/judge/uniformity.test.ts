import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { prospectDataSchema, type ProspectData } from '#shared/prospects.ts';
import { corpusPresent, corpusText, fixtureText, needsCorpus } from '#tests/support/test-data.ts';
import { listProspects } from '../testing/prospect-lists.ts';
import { batchUniformity, sharedFloor, UNIFORMITY_LIMITS, type UniformityEmail } from './uniformity.ts';
import { openerFrames } from './uniformity/opener-frame.ts';
import { meanPairwiseJaccard, PAIRWISE_SAMPLE } from './uniformity/pairwise.ts';

/**
 * Batch uniformity on real output and on synthetic edges. The real batch is the offline composer's
 * first e-mails for the 300 committed prospects, written by `npm run personalize` before the composer's
 * rewrite (tests/fixtures/prospects/remoteintech-offline-emails.csv; its PROVENANCE.md): one offer
 * sentence pasted into every e-mail, so it must read as templated. The hand-written batches of the
 * graded set (corpus) must not.
 */
const prospects = new Map(listProspects().map((r) => [r.prospect.email, r.prospect]));
const composerBatch: UniformityEmail[] = Papa.parse<Record<string, string>>(
  fixtureText('prospects/remoteintech-offline-emails.csv'),
  { header: true, skipEmptyLines: true },
).data.map((r) => ({ subject: r.subject!, opener: r.opener!, body: r.body!, prospect: prospects.get(r.Email!) }));

const email = (prose: string, opener = prose.split(/(?<=[.?!])\s/)[0]!, prospect?: ProspectData): UniformityEmail => ({
  subject: 'Hello',
  opener,
  body: `Hi Sam,\n\n${prose}\n\nBest,\nMaya Chen\nFounder, Ledgerline`,
  prospect,
});

/** Eight e-mails written by hand to different prospects: nothing shared but the sign-off. */
const handWritten = [
  'Your changelog says the Android app now syncs offline. We help small mobile teams ship that kind of release without a late-night rollback. Is release stability on your list this quarter?',
  'Congrats on opening the Lisbon office. Hiring across two time zones usually breaks payroll first, and that is the part we take off your plate. Worth comparing notes?',
  'Saw the job post for a second data engineer. Most teams we meet hire one when the nightly jobs start failing quietly; we catch those failures before anyone notices. Does that sound familiar?',
  'Three of your last five blog posts are about pricing experiments. Our customers run those tests on invoices without touching the billing code. Would a short demo help?',
  'Your docs mention a 99.9 % uptime promise to enterprise buyers. Keeping it means knowing about a broken webhook in minutes, not from a support ticket. How do you track that today?',
  'Moving the whole support team to async was a bold call. If response times held up, I would love to hear how; if not, we might help. Open to a chat?',
  'Eleven open roles and a new VP of Sales suggests a big year. New sellers ramp faster with call notes that write themselves, which is what we build. Any interest?',
  'Reading your founder’s post on churn, the line about silent failures stood out. That is exactly the gap our alerts close for B2B teams. Could I send a two-minute video?',
].map((prose) => email(prose));

const rows = listProspects();
/** A mail merge: one template, the row's company filled in. */
const mailMerge = rows.map(({ prospect: p }) =>
  email(
    `I came across ${p.company} and wanted to reach out. We help teams like ${p.company} close their books faster with a dedicated accountant and a monthly close by the 10th. Would you be open to a quick call next week?`,
    undefined,
    p,
  ),
);
/** Spintax: each slot of one template written 3 or 4 ways, picked per e-mail. */
const spin = (i: number, slot: number, options: string[]) => options[(i * 7 + slot * 13) % options.length]!;
const spintax = rows.map(({ prospect: p }, i) => {
  const opener = `${spin(i, 1, ['I came across', 'I was looking at', 'I just saw', 'I found'])} ${p.company} ${spin(i, 2, ['and wanted to reach out.', 'and thought of you.', 'and had to write.'])}`;
  return email(
    `${opener} ${spin(i, 3, ['We help teams like yours close their books faster.', 'Our team closes the books for startups like yours.', 'We close the books for teams like yours, fast.'])} ${spin(i, 4, ['Every client gets a dedicated accountant.', 'You get a named accountant in Slack.', 'A real accountant answers in Slack.'])} ${spin(i, 5, ['Open to a call?', 'Worth a chat?', 'Would a short call help?'])}`,
    opener,
    p,
  );
});

describe('batchUniformity on the offline composer’s real batch', () => {
  const u = batchUniformity(composerBatch);

  it('reads it as templated: the offer sentence is in every e-mail', () => {
    expect(u.emails).toBe(300);
    expect(u.templated).toBe(true);
    expect(u.topSentenceShare).toBe(1);
    expect(u.identicalSentences.top[0]).toMatchObject({ emails: 300, share: 1 });
    expect(u.identicalSentences.top[0]!.text).toMatch(/^Ledgerline does the bookkeeping/);
    expect(u.reasons[0]).toMatch(/^the same sentence is in 100 % of the e-mails \(limit 25 %\): “Ledgerline does/);
  });

  it('measures how alike the e-mails are', () => {
    expect(u.meanPairwiseTrigramJaccard).toBeGreaterThan(0.25);
    expect(u.meanPairwiseTrigramJaccard).toBeLessThan(0.35);
    expect(u.pairwiseSample).toBe(300);
    expect(u.sharedFiveGramCoverage).toBeGreaterThan(0.5);
    // The spec's share of distinct 5-grams: small at 300 e-mails, because each opener's quoted facts are unique.
    expect(u.sharedFiveGramShare).toBeGreaterThan(0);
    expect(u.sharedFiveGramShare).toBeLessThan(0.05);
    expect(u.reasons).toEqual([
      expect.stringMatching(/^the same sentence/),
      expect.stringMatching(/^two e-mails share \d+ % of their three-word phrases on average \(limit 15 %\)$/),
      expect.stringMatching(
        /^\d+ % of an e-mail’s five-word phrases recur across the batch on average \(limit 50 %\)$/,
      ),
    ]);
  });

  it('finds the composer’s opener patterns as frames, with the facts masked', () => {
    // The composer has about twenty opener patterns; masking leaves a few dozen frames, not 300.
    expect(u.distinctOpenerFrames.count).toBeGreaterThan(15);
    expect(u.distinctOpenerFrames.count).toBeLessThan(100);
    const frames = u.distinctOpenerFrames.top.map((f) => f.text);
    expect(frames.some((f) => /^(?:i noticed that|i learned that|as i understand it) …$/.test(f))).toBe(true);
  });
});

describe('batchUniformity on synthetic batches', () => {
  it('does not call a hand-written batch templated', () => {
    const u = batchUniformity(handWritten);
    expect(u).toMatchObject({ emails: 8, templated: false, reasons: [], topSentenceShare: 0 });
    expect(u.identicalSentences).toEqual({ count: 0, top: [] });
    expect(u.distinctOpenerFrames).toMatchObject({ count: 8, share: 1 });
    expect(u.meanPairwiseTrigramJaccard).toBeLessThan(0.02);
    expect(u.sharedFiveGramShare).toBe(0);
  });

  it('gives a mail merge one opener frame and a reason for each figure past its limit', () => {
    const u = batchUniformity(mailMerge.slice(0, 30));
    expect(u.distinctOpenerFrames.top[0]).toEqual({
      text: 'i came across … and wanted to reach out',
      emails: 30,
      share: 1,
    });
    expect(u.distinctOpenerFrames.count).toBe(1);
    expect(u.meanPairwiseTrigramJaccard).toBeGreaterThan(0.5);
    expect(u.templated).toBe(true);
    // The merged sentences differ by the company's name, and the one shared sentence is the ask.
    expect(u.reasons).toHaveLength(3);
    expect(u.reasons[2]).toBe(
      '100 % of the openers follow one frame (limit 25 %): “i came across … and wanted to reach out”',
    );
  });

  it('measures the whole 300-e-mail mail merge and spintax batches as the limits’ docstring says', () => {
    const merged = batchUniformity(mailMerge);
    expect(merged.meanPairwiseTrigramJaccard).toBeCloseTo(0.7, 1);
    expect(merged.sharedFiveGramCoverage).toBeGreaterThan(0.7);
    // The distinct-5-gram share shrinks with the batch: each e-mail's 5-grams around the company are its own.
    expect(merged.sharedFiveGramShare).toBeLessThan(0.02);
    expect(merged.distinctOpenerFrames.top[0]!.share).toBeGreaterThan(0.95);

    const spun = batchUniformity(spintax);
    expect(spun.templated).toBe(true);
    expect(spun.meanPairwiseTrigramJaccard).toBeGreaterThan(0.2);
    expect(spun.sharedFiveGramCoverage).toBeGreaterThan(0.8);
    expect(spun.identicalSentences.top[0]!.share).toBeCloseTo(1 / 3, 1);
    expect(spun.distinctOpenerFrames.top[0]!.share).toBeLessThan(0.1); // 12 openers, evenly: no frame dominates
    expect(spun.reasons).toHaveLength(3);
  });

  it('leaves the greeting and the sign-off out: shared by every e-mail, they are not uniformity', () => {
    const u = batchUniformity(handWritten);
    expect(u.identicalSentences.top.map((s) => s.text)).not.toContain('Hi Sam,');
    expect(u.sharedFiveGramCoverage).toBe(0);
  });

  it('lets the ask repeat: a question in every e-mail counts as a sentence but is not a reason', () => {
    const asked = handWritten.map((e) => ({
      ...e,
      body: e.body.replace(/ [^.?!]+\?\n/, ' Worth a 15-minute call next week?\n'),
    }));
    const u = batchUniformity(asked);
    expect(u.topSentenceShare).toBe(1);
    expect(u.identicalSentences.top[0]).toEqual({ text: 'Worth a 15-minute call next week?', emails: 8, share: 1 });
    expect(u.templated).toBe(false);
  });

  it('counts a pasted statement behind varied lead-ins as one sentence, and shares from 2 e-mails below 10', () => {
    const leadIns = ['Some context:', 'Why I am writing:', 'In short:', 'The reason for my note:'];
    const pasted = handWritten.map((e, i) => ({
      ...e,
      body: e.body.replace('\n\nBest', `\n\n${leadIns[i % 4]} we close the books for startups in five days.\n\nBest`),
    }));
    const u = batchUniformity(pasted);
    expect(sharedFloor(8)).toBe(2);
    expect(u.identicalSentences.top[0]).toEqual({
      text: 'we close the books for startups in five days.',
      emails: 8,
      share: 1,
    });
    expect(u.identicalSentences.top.slice(1).map((s) => s.emails)).toEqual([2, 2, 2, 2]);
    expect(u.templated).toBe(true);
    expect(u.reasons).toEqual([
      'the same sentence is in 100 % of the e-mails (limit 25 %): “we close the books for startups in five days.”',
    ]);
  });

  it('counts a text as shared in 10 % of the batch, and never in fewer than 2 e-mails', () => {
    expect([1, 9, 10, 19, 21, 25, 1000].map(sharedFloor)).toEqual([2, 2, 2, 2, 3, 3, 100]);
    // 30 e-mails: a sentence in 3 of them is shared, in 2 it is not.
    const batch = Array.from({ length: 30 }, (_, i) => {
      const extra = i < 3 ? ' We file your taxes.' : i < 5 ? ' We run your payroll.' : '';
      return email(`Your order ${i} shipped on day ${i + 1}.${extra}`);
    });
    const u = batchUniformity(batch);
    expect(sharedFloor(30)).toBe(3);
    expect(u.identicalSentences).toEqual({
      count: 1,
      top: [{ text: 'We file your taxes.', emails: 3, share: 0.1 }],
    });
  });

  it('gives figures but no verdict below 5 e-mails, and zeros for an empty batch', () => {
    const four = batchUniformity(mailMerge.slice(0, 4));
    expect(four.meanPairwiseTrigramJaccard).toBeGreaterThan(0.5);
    expect(four).toMatchObject({ emails: 4, templated: false, reasons: [] });
    expect(batchUniformity(mailMerge.slice(0, UNIFORMITY_LIMITS.minEmails)).templated).toBe(true);
    expect(batchUniformity([])).toEqual({
      emails: 0,
      sharedFiveGramShare: 0,
      sharedFiveGramCoverage: 0,
      distinctOpenerFrames: { count: 0, share: 1, top: [] },
      identicalSentences: { count: 0, top: [] },
      topSentenceShare: 0,
      meanPairwiseTrigramJaccard: 0,
      pairwiseSample: 0,
      templated: false,
      reasons: [],
    });
    expect(batchUniformity([handWritten[0]!])).toMatchObject({ emails: 1, topSentenceShare: 0, templated: false });
  });

  it('reads the first sentence as the opener when an e-mail has none, or its body no longer holds it', () => {
    const merged = mailMerge.slice(0, 10);
    for (const batch of [
      merged.map((e) => ({ ...e, opener: '' })),
      merged.map((e, i) => ({ ...e, opener: handWritten[i % 8]!.opener })),
    ]) {
      expect(batchUniformity(batch).distinctOpenerFrames.top[0]).toMatchObject({
        text: 'i came across … and wanted to reach out',
        emails: 10,
      });
    }
  });
});

describe('openerFrames', () => {
  const [a, b] = rows.map((r) => r.prospect);
  it('masks the row’s words, numbers and names, and keeps the writer’s words', () => {
    const frames = openerFrames([
      {
        text: `I noticed that ${a!.company} ${a!.notes!.split(/[.,]/)[0]!.split(' ').slice(1).join(' ')}.`,
        prospect: a,
      },
      {
        text: `I noticed that ${b!.company} ${b!.notes!.split(/[.,]/)[0]!.split(' ').slice(1).join(' ')}.`,
        prospect: b,
      },
      { text: 'Congrats on the 40 new hires in Lisbon!', prospect: a },
    ]);
    expect(frames[0]).toBe('i noticed that …');
    expect(frames[1]).toBe('i noticed that …');
    expect(frames[2]).toBe('congrats on the … new hires in …');
  });

  it('keeps a word of the template that a row happens to contain, once the batch uses it without the row', () => {
    const row = prospectDataSchema.parse({ company: 'Acme', notes: 'Acme helps you read contracts.' });
    const plain = prospectDataSchema.parse({ company: 'Zeta', notes: 'Zeta sells payroll.' });
    const frames = openerFrames([
      { text: 'I read that Acme helps you with contracts.', prospect: row },
      { text: 'I read that Zeta sells payroll.', prospect: plain },
      { text: 'I read that Zeta sells payroll.', prospect: plain },
    ]);
    expect(frames).toEqual(['i read that …', 'i read that …', 'i read that …']);
  });

  it('masks only numbers and capitalised words without a row', () => {
    expect(openerFrames([{ text: 'I saw Acme raised 12 million for its payroll app.' }])).toEqual([
      'i saw … raised … million for its payroll app',
    ]);
  });
});

describe('meanPairwiseJaccard', () => {
  const set = (...grams: string[]) => new Set(grams);
  it('is exact up to 400 sets', () => {
    expect(meanPairwiseJaccard([set('a', 'b'), set('b', 'c'), set('x')], (s) => s)).toEqual({
      mean: (1 / 3 + 0 + 0) / 3,
      sample: 3,
    });
    expect(meanPairwiseJaccard([set(), set()], (s) => s).mean).toBe(0);
  });

  it('samples 400 with a fixed seed above that, the same every time', () => {
    const many = Array.from({ length: 1_000 }, (_, i) => set(`g${i % 7}`, `h${i % 11}`, `k${i}`));
    let built = 0;
    const first = meanPairwiseJaccard(many, (s) => (built++, s));
    expect(first.sample).toBe(PAIRWISE_SAMPLE);
    expect(built).toBe(PAIRWISE_SAMPLE);
    expect(meanPairwiseJaccard(many, (s) => s)).toEqual(first);
    const exact = meanPairwiseJaccard(many.slice(0, 400), (s) => s).mean;
    expect(first.mean).toBeCloseTo(exact, 2);
  });
});

describe.skipIf(!corpusPresent)(
  `the graded set's hand-written first e-mails, one batch per brief ${needsCorpus('the graded e-mails are not published')}`,
  () => {
    type Graded = { brief_id: string; step: number; origin: string; subject: string; body: string; prospect: unknown };
    // A skipped suite is still collected: read the corpus only when it is here.
    const graded = corpusPresent
      ? corpusText('graded-emails/public.jsonl')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Graded)
      : [];
    it.each(['relaybase', 'keel', 'northlight'])('%s does not read as templated', (brief) => {
      const batch = graded
        .filter((g) => g.brief_id === brief && g.step === 1 && g.origin === 'handwritten')
        .map((g) => ({ subject: g.subject, opener: '', body: g.body, prospect: prospectDataSchema.parse(g.prospect) }));
      expect(batch.length).toBeGreaterThan(20);
      const u = batchUniformity(batch);
      expect(u.reasons).toEqual([]);
      expect(u.meanPairwiseTrigramJaccard).toBeLessThan(0.1);
    });
  },
);
