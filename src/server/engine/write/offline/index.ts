/**
 * The offline composer's entry (DESIGN.md §3; outside write/ it is reached through write/index.ts): the
 * embedded default writer when no AI provider is configured, model id `offline`. See compose.ts for the
 * Draft it returns and its flags, and instructions.ts for the reviewer's regeneration instructions it
 * follows.
 */
export {
  composeOffline,
  composeOfflineDetailed,
  type ComposeOfflineInput,
  OFFLINE_MODEL,
  type OfflineResult,
} from './compose.ts';
export {
  applyInstructions,
  composeWithInstruction,
  InstructionError,
  type InstructionErrorCode,
  type InstructionContext,
  OFFLINE_INSTRUCTIONS,
  parseInstruction,
  type ParsedInstruction,
} from './instructions.ts';
export { OPENER_FIELDS } from './template.ts';
