import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';
import { completeUtf8Length } from './sniff-encoding.ts';

/** Windows-1252 reading of each byte value (iconv-lite's table; the 5 undefined bytes read as U+FFFD). */
const windows1252 = Array.from({ length: 256 }, (_, b) => iconv.decode(Uint8Array.of(b), 'windows-1252'));

/**
 * A streaming UTF-8 decoder that never loses a byte: valid UTF-8 is decoded as is, and each byte that
 * is not part of a well-formed UTF-8 sequence is read as Windows-1252 instead of becoming U+FFFD. This
 * rescues the common file whose first rows are UTF-8 and whose later rows were pasted from a Windows
 * program (é written as the single byte E9). Well-formed sequences: Unicode §3.9, Table 3-7.
 */
export class LenientUtf8Decoder {
  /** How many bytes were read as Windows-1252 so far. */
  fallbackBytes = 0;
  private pending = new Uint8Array(0);
  private readonly utf8 = new TextDecoder('utf-8');

  /** Decodes a chunk; a multi-byte character cut at the chunk's end waits for the next chunk. */
  write(chunk: Uint8Array): string {
    const bytes = this.pending.byteLength > 0 ? concat(this.pending, chunk) : chunk;
    const cut = completeUtf8Length(bytes);
    this.pending = bytes.slice(cut);
    return this.decode(bytes.subarray(0, cut));
  }

  /** Decodes what is left at the end of the input (an unfinished sequence is read as Windows-1252). */
  end(): string {
    const rest = this.decode(this.pending);
    this.pending = new Uint8Array(0);
    return rest;
  }

  private decode(bytes: Uint8Array): string {
    if (isUtf8(bytes)) return this.utf8.decode(bytes);
    let out = '';
    let runStart = 0;
    for (let i = 0; i < bytes.byteLength;) {
      const length = sequenceLength(bytes, i);
      if (length > 0) {
        i += length;
        continue;
      }
      out += this.utf8.decode(bytes.subarray(runStart, i)) + windows1252[bytes[i] ?? 0];
      this.fallbackBytes++;
      i++;
      runStart = i;
    }
    return out + this.utf8.decode(bytes.subarray(runStart));
  }
}

/** The length of the well-formed UTF-8 sequence starting at `i`, or 0 when there is none. */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const b0 = bytes[i] ?? 0;
  if (b0 < 0x80) return 1;
  const inRange = (offset: number, lo = 0x80, hi = 0xbf) => {
    const b = bytes[i + offset];
    return b !== undefined && b >= lo && b <= hi;
  };
  if (b0 >= 0xc2 && b0 <= 0xdf) return inRange(1) ? 2 : 0;
  if (b0 === 0xe0) return inRange(1, 0xa0) && inRange(2) ? 3 : 0;
  if (b0 === 0xed) return inRange(1, 0x80, 0x9f) && inRange(2) ? 3 : 0;
  if (b0 >= 0xe1 && b0 <= 0xef) return inRange(1) && inRange(2) ? 3 : 0;
  if (b0 === 0xf0) return inRange(1, 0x90) && inRange(2) && inRange(3) ? 4 : 0;
  if (b0 >= 0xf1 && b0 <= 0xf3) return inRange(1) && inRange(2) && inRange(3) ? 4 : 0;
  if (b0 === 0xf4) return inRange(1, 0x80, 0x8f) && inRange(2) && inRange(3) ? 4 : 0;
  return 0;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.byteLength + b.byteLength);
  out.set(a);
  out.set(b, a.byteLength);
  return out;
}
