/** The API keys feature's public entry: the routes, Bearer authentication, and the scope guard. */
export { authenticateApiKey } from './authenticate-key.ts';
export { keyScopeGuard } from './scope-guard.ts';
