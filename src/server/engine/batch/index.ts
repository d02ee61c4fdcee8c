/**
 * Overnight mode's provider side (decision 038): one interface over the providers' batch APIs
 * (batch-api.ts) — OpenAI's Batch API and compatible servers, Anthropic's Message Batches.
 */
export type { BatchView, ProviderBatchApi } from './batch-api.ts';
export { BatchApiError } from './batch-http.ts';
export { providerBatchApi } from './batches.ts';
export { batchRequestLine, draftResponseFormat, parseBatchLine, type BatchResult } from './request-line.ts';
export { parseAnthropicResult } from './anthropic-request.ts';
