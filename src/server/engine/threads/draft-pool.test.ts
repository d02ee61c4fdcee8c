import { afterAll, describe, expect, it } from 'vitest';
import { storedBriefSchema } from '#shared/brief.ts';
import type { ProspectData } from '#shared/prospects.ts';
import { InstructionError } from '../write/offline/instruction-error.ts';
import { listProspects } from '../testing/prospect-lists.ts';
import { prepareModelDraft } from '../drafts.ts';
import { createDraftPool } from './draft-pool.ts';
import { doDraftWork, type DraftWork } from './draft-work.ts';

/** The draft pool runs draft-work.ts in a worker thread and answers what it answers on the calling thread. */
const pool = createDraftPool({ threads: 1 });
afterAll(() => pool.close());

const brief = storedBriefSchema.parse({
  senderName: 'Maya',
  senderCompany: 'Closebook',
  offer: 'Closebook gets a startup’s month-end close done in two days instead of ten.',
});
const [first, second] = listProspects();
const context = (prospect: ProspectData, step = 1) => ({ brief, prospect, step, previous: [] });
/** The offline composer's work for the first prospect's `step`. */
const composeWork = (step: number): DraftWork => ({
  kind: 'compose',
  input: { prospect: first!.prospect, brief, step },
  context: context(first!.prospect, step),
});

describe('createDraftPool', () => {
  it('composes and scores an offline draft in a thread exactly as on the calling thread', async () => {
    const work: DraftWork = {
      kind: 'compose',
      input: { prospect: first!.prospect, brief, step: 1 },
      context: context(first!.prospect),
    };
    const scored = await pool.run(work);
    expect(scored).toEqual(doDraftWork(work));
    expect(scored.draft.model).toBe('offline');
    expect(scored.score.criteria.length).toBeGreaterThan(10);
    expect(scored.flags).toEqual(expect.arrayContaining(scored.draft.flags));
  });

  it('checks and scores a model’s answer in a thread, the unsupported claim flagged as on the calling thread', async () => {
    const prospect = second!.prospect;
    const prepared = prepareModelDraft({ prospect, brief, step: 1 });
    const work: DraftWork = {
      kind: 'finish',
      input: { brief, step: 1, provider: { provider: 'openai', model: 'gpt-4o-mini' } },
      prepared,
      answer: {
        output: {
          subject: `${prospect.company} month-end`,
          opener: `Saw ${prospect.company} just raised a Series B.`,
          body: `Saw ${prospect.company} just raised a Series B.\n\nClosebook gets the close done in two days. Worth a look?`,
          factsUsed: [{ claim: `${prospect.company} just raised a Series B`, field: 'notes' }],
        },
        tokens: { input: 900, output: 120 },
        cost: 0.0002,
      },
      context: context(prospect),
    };
    const scored = await pool.run(work);
    expect(scored).toEqual(doDraftWork(work));
    expect(scored.draft.model).toBe('openai:gpt-4o-mini');
    expect(scored.draft.factsUsed[0]!.supported).toBe(false);
    expect(scored.flags).toContain('unsupported_claim');
  });

  it('throws the offline composer’s refusal of an instruction as the InstructionError it was', async () => {
    const work: DraftWork = {
      kind: 'compose',
      input: { prospect: first!.prospect, brief, step: 1, instruction: 'add a joke about their CEO' },
      context: context(first!.prospect),
    };
    const inline = (() => {
      try {
        doDraftWork(work);
      } catch (error) {
        return error as InstructionError;
      }
    })();
    expect(inline).toBeInstanceOf(InstructionError);
    const thrown = await pool.run(work).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(InstructionError);
    expect(thrown).toMatchObject({ reason: inline!.reason, message: inline!.message, provider: 'offline' });
  });

  it('runs the work on the calling thread with threads: 0', async () => {
    const inline = createDraftPool({ threads: 0 });
    const work = composeWork(2);
    expect(await inline.run(work)).toEqual(doDraftWork(work));
  });

  it('scores in a later turn of the event loop than it drafts with threads: 0', async () => {
    const inline = createDraftPool({ threads: 0 });
    const work = composeWork(1);
    let scored = false;
    const running = inline.run(work).then(() => (scored = true));
    // Microtasks alone would settle a run that never yields to the loop (lib/take-turn.ts).
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(scored).toBe(false);
    await running;
    expect(scored).toBe(true);
  });
});
