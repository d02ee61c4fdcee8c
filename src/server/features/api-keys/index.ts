/** The API keys feature's public entry: Bearer authentication (routes declare their scopes: middleware/scope.ts). */
export { authenticateApiKey } from './authenticate-key.ts';
export { forgetApiKeysOf } from './key-cache.ts';
