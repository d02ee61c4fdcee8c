/** The AI settings feature's public entry: a user's own provider key (routes) and its decrypted credentials for the engine. */
export { getAiCredentials } from './ai-settings.service.ts';
