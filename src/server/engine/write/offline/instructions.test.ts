import { describe, expect, it } from 'vitest';
import { briefSchema, type BriefInput } from '#shared/brief.ts';
import type { Draft } from '#shared/emails.ts';
import type { ProspectData } from '#shared/prospects.ts';
import { generateDraft } from '../../index.ts';
import { ProviderConfigError } from '../../providers/config-error.ts';
import { listProspects } from '../../testing/prospect-lists.ts';
import { composeOffline } from './compose.ts';
import { applyInstructions, composeWithInstruction, InstructionError } from './instructions.ts';
import { countWords } from '../../language/text.ts';

/**
 * The reviewer's offline instructions on real rows: the first 60 companies of the committed
 * Remote-in-Tech list (tests/fixtures/prospects/remoteintech-prospects.csv), with the brief a founder of
 * a bookkeeping service would write.
 */
const brief = (over: Partial<BriefInput> = {}) =>
  briefSchema.parse({
    senderName: 'Maya Chen',
    senderCompany: 'Ledgerline',
    senderRole: 'Founder',
    offer: 'Ledgerline closes the books for venture-backed startups in five days, not fifteen.',
    valueProps: ['Month-end close in five days'],
    proofPoints: ['Used by 40 finance teams'],
    ...over,
  });
const rows = listProspects().slice(0, 60);
// Loops over the rows compose hundreds of e-mails (~3–20 ms each, by machine).
const SLOW = 60_000;
const columns = ['Company Size', 'Remote Policy'];

const write = (prospect: ProspectData, instruction: string, b = brief(), step = 1) =>
  composeWithInstruction({ prospect, brief: b, step, instruction, columns });

/** The refusal an instruction meets, or null when it was followed. */
function refusal(fn: () => unknown): InstructionError | null {
  try {
    fn();
    return null;
  } catch (error) {
    if (error instanceof InstructionError) return error;
    throw error;
  }
}

/** The text the composer wrote around the facts (each claim cut out), where tone rules apply. */
const ownWords = (d: Draft) => d.factsUsed.reduce((text, f) => text.split(f.claim).join(' '), d.body);
const paragraphs = (d: Draft) => d.body.split('\n\n');
const lastQuestion = (d: Draft) =>
  d.body
    .match(/[^.!?\n]*\?/g)
    ?.at(-1)
    ?.trim();

/** Every fact supported and in the body (the composer may lower-case a phrase's first letter). */
function expectGrounded(d: Draft) {
  expect(d.factsUsed.every((f) => f.supported)).toBe(true);
  expect(d.factsUsed.every((f) => d.body.toLowerCase().includes(f.claim.toLowerCase()))).toBe(true);
  expect(d.flags).not.toContain('unsupported_claim');
  expect(d.body).toContain(d.opener);
}

