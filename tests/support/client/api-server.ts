import { setupServer } from 'msw/node';

/**
 * The API as client component tests see it: msw answers `fetch` in the test process, each test adding
 * the handlers it needs (`apiServer.use(…)`), with answers built by `answer`/`problem`
 * (./answers.ts). A request no handler takes fails the test (`onUnhandledRequest: 'error'`, set in
 * tests/setup/client.setup.ts), as in bulletproof-react's tests.
 */
export const apiServer = setupServer();
