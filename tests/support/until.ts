/**
 * Polls `read` every 50 ms until `done(value)` holds, and answers that value.
 * @param what - named in the error, for the failure message
 * @throws Error after `timeoutMs` (ms), with the last value read (first 500 characters)
 */
export async function until<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)?.slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
