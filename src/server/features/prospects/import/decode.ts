import iconv from 'iconv-lite';
import { LenientUtf8Decoder } from './lenient-utf8.ts';
import { sniffEncoding, type TextEncodingName } from './sniff-encoding.ts';

/** What the decoder found. `nulsRemoved` and `fallbackBytes` are final once the text is fully read. */
export interface DecodeInfo {
  encoding: TextEncodingName;
  bom: boolean;
  /** NUL characters dropped from the text (PostgreSQL text cannot hold U+0000, and no CRM writes one on purpose). */
  nulsRemoved: number;
  /** Bytes of a UTF-8 file that were not valid UTF-8 and were read as Windows-1252 (see LenientUtf8Decoder). */
  fallbackBytes: number;
}

export interface DecodedText {
  info: DecodeInfo;
  /** The text in order, in chunks; every line break (CRLF, CR, LF) is a single LF; no BOM; no NUL. */
  chunks: AsyncGenerator<string>;
}

/** Bytes looked at before choosing an encoding. */
const HEAD_BYTES = 64 * 1024;

/**
 * Turns a stream of bytes into a stream of text chunks. The encoding is chosen from the first 64 KB
 * (see sniffEncoding). Line breaks are unified to LF here, across chunk boundaries, so the parser
 * reads CR-only (classic Mac), CRLF (Windows, RFC 4180) and LF files alike; inside quoted cells too.
 * @param bytes - the file's bytes, e.g. from readBytes (which enforces the size limit)
 * @throws ImportError `empty` / `not_csv` from sniffEncoding (before the promise resolves)
 */
export async function decodeText(bytes: AsyncIterable<Uint8Array>): Promise<DecodedText> {
  const source = bytes[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let headLength = 0;
  let done = false;
  while (headLength < HEAD_BYTES) {
    const next = await source.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    headLength += next.value.byteLength;
  }
  const headBytes = Buffer.concat(head);
  let sniffed: ReturnType<typeof sniffEncoding>;
  try {
    sniffed = sniffEncoding(headBytes, done);
  } catch (error) {
    await source.return?.(undefined); // refused: release the request body
    throw error;
  }
  const { encoding, bomLength } = sniffed;
  const info: DecodeInfo = { encoding, bom: bomLength > 0, nulsRemoved: 0, fallbackBytes: 0 };
  const decoder = encoding === 'utf-8' ? new LenientUtf8Decoder() : iconv.getDecoder(encoding, { stripBOM: false });
  const write = (chunk: Uint8Array) => {
    if (!(decoder instanceof LenientUtf8Decoder)) return decoder.write(Buffer.from(chunk));
    const text = decoder.write(chunk);
    info.fallbackBytes = decoder.fallbackBytes;
    return text;
  };

  const rest: AsyncIterable<Uint8Array> = { [Symbol.asyncIterator]: () => source };
  async function* raw(): AsyncGenerator<string> {
    try {
      yield write(headBytes.subarray(bomLength));
      if (!done) for await (const chunk of rest) yield write(chunk);
      const tail = decoder.end() ?? '';
      if (decoder instanceof LenientUtf8Decoder) info.fallbackBytes = decoder.fallbackBytes;
      yield tail;
    } finally {
      await source.return?.(undefined); // stopped early (preview, error): release the body
    }
  }
  return { info, chunks: cleanText(raw(), info) };
}

/** Unifies line breaks (holding a trailing CR back in case LF follows in the next chunk) and drops NULs. */
async function* cleanText(chunks: AsyncIterable<string>, info: DecodeInfo): AsyncGenerator<string> {
  let carry = '';
  let first = true;
  for await (const chunk of chunks) {
    let text = carry + chunk;
    carry = '';
    if (first && text.length > 0) {
      first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a BOM the decoder kept, or a second one
    }
    if (text.endsWith('\r')) {
      carry = '\r';
      text = text.slice(0, -1);
    }
    if (text.includes('\0')) {
      const before = text.length;
      text = text.replaceAll('\0', '');
      info.nulsRemoved += before - text.length;
    }
    if (text.length > 0) yield text.replace(/\r\n?/g, '\n');
  }
  if (carry) yield '\n';
}
