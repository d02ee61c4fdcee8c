import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeText } from './decode.ts';
import { ImportError } from './import-error.ts';
import { LenientUtf8Decoder } from './lenient-utf8.ts';
import { sniffEncoding } from './sniff-encoding.ts';
import { fixture } from '#tests/support/test-data.ts';
import { chunked, toArray } from './testing/parse-helpers.ts';

async function decode(bytes: Uint8Array, chunkSize = 64 * 1024) {
  const { info, chunks } = await decodeText(chunked(bytes, chunkSize));
  const text = (await toArray(chunks)).join('');
  return { text, info };
}

const csvkit = (name: string) => fixture(`csv-edge-cases/csvkit-examples/${name}`);

describe('sniffEncoding', () => {
  it.each([
    ['UTF-8 BOM', [0xef, 0xbb, 0xbf, 0x61], 'utf-8', 3],
    ['UTF-16 LE BOM', [0xff, 0xfe, 0x61, 0], 'utf-16le', 2],
    ['UTF-16 BE BOM', [0xfe, 0xff, 0, 0x61], 'utf-16be', 2],
    ['plain ASCII', [0x61, 0x2c, 0x62], 'utf-8', 0],
    ['Latin-1 é', [0x63, 0x61, 0x66, 0xe9], 'windows-1252', 0],
  ] as const)('%s', (_name, bytes, encoding, bomLength) => {
    expect(sniffEncoding(Uint8Array.from(bytes), true)).toEqual({ encoding, bomLength });
  });

  it('finds UTF-16 without a BOM from its NUL pattern', () => {
    expect(sniffEncoding(iconv.encode('Email,Name\nada@x.com,Ada\n', 'utf-16le'), true).encoding).toBe('utf-16le');
    expect(sniffEncoding(iconv.encode('Email,Name\nada@x.com,Ada\n', 'utf-16be'), true).encoding).toBe('utf-16be');
  });

  it('does not call a UTF-8 character cut at the end of the head invalid', () => {
    const cut = Buffer.from('name\nJosé', 'utf8').subarray(0, -1);
    expect(sniffEncoding(cut, false).encoding).toBe('utf-8');
    expect(sniffEncoding(cut, true).encoding).toBe('windows-1252');
  });

  it.each([
    ['an .xlsx (zip)', csvkit('dummy.xlsx'), /Excel workbook \(\.xlsx\)/],
    ['an old .xls', Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), /old Excel workbook/],
    ['a PDF', Buffer.from('%PDF-1.7\n...'), /a PDF/],
    ['a PNG', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]), /PNG image/],
    ['binary noise', Uint8Array.from({ length: 512 }, (_, i) => (i * 7) % 32), /not a text file/],
    ['an HTML page', Buffer.from('  <!DOCTYPE html><html><body>Sign in</body></html>'), /web page/],
    ['UTF-32', Uint8Array.from([0xff, 0xfe, 0, 0, 0x61, 0, 0, 0]), /UTF-32/],
  ])('refuses %s as not_csv with a clear message', (_name, bytes, message) => {
    expect(() => sniffEncoding(bytes, true)).toThrow(ImportError);
    try {
      sniffEncoding(bytes, true);
    } catch (error) {
      expect((error as ImportError).code).toBe('not_csv');
      expect((error as ImportError).message).toMatch(message);
    }
  });

  it('refuses 0 bytes as empty', () => {
    expect(() => sniffEncoding(new Uint8Array(0), true)).toThrow(expect.objectContaining({ code: 'empty' }));
  });

  it('keeps a short CSV with a stray NUL as text (csvkit null_byte.csv)', () => {
    expect(sniffEncoding(csvkit('null_byte.csv'), true).encoding).toBe('utf-8');
  });
});

