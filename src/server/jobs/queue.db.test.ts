import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { until } from '#tests/support/until.ts';
import { QUEUES, SEND_CHUNK } from './queue.ts';

/** The job queue's own promises, on the real pg-boss (PGlite here, PostgreSQL in CI). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ workers: true });
});
afterAll(() => t?.close());

describe('sendEach', () => {
  it('answers how many jobs it created: a key already queued counts nothing', async () => {
    const jobs = t.deps.jobs!;
    const items = [1, 2, 3].map((n) => ({
      key: `00000000-0000-4000-8000-00000000000${n}`,
      data: { emailId: `e${n}` },
      startAfter: new Date(Date.now() + 60 * 60_000),
    }));
    expect(await jobs.sendEach(QUEUES.generateEmail, items)).toBe(3);
    expect(await jobs.sendEach(QUEUES.generateEmail, items)).toBe(0);
    expect(await jobs.sendEach(QUEUES.generateEmail, [])).toBe(0);
  });

  it('sends many in inserts of SEND_CHUNK with a turn of the event loop between them, so requests are read meanwhile', async () => {
    const count = SEND_CHUNK * 2 + 5;
    const items = Array.from({ length: count }, (_, n) => ({
      key: `00000000-0000-4000-8000-${String(1_000 + n).padStart(12, '0')}`,
      data: { emailId: `e${n}` },
      startAfter: new Date(Date.now() + 60 * 60_000),
    }));
    let turns = 0;
    let counting = true;
    const tick = () => {
      turns++;
      if (counting) setImmediate(tick);
    };
    setImmediate(tick);
    const sent = jobs().sendEach(QUEUES.generateEmail, items);
    expect(await sent).toBe(count);
    counting = false;
    // Three inserts: the loop turned between them (on PGlite, an insert itself runs on the loop's thread).
    expect(turns).toBeGreaterThanOrEqual(2);
  });
});

const jobs = () => t.deps.jobs!;

describe('LISTEN/NOTIFY', () => {
  it('is on for every queue', async () => {
    for (const name of Object.values(QUEUES)) expect((await t.deps.jobs!.boss.getQueue(name))?.notify, name).toBe(true);
  });

  it('wakes a worker when a job is sent, long before its next poll', async () => {
    const boss = t.deps.jobs!.boss;
    await boss.createQueue('notify-probe', { notify: true });
    const handled: string[] = [];
    // Polling once a minute: only the notification can bring the job within the 10 s allowed here.
    await boss.work<{ n: string }>(
      'notify-probe',
      { pollingIntervalSeconds: 60, notifyPollingIntervalSeconds: 60 },
      async ([job]) => {
        handled.push(job!.data.n);
      },
    );
    await new Promise((r) => setTimeout(r, 500));
    await boss.send('notify-probe', { n: 'one' });
    await until(
      () => handled,
      (h) => h.length === 1,
      'the probe job',
      10_000,
    );
    expect(handled).toEqual(['one']);
  });
});
