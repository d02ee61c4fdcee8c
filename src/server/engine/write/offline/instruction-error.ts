import { ProviderConfigError } from '../../providers/config-error.ts';

/**
 * A reviewer's regeneration instruction the offline composer cannot follow (instructions.ts), with a
 * message that names the instruction and says why, for people:
 * - `instruction_needs_provider`: it asks for writing only a model can do ("add a joke", "mention
 *   their recent funding" when the row has no such field);
 * - `instruction_not_applicable`: it is one the composer knows, but this prospect's row or this
 *   e-mail gives it nothing to work with (a blank field, an e-mail already at its shortest).
 * The review API refuses such a regeneration with 422 and this code before queueing it. A
 * ProviderConfigError, so a batch worker that meets one anyway (the campaign switched to offline after
 * the instruction was queued) fails that e-mail with the message and keeps its last draft, as for any
 * provider that cannot be used as configured.
 */
export type InstructionErrorCode = 'instruction_needs_provider' | 'instruction_not_applicable';

/** What the offline composer follows, as the refusal lists it. */
export const OFFLINE_INSTRUCTIONS = 'shorter, more casual, more formal, no question, or mention <field>';

export class InstructionError extends ProviderConfigError {
  readonly reason: InstructionErrorCode;
  readonly instruction: string;
  /** Why, without the instruction: `the Hiring column is blank for this prospect`. */
  readonly why: string;
  // Fields, not parameter properties: the draft pool's threads load this module with Node's own type
  // stripping (lib/task-pool.ts), which refuses them.
  constructor(reason: InstructionErrorCode, instruction: string, why: string) {
    super(
      'offline',
      reason === 'instruction_needs_provider'
        ? `“${instruction.trim()}” needs an AI provider${why ? ` (${why})` : ''}: add one under Profile → AI provider, or use ${OFFLINE_INSTRUCTIONS}.`
        : `“${instruction.trim()}” does not apply here: ${why}.`,
    );
    this.name = 'InstructionError';
    this.reason = reason;
    this.instruction = instruction;
    this.why = why;
  }

  /** The same refusal, naming the instruction as the reviewer wrote it. */
  naming(instruction: string): InstructionError {
    return new InstructionError(this.reason, instruction, this.why);
  }
}

/** `“add a joke” needs an AI provider: add one under Profile → AI provider, or use shorter, …` */
export const needsProvider = (instruction: string, why = '') =>
  new InstructionError('instruction_needs_provider', instruction, why);

/** `“mention their hiring” does not apply here: the Hiring column is blank for this prospect.` */
export const notApplicable = (instruction: string, why: string) =>
  new InstructionError('instruction_not_applicable', instruction, why);
