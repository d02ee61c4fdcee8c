/**
 * The judge room: what the engine says about an e-mail, whoever wrote it. The grounding check of each
 * claim against its field or passage (grounding.ts), the draft's flags (draft-flags.ts), the score's
 * criteria, verdict and grade (score/) and how far they agree with experts' (score/evaluate.ts, and
 * leave one brief out: score/leave-one-out.ts), the
 * opener of an e-mail someone else wrote (opener.ts), and how alike a batch reads (uniformity.ts).
 * It reads language/ and rows/, never the writer (write/): a judge that shared the writer's phrases
 * would pass the writer. The writer may ask it through this entry (the offline composer checks its own
 * claims).
 */
export { draftFlags, prospectDraftFlags } from './draft-flags.ts';
export { checkGrounding, groundingFlags } from './grounding.ts';
export { openerOf } from './opener.ts';
export {
  type Agreement,
  type Concern,
  concernsOf,
  type ConfusionMatrix,
  evaluateVerdicts,
  type Evaluation,
  expertVerdictOf,
  type VerdictRow,
} from './score/evaluate.ts';
export { type ScoreInput, scoreEmail, scoreFlags } from './score/index.ts';
export { type Fold, leaveOneBriefOut } from './score/leave-one-out.ts';
export { batchUniformity, type UniformityEmail } from './uniformity.ts';