describe('LenientUtf8Decoder', () => {
  it('decodes valid UTF-8 split anywhere, byte by byte', () => {
    const text = 'Zoë, 東京, 🚀, naïve';
    const decoder = new LenientUtf8Decoder();
    let out = '';
    for (const byte of Buffer.from(text, 'utf8')) out += decoder.write(Uint8Array.of(byte));
    expect(out + decoder.end()).toBe(text);
    expect(decoder.fallbackBytes).toBe(0);
  });

  it('reads bytes that are not UTF-8 as Windows-1252, keeping the valid UTF-8 around them', () => {
    const bytes = Buffer.concat([
      Buffer.from('Zoë;'),
      Uint8Array.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x3b]),
      Buffer.from('東京'),
    ]);
    const decoder = new LenientUtf8Decoder();
    expect(decoder.write(bytes) + decoder.end()).toBe('Zoë;Café €;東京');
    expect(decoder.fallbackBytes).toBe(2);
  });

  it.each([
    ['an overlong encoding', [0xc0, 0xaf], 'À¯'],
    ['a UTF-16 surrogate', [0xed, 0xa0, 0x80], 'í\u00a0€'],
    ['a lone continuation byte', [0x80], '€'],
    ['a sequence cut by the end of the file', [0xe6, 0x9d], 'æ\ufffd'],
  ])('never yields U+FFFD for %s where Windows-1252 has a character', (_name, bytes, expected) => {
    const decoder = new LenientUtf8Decoder();
    expect(decoder.write(Uint8Array.from(bytes)) + decoder.end()).toBe(expected);
  });
});

describe('decodeText', () => {
  it.each([
    ['test_utf8.csv', 'utf-8', false],
    ['test_utf8_bom.csv', 'utf-8', true],
    ['test_utf16_little.csv', 'utf-16le', true],
    ['test_utf16_big.csv', 'utf-16be', true],
  ] as const)('csvkit %s decodes to the same text (%s)', async (file, encoding, bom) => {
    const { text, info } = await decode(csvkit(file), 3);
    expect(info).toMatchObject({ encoding, bom });
    expect(text.split('\n').slice(0, 3).join('\n')).toMatch(/^(foo,bar,baz|a,b,c)\n1,2,3\n4,5,ʤ$/);
  });

  it('reads csvkit test_latin1.csv (byte A9) as Windows-1252: ©', async () => {
    const { text, info } = await decode(csvkit('test_latin1.csv'));
    expect(info.encoding).toBe('windows-1252');
    expect(text).toBe('a,b,c\n1,2,3\n4,5,©');
  });

  it('reads a Windows-1252 file whose first 64 KB are ASCII, through the UTF-8 fallback', async () => {
    const bytes = Buffer.concat([
      Buffer.from(`name\n${'a\n'.repeat(40_000)}`),
      Uint8Array.from([0x4a, 0x6f, 0x73, 0xe9, 0x0a]),
    ]);
    const { text, info } = await decode(bytes, 1000);
    expect(info).toMatchObject({ encoding: 'utf-8', fallbackBytes: 1 });
    expect(text.endsWith('\nJosé\n')).toBe(true);
  });

  it('unifies CR, CRLF and LF line breaks, also when CRLF is split across chunks', async () => {
    for (const size of [1, 2, 3, 64 * 1024]) {
      expect((await decode(Buffer.from('a,b\r\n1,2\r3,4\n5,"6\r\n7"\r\n'), size)).text).toBe(
        'a,b\n1,2\n3,4\n5,"6\n7"\n',
      );
    }
    expect((await decode(csvkit('mac_newlines.csv'))).text).toBe('a,b,c\n1,2,3\n"Once upon\na time",5,6\n');
  });

  it('drops NUL characters and counts them (csvkit null_byte.csv)', async () => {
    const { text, info } = await decode(csvkit('null_byte.csv'));
    expect(text).toBe('a,b,c\n,2,3\n');
    expect(info.nulsRemoved).toBe(1);
  });

  it('strips the BOM whatever the chunk size', async () => {
    for (const size of [1, 2, 5])
      expect((await decode(csvkit('test_utf8_bom.csv'), size)).text.startsWith('foo,')).toBe(true);
  });
});
