/** Providers: resolve the configured one (resolve.ts), build its AI SDK model (model.ts). */
export { defaultModel, defaultModels } from './defaults.ts';
export { ProviderConfigError } from './errors.ts';
export { languageModel } from './model.ts';
export {
  resolveProvider,
  type ProviderConfig,
  type ProviderEnv,
  type ResolvedProvider,
  type ResolveInput,
  type StoredCredentials,
} from './resolve.ts';
