import { afterEach } from 'vitest';
import type { FakeOpenAiServer } from '#tests/fakes/openai-server.ts';
import type { TestApp } from '#tests/setup/test-app.ts';
import type { ServerProcess } from './process.ts';

/**
 * What a test that runs real processes starts (the app's or workers' processes, a fake provider, an
 * in-process test app), stopped after each test whatever its outcome: processes with SIGKILL, the rest
 * closed. The test puts what it starts here.
 */
export type TestProcesses = {
  processes: ServerProcess[];
  fake?: FakeOpenAiServer | undefined;
  app?: TestApp | undefined;
};

export function stopAfterEach(): TestProcesses {
  const held: TestProcesses = { processes: [] };
  afterEach(async () => {
    for (const p of held.processes.splice(0)) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    await held.fake?.close();
    await held.app?.close();
    held.fake = undefined;
    held.app = undefined;
  });
  return held;
}

/** The environment `npm run worker` needs on the test app's PostgreSQL, plus the provider's (`AI_*`). */
export const workerEnv = (databaseUrl: string, provider: Record<string, string>): Record<string, string> => ({
  DATABASE_URL: databaseUrl,
  AUTH_SECRET: 'x'.repeat(40),
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  ...provider,
});
