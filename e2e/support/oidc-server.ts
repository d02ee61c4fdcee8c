import { OAuth2Server } from 'oauth2-mock-server';
import { GOOGLE_TEST_ACCOUNT, OIDC_PORT } from './server-env.ts';

/**
 * "Google" for the end-to-end tests: a local OpenID Connect server (oauth2-mock-server) on 127.0.0.1,
 * started by playwright.config.ts before the app, answering as Google does for one verified account.
 * Its authorisation endpoint consents at once, as a signed-in Google user who approved before would.
 */
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, GOOGLE_TEST_ACCOUNT));
server.service.on('beforeUserinfo', (response) => {
  response.body = GOOGLE_TEST_ACCOUNT;
});
await server.start(OIDC_PORT, '127.0.0.1');
console.log(`OIDC server on ${server.issuer.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void server.stop().then(() => process.exit(0)));