describe('shorter', () => {
  it(
    'drops the least important sentences, keeping greeting, hook, ask and sign-off, towards 70 % of the words',
    () => {
      let followed = 0;
      for (const { prospect } of rows) {
        const base = composeOffline(prospect, brief());
        const refused = refusal(() => write(prospect, 'shorter'));
        if (refused) {
          expect(refused.reason).toBe('instruction_not_applicable');
          continue;
        }
        followed += 1;
        const short = write(prospect, 'shorter');
        expect(countWords(short.body)).toBeLessThan(countWords(base.body));
        expect(paragraphs(short)[0]).toBe(paragraphs(base)[0]);
        expect(short.body).toContain(base.opener.split(/(?<=[.!?])\s/)[0]);
        expect(lastQuestion(short)).toBe(lastQuestion(base));
        expect(short.body).toContain('\nMaya Chen');
        // Over 70 % only at the floor: nothing left to drop (shorter again is refused).
        if (countWords(short.body) > 0.7 * countWords(base.body))
          expect(
            refusal(() => applyInstructions(short, [{ kind: 'shorter' }], { brief: brief(), prospect })),
          ).not.toBeNull();
        expectGrounded(short);
      }
      expect(followed).toBeGreaterThan(0);
    },
    SLOW,
  );

  it('reaches 70 % on a long e-mail, and never drops a merge field or opt-out line', () => {
    const template = [
      'Hi {{first_name}},',
      'I run finance at Ledgerline. We close the books for startups in five days. Our accountants sit in your Slack. We handle payroll, tax filings and board reporting too. Most teams switch in a week.',
      'Over 240 startups close their books with us. They cut their close from fifteen days to five.',
      'Worth a 15-minute call next week?',
      'Best,\n{{sender_name}}\nFounder, Ledgerline',
      'Unsubscribe: {{unsubscribe_link}}',
    ].join('\n\n');
    const { prospect } = rows[0]!;
    const base = composeOffline(prospect, brief({ template, lengthWords: 150 }));
    const short = write(prospect, 'make it shorter', brief({ template, lengthWords: 150 }));
    expect(countWords(short.body)).toBeLessThanOrEqual(0.7 * countWords(base.body));
    expect(short.body).toContain('I run finance at Ledgerline.');
    expect(short.body).toContain('Worth a 15-minute call next week?');
    expect(short.body).toContain('Unsubscribe: {{unsubscribe_link}}');
    expect(short.body).not.toContain('Most teams switch in a week.');
    expectGrounded(short);
  });

  it('keeps a follow-up’s new angle and drops its line back to the earlier e-mail', () => {
    const { prospect } = rows[0]!;
    const base = composeOffline(prospect, brief(), 2);
    const short = write(prospect, 'shorter', brief(), 2);
    expect(base.body).toContain(base.opener);
    expect(short.body).not.toContain(base.opener);
    // The new point stays (a proof point or value proposition, follow-ups.ts).
    expect(short.body).toContain(base.body.split('\n\n')[1]!.replace(base.opener, '').trim());
    expectGrounded(short);
  });

  it('says when the e-mail is already at its shortest', () => {
    const { prospect } = rows[0]!;
    let draft = composeOffline(prospect, brief());
    let refused: InstructionError | null = null;
    for (let i = 0; i < 10 && !refused; i++)
      refused = refusal(() => (draft = applyInstructions(draft, [{ kind: 'shorter' }], { brief: brief(), prospect })));
    expect(refused?.reason).toBe('instruction_not_applicable');
    expect(refused?.message).toMatch(/^“shorter” does not apply here: the e-mail is already at its shortest/);
    expect(draft.body).toContain('\nMaya Chen');
    expect(lastQuestion(draft)).toBeDefined();
  });
});

describe('more casual and more formal', () => {
  const contraction = /\b(?:I’m|I’ll|I’ve|I’d|you’re|we’re|don’t|isn’t|it’s|won’t|can’t|aren’t)\b/;

  it(
    'makes the greeting, the composer’s words and the sign-off casual, and leaves the facts alone',
    () => {
      for (const { prospect } of rows.slice(0, 30)) {
        const base = composeOffline(prospect, brief({ tone: 'formal' }));
        const casual = write(prospect, 'make it more casual', brief({ tone: 'formal' }));
        expect(casual.body).toMatch(/^Hey (?:there|\p{Lu}\p{L}+),\n/u);
        expect(ownWords(casual)).not.toMatch(/\b(?:I am|you are|do not|I will)\b|Kind regards|Best regards/);
        expect(casual.factsUsed.map((f) => f.claim)).toEqual(base.factsUsed.map((f) => f.claim));
        expectGrounded(casual);
      }
    },
    SLOW,
  );

  it(
    'spells contractions out and writes “Dear” for a formal brief, “Hello” otherwise',
    () => {
      for (const { prospect } of rows.slice(0, 30)) {
        const formal = write(prospect, 'more formal', brief({ tone: 'casual' }));
        expect(formal.body).toMatch(/^Hello (?:\p{Lu}\p{L}+)?,?/u);
        expect(ownWords(formal)).not.toMatch(contraction);
        expect(formal.body).not.toMatch(/^(?:Cheers|Thanks),$/m);
        expectGrounded(formal);
      }
      expect(write(rows[1]!.prospect, 'less casual', brief({ tone: 'direct' })).body).toMatch(/^Hello Ilse,/);
      const hello = rows.find((r) => composeOffline(r.prospect, brief({ tone: 'formal' })).body.startsWith('Hello '))!;
      expect(write(hello.prospect, 'more formal', brief({ tone: 'formal' })).body).toMatch(/^Dear \p{Lu}\p{L}+,\n/u);
    },
    SLOW,
  );

  it('says a draft that is already casual cannot become more casual, and refuses both at once', () => {
    const { prospect } = rows[0]!;
    const casual = write(prospect, 'more casual');
    const again = refusal(() => applyInstructions(casual, [{ kind: 'casual' }], { brief: brief(), prospect }));
    expect(again?.message).toBe('“more casual” does not apply here: the e-mail already reads casually.');
    expect(refusal(() => write(prospect, 'more casual and more formal'))?.message).toMatch(
      /does not apply here: it asks for more casual and more formal at once/,
    );
  });
});

