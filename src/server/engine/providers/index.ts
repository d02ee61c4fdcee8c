/**
 * The providers room: everything about calling a model, nothing about what is asked. Resolve the
 * configured provider (resolve.ts), build its AI SDK model (model.ts), make one structured-output call
 * with timeout and retries (call-model.ts, retry.ts, provider-error.ts), read the rate-limit headers
 * (rate-limit-headers.ts) and price the tokens (prices.ts). It imports nothing else of the engine.
 * ProviderConfigError is also importable alone (config-error.ts) for the offline composer's
 * InstructionError: through this entry the draft threads would load the AI SDK they never call.
 */
export { type AttemptReport, callModel, type CallModelOptions, realSleep } from './call-model.ts';
export { ProviderConfigError } from './config-error.ts';
export { defaultModel, defaultModels } from './defaults.ts';
export { languageModel } from './model.ts';
export { BATCH_PRICE_FACTOR, batchCostUsd, costUsd } from './prices.ts';
export { ProviderError } from './provider-error.ts';
export { rateLimitHoldMs, readRateLimits } from './rate-limit-headers.ts';
export {
  resolveProvider,
  type ProviderConfig,
  type ProviderEnv,
  type ResolvedProvider,
  type ResolveInput,
  type StoredCredentials,
} from './resolve.ts';
export { backoffMs, parseRetryAfter } from './retry.ts';
