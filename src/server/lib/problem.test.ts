import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it, vi } from 'vitest';
import type { AppBindings } from '#server/app-deps.ts';
import { AppError } from './errors.ts';
import { handleError } from './problem.ts';

function appThrowing(error: Error) {
  const log = { error: vi.fn() };
  const app = new Hono<AppBindings>();
  app.use('*', async (c, next) => {
    c.set('requestId', 'req-1');
    c.set('log', log as never);
    await next();
  });
  app.get('/boom', () => {
    throw error;
  });
  app.onError(handleError);
  return { app, log };
}

describe('handleError', () => {
  it('renders an AppError as problem+json with its code, status and headers', async () => {
    const { app } = appThrowing(new AppError('rate_limited', 'Slow down.', { headers: { 'retry-after': '30' } }));
    const res = await app.request('/boom');
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.json()).toMatchObject({
      code: 'rate_limited',
      status: 429,
      detail: 'Slow down.',
      requestId: 'req-1',
      instance: '/boom',
    });
  });

  it('keeps the status of a client HTTPException', async () => {
    const { app } = appThrowing(new HTTPException(400, { message: 'Malformed JSON in request body' }));
    const res = await app.request('/boom');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', detail: 'Malformed JSON in request body' });
  });

  it('answers anything else with a generic 500 that leaks nothing, and logs it', async () => {
    const { app, log } = appThrowing(new Error('password=hunter2 at db.ts:42'));
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('db.ts');
    expect(JSON.parse(text)).toMatchObject({ code: 'internal_error', requestId: 'req-1' });
    expect(log.error).toHaveBeenCalledOnce();
  });
});