describe('no question', () => {
  it(
    'turns the question ask into a statement offer',
    () => {
      for (const { prospect } of rows.slice(0, 20)) {
        for (const step of [1, 2, 3]) {
          const asks = brief({ callToAction: 'Would a short call next week work for you?' });
          const base = composeOffline(prospect, asks, step);
          const plain = write(prospect, "don't ask a question", asks, step);
          expect(base.body).toContain('?');
          expect(plain.body).not.toContain('?');
          expect(plain.body).toMatch(/Happy to set up a short call next week if it’s useful\./);
          expectGrounded(plain);
        }
      }
    },
    SLOW,
  );

  it('keeps the brief’s own ask, as a statement', () => {
    const draft = write(rows[2]!.prospect, 'no question', brief({ callToAction: 'Worth a 15-minute call next week?' }));
    expect(draft.body).toContain('Happy to set up a 15-minute call next week if it’s useful.');
  });

  it('says so when there is no question to drop', () => {
    const { prospect } = rows[0]!;
    const plain = write(prospect, 'no question');
    expect(
      refusal(() => applyInstructions(plain, [{ kind: 'no_question' }], { brief: brief(), prospect }))?.message,
    ).toBe('“no question” does not apply here: the e-mail has no question.');
  });
});

describe('mention <field>', () => {
  it(
    'opens with a custom column’s value',
    () => {
      for (const { prospect } of rows) {
        const base = composeOffline(prospect, brief());
        const draft = write(prospect, 'mention their remote policy');
        const policy = prospect.fields['Remote Policy']!;
        expect(draft.opener).toMatch(new RegExp(`’s? remote policy is ${policy}\\.$`));
        expect(draft.factsUsed).toContainEqual({ claim: policy, field: 'Remote Policy', supported: true });
        expect(draft.subject).toBe(base.subject);
        expect(draft.flags).not.toContain('generic_opener');
        expectGrounded(draft);
      }
    },
    SLOW,
  );

  it('opens with the title, the industry or the city when asked', () => {
    const prospect = { ...rows[3]!.prospect, industry: 'Web Development', location: 'Lisbon, Portugal' };
    const title = write(prospect, 'talk about their job title');
    expect(title.factsUsed).toContainEqual({ claim: 'CTO', field: 'title', supported: true });
    expect(title.opener).toContain('CTO');
    const industry = write(prospect, 'mention their industry');
    expect(industry.factsUsed).toContainEqual({ claim: 'Web Development', field: 'industry', supported: true });
    expect(industry.opener).toContain('web development');
    const city = write(prospect, 'mention the city');
    expect(city.factsUsed).toContainEqual({ claim: 'Lisbon', field: 'location', supported: true });
    expect(city.opener).toContain('Lisbon');
    for (const d of [title, industry, city]) expectGrounded(d);
  });

  it('opens with a sentence of the description, combined with other changes', () => {
    const { prospect } = rows[1]!;
    const draft = write(prospect, 'mention their description, shorter and no question');
    expect(draft.factsUsed.some((f) => f.field === 'notes' && draft.opener.includes(f.claim))).toBe(true);
    expect(draft.body).not.toContain('?');
    expectGrounded(draft);
  });

  it('says plainly when the field is blank or gives nothing to open with', () => {
    const sizeless = listProspects().find((r) => !r.prospect.fields['Company Size'])!.prospect;
    const remote = rows[0]!.prospect;
    expect(refusal(() => write(sizeless, 'mention the company size column'))?.message).toBe(
      '“mention the company size column” does not apply here: the Company Size column is blank for this prospect.',
    );
    expect(refusal(() => write(remote, 'mention their industry'))?.message).toBe(
      '“mention their industry” does not apply here: their industry is blank for this prospect.',
    );
    expect(refusal(() => write(remote, 'mention their city'))?.message).toBe(
      '“mention their city” does not apply here: their location (“Remote (Europe)”) names no place.',
    );
    expect(refusal(() => write(remote, 'mention their website'))?.reason).toBe('instruction_not_applicable');
    const yes = { ...remote, fields: { ...remote.fields, Hiring: 'Yes' } };
    expect(refusal(() => write(yes, 'mention the hiring column'))?.message).toBe(
      '“mention the hiring column” does not apply here: the Hiring column says only “Yes”.',
    );
  });

  it('uses a hiring note written as a sentence', () => {
    const remote = rows[0]!.prospect;
    const hiring = { ...remote, fields: { ...remote.fields, Hiring: 'Hiring three backend engineers in Paris.' } };
    const draft = write(hiring, 'mention the hiring column');
    expect(draft.factsUsed.some((f) => f.field === 'Hiring' && f.supported)).toBe(true);
    expect(draft.opener).toMatch(/backend engineers/);
    expectGrounded(draft);
  });
});

