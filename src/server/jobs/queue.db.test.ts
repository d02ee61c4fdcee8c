import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { QUEUES } from './queue.ts';

/** The job queue's own promises, on the real pg-boss (PGlite here, PostgreSQL in CI). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ workers: true });
});
afterAll(() => t?.close());

describe('sendEach', () => {
  it('answers how many jobs it created: a key already queued counts nothing', async () => {
    const jobs = t.deps.jobs!;
    const items = [1, 2, 3].map((n) => ({ key: `00000000-0000-4000-8000-00000000000${n}`, data: { emailId: `e${n}` }, startAfter: new Date(Date.now() + 60 * 60_000) }));
    expect(await jobs.sendEach(QUEUES.generateEmail, items)).toBe(3);
    expect(await jobs.sendEach(QUEUES.generateEmail, items)).toBe(0);
    expect(await jobs.sendEach(QUEUES.generateEmail, [])).toBe(0);
  });
});
