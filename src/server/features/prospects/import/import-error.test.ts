import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppBindings } from '#server/app-deps.ts';
import { AppError } from '#server/lib/errors.ts';
import { handleError } from '#server/lib/problem.ts';
import { ImportError, type ImportErrorCode } from './import-error.ts';

/** An import refusal is an AppError: the app's one `onError` answers it with the status of its code. */
const statuses: Record<ImportErrorCode, number> = {
  empty: 422,
  not_csv: 422,
  not_json_array: 422,
  no_header: 422,
  too_large: 413,
  invalid_mapping: 400,
};

describe('ImportError', () => {
  for (const [code, status] of Object.entries(statuses) as [ImportErrorCode, number][]) {
    it(`${code} is answered ${status} problem+json, its message as detail`, async () => {
      const error = new ImportError(code, 'Said to the person who uploaded the file.');
      expect(error).toBeInstanceOf(AppError);
      expect(error.message).toBe('Said to the person who uploaded the file.');
      const app = new Hono<AppBindings>()
        .use('*', async (c, next) => {
          c.set('requestId', 'req-1');
          await next();
        })
        .post('/import', () => {
          throw error;
        })
        .onError(handleError);
      const res = await app.request('/import', { method: 'POST' });
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(await res.json()).toEqual({
        type: `https://coldsmith.app/problems/${code}`,
        status,
        code,
        title: error.title,
        detail: 'Said to the person who uploaded the file.',
        instance: '/import',
        requestId: 'req-1',
      });
    });
  }
});