describe('instructions that need an AI provider', () => {
  it.each([
    ['add a joke', ''],
    ['write in the style of Hemingway', ''],
    ['add a P.S. about our webinar', ''],
    ['mention their recent funding', ' (this prospect has no “recent funding” field)'],
    ['mention their size and remote policy', ' (offline, an e-mail opens with one fact)'],
  ])('refuses %j, naming it', (instruction, why) => {
    const error = refusal(() => write(rows[0]!.prospect, instruction));
    expect(error?.reason).toBe('instruction_needs_provider');
    expect(error?.message).toBe(
      `“${instruction}” needs an AI provider${why}: add one under Profile → AI provider, or use shorter, more casual, more formal, no question, or mention <field>.`,
    );
  });

  it('refuses a mention in a follow-up', () => {
    expect(refusal(() => write(rows[0]!.prospect, 'mention their remote policy', brief(), 2))?.reason).toBe(
      'instruction_needs_provider',
    );
  });
});

describe('the engine’s offline path', () => {
  const offline = { provider: 'offline' as const };

  it('follows the instruction, and without one writes the composer’s draft', async () => {
    const { prospect } = rows[4]!;
    const input = { prospect, brief: brief(), step: 1, provider: offline };
    expect(await generateDraft({ ...input, instruction: 'shorter' })).toEqual(write(prospect, 'shorter'));
    expect(await generateDraft({ ...input, instruction: '  ' })).toEqual(composeOffline(prospect, brief()));
  });

  it('fails an instruction it cannot follow as a provider that is not configured for it', async () => {
    const input = { prospect: rows[4]!.prospect, brief: brief(), step: 1, provider: offline };
    const error = await generateDraft({ ...input, instruction: 'add a joke' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderConfigError);
    expect((error as Error).message).toMatch(/^“add a joke” needs an AI provider/);
  });
});

describe('grounding', () => {
  it(
    'no instruction adds a claim the row does not support',
    () => {
      const instructions = ['shorter', 'more casual', 'more formal', 'no question', 'mention their remote policy'];
      for (const { prospect } of rows)
        for (const instruction of instructions) {
          const draft = refusal(() => expectGrounded(write(prospect, instruction)));
          expect(draft?.reason ?? 'followed').not.toBe('instruction_needs_provider');
        }
    },
    SLOW,
  );
});
