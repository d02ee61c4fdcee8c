import { isUtf8 } from 'node:buffer';
import { ImportError } from './import-error.ts';

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** Signatures of files people upload by mistake instead of a CSV (the magic numbers in each format's spec). */
const binarySignatures: { bytes: number[]; what: string }[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'an Excel workbook (.xlsx) or another zip archive' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], what: 'an old Excel workbook (.xls)' },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], what: 'a PDF' },
  { bytes: [0x1f, 0x8b], what: 'a gzip archive' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
  { bytes: [0x53, 0x51, 0x4c, 0x69, 0x74, 0x65], what: 'an SQLite database' },
];
const markupStart = /^\s*<(?:!doctype html|html|\?xml)/i;
const saveAsCsv = 'In Excel, Numbers or Google Sheets choose File › Save as / Download › CSV, then import that file.';

/**
 * Decides how to turn a file's first bytes into text, or refuses a file that is not text.
 * Order: byte-order mark (UTF-8 EF BB BF, UTF-16 LE FF FE, UTF-16 BE FE FF; Unicode §23.8), known
 * binary signatures, UTF-16 without a BOM (every other byte NUL), a binary test (control bytes), then
 * valid UTF-8 kept as UTF-8 (WHATWG Encoding: UTF-8 is the default for text), anything else read as
 * Windows-1252 (what Excel on Windows writes for "CSV" in Western locales; a superset of Latin-1).
 * @param head - the first bytes of the file (64 KB is plenty; fewer when the file is shorter)
 * @param complete - true when `head` is the whole file (a cut multi-byte character at its end is then an error)
 * @returns the encoding and the BOM's length in bytes (0 when none)
 * @throws ImportError `empty` for 0 bytes; `not_csv` for UTF-32, binary files, HTML or XML
 */
export function sniffEncoding(head: Uint8Array, complete: boolean): { encoding: TextEncodingName; bomLength: number } {
  if (head.byteLength === 0) throw new ImportError('empty', 'The file is empty.');
  if (startsWith(head, [0xff, 0xfe, 0, 0]) || startsWith(head, [0, 0, 0xfe, 0xff])) {
    throw new ImportError(
      'not_csv',
      `The file is in UTF-32, which we do not read. Save it as "CSV UTF-8" and import it again.`,
    );
  }
  if (startsWith(head, [0xef, 0xbb, 0xbf])) return { encoding: 'utf-8', bomLength: 3 };
  if (startsWith(head, [0xff, 0xfe])) return { encoding: 'utf-16le', bomLength: 2 };
  if (startsWith(head, [0xfe, 0xff])) return { encoding: 'utf-16be', bomLength: 2 };
  const signature = binarySignatures.find((s) => startsWith(head, s.bytes));
  if (signature) throw new ImportError('not_csv', `This looks like ${signature.what}, not a CSV file. ${saveAsCsv}`);
  const utf16 = utf16WithoutBom(head);
  if (utf16) return { encoding: utf16, bomLength: 0 };
  if (looksBinary(head))
    throw new ImportError('not_csv', `This is not a text file, so it cannot be a CSV file. ${saveAsCsv}`);
  if (markupStart.test(new TextDecoder('latin1').decode(head.subarray(0, 256)))) {
    throw new ImportError('not_csv', `This is a web page or an XML document, not a CSV file. ${saveAsCsv}`);
  }
  const whole = complete ? head : head.subarray(0, completeUtf8Length(head));
  return { encoding: isUtf8(whole) ? 'utf-8' : 'windows-1252', bomLength: 0 };
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.length <= bytes.byteLength && prefix.every((b, i) => bytes[i] === b);
}

/** UTF-16 text that is mostly ASCII has a NUL in every other byte: odd positions for LE, even for BE. */
function utf16WithoutBom(head: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.floor(Math.min(head.byteLength, 4096) / 2);
  if (pairs < 2) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < pairs; i++) {
    if (head[2 * i] === 0) evenNul++;
    if (head[2 * i + 1] === 0) oddNul++;
  }
  if (oddNul / pairs > 0.3 && evenNul / pairs < 0.05) return 'utf-16le';
  if (evenNul / pairs > 0.3 && oddNul / pairs < 0.05) return 'utf-16be';
  return null;
}

/**
 * Binary files are full of control bytes; text has almost none (tab, LF, CR, FF and ESC aside). A
 * stray NUL in a short CSV (csvkit's null_byte.csv: 1 in 12 bytes) stays text; its NULs are removed later.
 */
function looksBinary(head: Uint8Array): boolean {
  const sample = head.subarray(0, 8192);
  let control = 0;
  for (const b of sample) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d && b !== 0x1b) control++;
  const ratio = control / sample.byteLength;
  return sample.byteLength >= 64 ? ratio > 0.05 : ratio > 0.3;
}

/**
 * The length of `bytes` without a multi-byte UTF-8 sequence cut off at its end (a chunk boundary),
 * so a chunk is judged only on the characters it holds whole. Lead bytes: Unicode §3.9, Table 3-7.
 */
export function completeUtf8Length(bytes: Uint8Array): number {
  const end = bytes.byteLength;
  for (let i = end - 1; i >= 0 && i >= end - 3; i--) {
    const b = bytes[i] ?? 0;
    if ((b & 0xc0) === 0x80) continue; // continuation byte: keep looking for its lead
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return end - i < need ? i : end;
  }
  return end;
}
