import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import type { AppBindings } from '#server/app-deps.ts';
import { validationError } from '#server/lib/errors.ts';
import { jsonDepth, NUL_MESSAGE, nulPaths } from '#server/lib/validate.ts';
import { mappingSchema, type Mapping } from '#shared/prospects.ts';
import { openCsv, openJsonRows, type ImportTable } from './import/index.ts';

/**
 * Opens an import request body as an ImportTable (DESIGN.md §4): `text/csv` (the raw body, streamed),
 * `multipart/form-data` with a `file` part (streamed; an optional `mapping` field must come before the
 * file, as browsers send FormData in append order), or `application/json` (an array of objects whose
 * keys are headers). A mapping may also come as the `mapping` query parameter (JSON).
 * @throws AppError `validation_failed` (400) for a missing body, a missing file part or a bad mapping;
 *   ImportError, itself an AppError (see import/), for a body that is not a usable file (413, 422)
 */
export async function openImportBody<E extends AppBindings>(
  c: Context<E>,
): Promise<{ table: ImportTable; mapping?: Mapping }> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const queryMapping = parseMapping(c.req.query('mapping'));
  const body = c.req.raw.body;
  if (!body)
    throw validationError([
      { path: 'body', message: 'Send the prospects as text/csv, a multipart file or a JSON array.' },
    ]);

  if (type === 'application/json') {
    let rows: unknown;
    try {
      rows = await c.req.json();
    } catch {
      throw validationError([{ path: 'body', message: 'The body is not valid JSON.' }]);
    }
    // An array of objects whose values may hold a little JSON of their own: deeper is not a prospect list,
    // and writing it back as text (JSON.stringify recurses) would overflow the stack.
    if (jsonDepth(rows, MAX_IMPORT_DEPTH) > MAX_IMPORT_DEPTH)
      throw validationError([
        {
          path: 'body',
          message: `The JSON nests more than ${MAX_IMPORT_DEPTH} levels deep: send an array of flat objects.`,
        },
      ]);
    // Unlike a CSV file's stray NULs (decode.ts drops them), JSON is written by a program: say where.
    const nul = nulPaths(rows);
    if (nul.length > 0)
      throw validationError(
        nul.slice(0, 20).map((path) => ({ path: ['body', ...path].join('.'), message: NUL_MESSAGE })),
      );
    return { table: openJsonRows(rows), mapping: queryMapping };
  }
  if (type === 'multipart/form-data') {
    const { file, fields } = await readMultipartFile(c.req.raw);
    return { table: await openCsv(file), mapping: parseMapping(fields.mapping) ?? queryMapping };
  }
  // text/csv, text/plain, application/octet-stream, or no type: the body is the file itself.
  return { table: await openCsv(body), mapping: queryMapping };
}

/** Levels a JSON import may nest: the array, its objects, and values up to 30 levels of their own. */
const MAX_IMPORT_DEPTH = 32;

function parseMapping(raw: string | undefined): Mapping | undefined {
  if (raw === undefined || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw validationError([{ path: 'mapping', message: 'The mapping is not valid JSON.' }]);
  }
  const result = mappingSchema.safeParse(value);
  if (!result.success) {
    throw validationError(
      result.error.issues.map((i) => ({ path: ['mapping', ...i.path].join('.'), message: i.message })),
    );
  }
  return result.data;
}

const CUT_SHORT = 'The upload ends before the form’s closing boundary: it was cut short. Send the file again.';

/** Resolves as soon as the `file` part starts, with the fields sent before it; the file streams on. */
function readMultipartFile(request: Request): Promise<{ file: Readable; fields: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: Object.fromEntries(request.headers),
        limits: { files: 1, fields: 20, fieldSize: 1024 * 1024 },
      });
    } catch {
      reject(validationError([{ path: 'body', message: 'The multipart body has no boundary.' }]));
      return;
    }
    const fields: Record<string, string> = {};
    let found = false;
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('file', (name, stream) => {
      if (name !== 'file' || found) return void stream.resume();
      found = true;
      // A form cut short (no closing boundary) fails the file stream with busboy's own error; the import
      // reading it gets ours instead, a 400, and stores nothing (the import is one transaction).
      const file = new PassThrough();
      const cut = () => file.destroy(validationError([{ path: 'body', message: CUT_SHORT }]));
      stream.on('error', cut);
      parser.on('error', cut);
      stream.pipe(file);
      resolve({ file, fields });
    });
    parser.on('error', (error) =>
      found ? undefined : reject(validationError([{ path: 'body', message: String(error) }])),
    );
    parser.on('close', () => {
      if (!found)
        reject(validationError([{ path: 'file', message: 'Attach the CSV as a multipart part named "file".' }]));
    });
    Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>).pipe(parser);
  });
}
