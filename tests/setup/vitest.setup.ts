import { afterEach, vi } from 'vitest';

// A console.error during a test is a bug the test did not catch (STYLE.md habit 10): fail on it.
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
