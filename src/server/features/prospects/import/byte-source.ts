import { IMPORT_MAX_BYTES } from '#shared/prospects.ts';
import { ImportError } from './import-error.ts';

/**
 * What the import accepts as a file body: bytes already in memory (a Buffer is a Uint8Array), a web
 * `ReadableStream` (a fetch/Hono request body) or any async iterable of byte chunks (a Node `Readable`).
 */
export type ByteSource = Uint8Array | ArrayBuffer | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

/** In-memory bodies are handed on in slices of this many bytes so they take the streaming path too. */
const SLICE_BYTES = 64 * 1024;

const MB = 1024 * 1024;
const size = (bytes: number) =>
  bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${bytes.toLocaleString('en-US')}-byte`;

/**
 * Reads a body chunk by chunk, counting bytes, and stops as soon as the count passes `maxBytes`.
 * Pulling (not pushing) keeps memory bounded: a chunk is read only when the parser asks for it, and
 * returning early (`break`, an error) cancels a web stream's reader.
 * @param maxBytes - the limit in bytes; default IMPORT_MAX_BYTES (50 MB, DESIGN.md §4)
 * @throws ImportError `too_large` when the body is longer than `maxBytes`
 */
export async function* readBytes(source: ByteSource, maxBytes = IMPORT_MAX_BYTES): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of chunksOf(source)) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      throw new ImportError(
        'too_large',
        `The file is larger than the ${size(maxBytes)} limit. Split it into smaller files and import each one.`,
      );
    }
    if (chunk.byteLength > 0) yield chunk;
  }
}

async function* chunksOf(source: ByteSource): AsyncGenerator<Uint8Array> {
  if (source instanceof ArrayBuffer) source = new Uint8Array(source);
  if (source instanceof Uint8Array) {
    for (let start = 0; start < source.byteLength; start += SLICE_BYTES)
      yield source.subarray(start, start + SLICE_BYTES);
    return;
  }
  if (isWebStream(source)) {
    const reader = source.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      // Stopping early (limit, parse error, preview) must release the request body.
      await reader.cancel().catch(() => undefined);
      reader.releaseLock();
    }
  }
  for await (const chunk of source) yield typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
}

function isWebStream(source: unknown): source is ReadableStream<Uint8Array> {
  return typeof (source as ReadableStream | null)?.getReader === 'function';
}
