import { afterEach, vi } from 'vitest';

// A console.error during a test is a bug the test did not catch: fail on it (docs/decisions/007; as
// epic-stack's tests/setup/setup-test-env.ts does, https://github.com/epicweb-dev/epic-stack).
const originalError = console.error;
let errors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  errors.push(args);
  originalError(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length > 0)
    throw new Error(`console.error was called during the test:\n${seen.map((a) => a.join(' ')).join('\n')}`);
});
