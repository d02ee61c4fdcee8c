/**
 * True for the error a failed `import()` of one of our chunks rejects with: the file is gone after a
 * deploy, the network dropped, or a proxy blocked it. Each engine words it differently (Chromium,
 * Firefox, Safari, and Vite's own preload helper for CSS), and all are TypeErrors or plain Errors, so
 * the message is the only reliable signal.
 */
const CHUNK_LOAD_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(error.message));
}
