import { afterAll, describe, expect, it } from 'vitest';
import { createExtractPool } from './extract-pool.ts';
import extractTask from './extract-task.ts';

/** The extraction pool runs extract-task.ts in a worker thread and answers what it answers in-process. */
const pool = createExtractPool(1);
afterAll(() => pool.close());

const page = (text: string) =>
  new TextEncoder().encode(
    `<!doctype html><html><head><title>Lumen Rota</title></head><body><main><h1>Safe staffing</h1><p>${text}</p></main></body></html>`,
  );
const TEXT =
  'Lumen Rota builds rostering software for hospital nursing departments. Ward managers publish a fair six-week roster in an afternoon instead of a week, nurses swap shifts from their phones, and the bank office fills gaps before they become agency bookings.';

describe('createExtractPool', () => {
  it('extracts in a worker thread what the task extracts in-process', async () => {
    const input = { bytes: page(TEXT), contentType: 'text/html; charset=utf-8', url: 'https://lumen.test/' };
    const expected = extractTask({ ...input, bytes: page(TEXT) });
    const answer = await pool.extract(input);
    expect(answer).toEqual(expected);
    expect(answer.extracted.passages[0]!.text).toContain('Lumen Rota builds rostering software');
    // The bytes were moved to the thread, not copied: the caller's buffer is detached.
    expect(input.bytes.byteLength).toBe(0);
  });
});
