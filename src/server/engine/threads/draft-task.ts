import { InstructionError, type InstructionErrorCode } from '../write/index.ts';
import { nlp } from '../language/index.ts';
import { doDraftWork, type DraftWork, type ScoredDraft } from './draft-work.ts';

/**
 * What a thread of the draft pool runs (draft-pool.ts, lib/task-pool.ts): one e-mail's draft work
 * (draft-work.ts). A thrown error reaches the main thread as a plain Error (structured clone keeps no
 * class), so the composer's refusal of an instruction comes back as a value the pool throws again
 * as an InstructionError, which the worker stores as the e-mail's failure.
 * An input of `null` loads the modules and the language model (~150 ms) and answers `null`.
 */
export type DraftTaskResult =
  | { ok: true; scored: ScoredDraft }
  | { ok: false; refusal: { reason: InstructionErrorCode; instruction: string; why: string } };

export default function draftTask(work: DraftWork | null): DraftTaskResult | null {
  if (work === null) {
    nlp();
    return null;
  }
  try {
    return { ok: true, scored: doDraftWork(work) };
  } catch (error) {
    if (!(error instanceof InstructionError)) throw error;
    return { ok: false, refusal: { reason: error.reason, instruction: error.instruction, why: error.why } };
  }
}

/** The pool's side: the scored draft, or the refusal thrown again as the InstructionError it was. */
export function draftTaskOutcome(result: DraftTaskResult): ScoredDraft {
  if (result.ok) return result.scored;
  const { reason, instruction, why } = result.refusal;
  throw new InstructionError(reason, instruction, why);
}
