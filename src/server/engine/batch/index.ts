/** Overnight mode's provider side (decision 038): batch request lines and the OpenAI Batch API client. */
export { batchRequestLine, draftResponseFormat, parseBatchLine, type BatchResult } from './request-line.ts';
export { BatchApiError, openAiBatchApi, type OpenAiBatchApi, type RemoteBatch } from './openai-batch-api.ts';
