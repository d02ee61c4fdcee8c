import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { healthSchema } from '#shared/health.ts';
import { HEALTH_CACHE_MS } from './health.service.ts';

let t: TestApp;
let closed = false;
beforeEach(async () => {
  t = await createTestApp();
  closed = false;
});
afterEach(async () => {
  vi.useRealTimers();
  if (!closed) await t.close();
});

describe('GET /api/health', () => {
  it('reports real checks of the API, the database and auth', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const health = healthSchema.parse(await res.json());
    expect(health).toMatchObject({
      status: 'ok',
      version: '1.0.0',
      checks: {
        api: { status: 'ok', message: 'API is operational' },
        database: { status: 'ok', message: 'Database connected successfully' },
        auth: { status: 'ok', message: 'Not authenticated', authenticated: false },
      },
    });
    expect(health.checks.database.latencyMs).toBeGreaterThan(0);
  });

  it('says when the caller is signed in', async () => {
    const { client } = await createActiveUser(t);
    const health = await (await client.get('/api/health')).json();
    expect(health.checks.auth).toMatchObject({
      status: 'ok',
      message: 'Authenticated successfully',
      authenticated: true,
    });
  });

  it('answers 503 with the database error when the database is down', async () => {
    await t.destroy();
    closed = true;
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(503);
    const health = await res.json();
    expect(health.status).toBe('error');
    expect(health.checks.database.status).toBe('error');
    expect(health.checks.database.message).toMatch(/^Database error: /);
  });

  it('reuses the database and auth checks for HEALTH_CACHE_MS, then reports a broken database as error', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const first = await (await t.client().get('/api/health')).json();
    await t.destroy();
    closed = true;
    // Within the window the shared checks' last result stands, latency included (decision 036) …
    const cached = await t.client().get('/api/health');
    expect(cached.status).toBe(200);
    expect((await cached.json()).checks.database).toEqual(first.checks.database);
    // … and once it has passed, the database is asked again.
    vi.advanceTimersByTime(HEALTH_CACHE_MS + 1);
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(503);
    expect((await res.json()).checks.database.message).toMatch(/^Database error: /);
  });
});
