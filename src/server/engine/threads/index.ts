/**
 * The threads room: where the batch workers compose, check and score drafts, off the event loop
 * (draft-pool.ts: a pool of worker threads that run draft-task.ts; draft-work.ts: the work itself).
 * It stands beside the engine's entry and uses the other rooms; draft-task.ts is also a thread's own
 * entry, loaded by path (draft-pool.ts, scripts/build).
 */
export { createDraftPool, type DraftPool } from './draft-pool.ts';
export { scoreDraft, type ScoreContext, type ScoredDraft } from './draft-work.ts';
