import type { Brief } from '#shared/brief.ts';
import type { Draft, EmailScore } from '#shared/emails.ts';
import type { ProspectData } from '#shared/prospects.ts';
import { composeOfflineDraft, finishModelDraft, type ModelAnswer, type PreparedDraft } from '../drafts.ts';
import type { GenerateDraftInput } from '../index.ts';
import { scoreEmail, scoreFlags } from '../judge/index.ts';
import type { Source } from '../rows/index.ts';

/**
 * The CPU-bound half of one e-mail, as the batch workers run it in a thread (draft-pool.ts): the
 * offline composer's draft (`compose`), or a model's answer checked (`finish`: grounding and flags,
 * engine/index.ts finishModelDraft), then scored against the brief, the row and the earlier steps
 * (score/). Pure and synchronous; takes and returns structured-cloneable values only.
 * At 200 ms calls and 32 at once on PGlite this was ~2.5 ms of the main thread's ~5.5 ms per e-mail
 * (pipeline bench profile, issue 16), the part that made its event loop the bottleneck.
 */
export type ScoreContext = {
  brief: Brief;
  /** The prospect's row as stored (the score reads it as the reviewer sees it). */
  prospect: ProspectData;
  step: number;
  /** The sequence's earlier steps as written so far (features/generation/earlier-steps.ts). */
  previous: readonly { subject: string; body: string }[];
  /** The website passages the writer had (research), evidence beside the row. */
  sources?: readonly Source[] | undefined;
};

/** A draft as it is stored: its score, and its flags joined with the score's (`spam_words`). */
export type ScoredDraft = { draft: Draft; score: EmailScore; flags: string[] };

export type DraftWork =
  | {
      kind: 'compose';
      input: Pick<GenerateDraftInput, 'prospect' | 'prospectFlags' | 'brief' | 'step' | 'research' | 'instruction'>;
      context: ScoreContext;
    }
  | {
      kind: 'finish';
      input: Parameters<typeof finishModelDraft>[0];
      prepared: PreparedDraft;
      answer: ModelAnswer;
      context: ScoreContext;
    };

/** @throws InstructionError when the offline composer cannot follow a `compose` work's instruction */
export function doDraftWork(work: DraftWork): ScoredDraft {
  return scoreDraft(draftOf(work), work.context);
}

/**
 * The first half of `doDraftWork`: the offline composer's draft, or the model's answer checked, not
 * yet scored. @throws InstructionError as doDraftWork does
 */
export function draftOf(work: DraftWork): Draft {
  return work.kind === 'compose'
    ? composeOfflineDraft(work.input)
    : finishModelDraft(work.input, work.prepared, work.answer.output, work.answer.tokens, work.answer.cost);
}

/** `draft` scored in `context` (judge/score/index.ts scoreEmail), its flags joined with the score's. */
export function scoreDraft(draft: Draft, context: ScoreContext): ScoredDraft {
  const score = scoreEmail({
    ...draft,
    brief: context.brief,
    prospect: context.prospect,
    step: context.step,
    previous: context.previous,
    flags: draft.flags,
    sources: context.sources,
  });
  return { draft, score, flags: [...new Set([...draft.flags, ...scoreFlags(score)])] };
}
