/**
 * The write room: what the engine writes. The model's prompt (prompt.ts: the brief, the row as
 * delimited data and the practice rules of prompt-rules.ts; merge fields, merge-fields.ts) and the
 * answer asked of it (schema.ts), and the offline composer (offline/), which writes from the brief and
 * the row alone and follows a reviewer's common instructions. It reads language/ and rows/, asks the
 * judge (judge/index.ts) to check the composer's own claims, and takes ProviderConfigError alone from
 * providers/ (an instruction the composer cannot follow needs a provider).
 */
export {
  composeOffline,
  composeOfflineDetailed,
  composeWithInstruction,
  InstructionError,
  type InstructionErrorCode,
  parseInstruction,
} from './offline/index.ts';
export { buildPrompt, type BuiltPrompt } from './prompt.ts';
export { draftOutputSchema, type DraftOutput } from './schema.ts';
