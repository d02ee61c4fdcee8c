import { readBytes } from '../byte-source.ts';
import { type CsvRow, parseCsvRows } from '../csv-rows.ts';
import { decodeText } from '../decode.ts';
import { detectDelimiter } from '../delimiter.ts';

// Parse helpers for the import library's tests (imported by *.test.ts only); their files come from
// tests/support/test-data.ts.

/** Bytes split into chunks of `size` bytes: the shape a network stream delivers. */
export async function* chunked(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.byteLength; i += size) yield bytes.subarray(i, i + size);
}

/** Every row of `bytes` through the real decode and parse layers (no header handling), optionally in tiny chunks. */
export async function parseAll(
  bytes: Uint8Array,
  options: { delimiter?: string; chunkSize?: number } = {},
): Promise<CsvRow[]> {
  const source = options.chunkSize ? chunked(bytes, options.chunkSize) : readBytes(bytes);
  const { chunks } = await decodeText(source);
  const text: string[] = [];
  for await (const chunk of chunks) text.push(chunk);
  const delimiter = options.delimiter ?? detectDelimiter(text.join(''));
  const rows: CsvRow[] = [];
  const pieces = options.chunkSize ? text.join('').split('') : text;
  for await (const row of parseCsvRows(fromArray(pieces), delimiter)) rows.push(row);
  return rows;
}

async function* fromArray<T>(items: T[]): AsyncGenerator<T> {
  yield* items;
}

/** Collects an async iterable. */
export async function toArray<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
