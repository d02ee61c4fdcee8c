import type { BuiltPrompt } from '../write/index.ts';
import type { BatchResult } from './request-line.ts';

/**
 * What overnight mode asks of a provider's batch API (decision 038), the same for OpenAI's Batch API
 * (openai-batches.ts) and Anthropic's Message Batches (anthropic-batches.ts), so the state machine
 * (features/generation/batch/advance.ts) and the collection are written once.
 */
export type BatchView = {
  /** The provider's batch id. */
  id: string;
  /** `running` while the provider works, `cancelling` after a cancel, else how the batch ended. */
  state: 'running' | 'cancelling' | 'done' | 'expired' | 'failed' | 'cancelled';
  /** Requests in all, answered, and not answered (failed, expired, cancelled), at this look. */
  requestCounts: { total: number; completed: number; failed: number } | null;
  /** OpenAI's result files (null for Anthropic, whose results are read by batch id). */
  outputFileId: string | null;
  errorFileId: string | null;
  /** The provider's own words on why the batch failed, if any. */
  note: string | null;
};

export type ProviderBatchApi = {
  /** Per batch, at most this many requests and this many bytes of request text (the provider's limits). */
  limits: { requests: number; bytes: number };
  /** The writer of one e-mail's request, as JSON text: the body a direct call sends, wrapped as the API wants. */
  requests(): Promise<(customId: string, prompt: BuiltPrompt) => string>;
  /**
   * The step before the batch exists, whose result is recorded before `create` is sent: OpenAI uploads the
   * requests as a file (its id); Anthropic has no such step (null).
   */
  stage(requests: readonly string[], name: string): Promise<string | null>;
  /**
   * The batch an earlier attempt created but did not record (a crash between create and record), or null.
   * `since`: when that attempt was about to create (null: it never got there); `requests`: how many it
   * sent; `known`: provider batch ids other rows recorded (never someone else's batch).
   */
  findEarlier(input: {
    inputFileId: string | null;
    since: Date | null;
    requests: number;
    known: ReadonlySet<string>;
  }): Promise<BatchView | null>;
  /** Creates the batch from the staged file, or from `requests()` (read only when needed). */
  create(input: { inputFileId: string | null; requests: () => Promise<string[]> }): Promise<BatchView>;
  retrieve(id: string): Promise<BatchView>;
  cancel(id: string): Promise<BatchView>;
  /** Every result of an ended batch, one per request it answered (or could not), in the provider's order. */
  results(view: BatchView): AsyncIterable<BatchResult>;
};
