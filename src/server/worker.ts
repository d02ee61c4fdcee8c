import { openDatabase } from '#server/db/client.ts';
import { EnvError, parseEnv } from '#server/env.ts';
import { eventSubscribers } from '#server/event-subscribers.ts';
import { startWorkers } from '#server/workers.ts';
import { loadLanguageModel } from '#server/engine/index.ts';
import { createLogger } from '#server/lib/logger.ts';

/**
 * `npm run worker`: the queue workers alone, for scaling out on one PostgreSQL (DESIGN.md §3). It needs
 * `DATABASE_URL`: a PGlite folder belongs to the one process that opened it, so with the embedded
 * database the workers run inside `npm start`. Stops gracefully on SIGTERM/SIGINT.
 */
try {
  process.loadEnvFile('.env');
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}
try {
  const env = parseEnv(process.env);
  if (!env.DATABASE_URL) {
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL). With the embedded database, `npm start` runs the workers itself.',
    );
    process.exit(1);
  }
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
    onIdleError: (err) => logger.warn({ err }, 'idle database connection failed'),
  });
  await database.migrate();
  // Before the first job rather than in it: loading the engine's language model holds this event loop
  // ~0.5 s, which at a batch's start held every call in flight with it (pipeline bench, 2 worker
  // processes: 93.4 → 94.9 % of the bare-call ceiling; decision 037, second addendum).
  loadLanguageModel();
  const workers = await startWorkers({
    database,
    env,
    logger,
    encryptionKey: Buffer.from(env.ENCRYPTION_KEY!, 'base64'),
    subscribers: eventSubscribers,
    // No HTTP server here: composing and scoring on this event loop delay nobody's request.
    engineThreads: 0,
  });
  logger.info({ concurrency: env.AI_CONCURRENCY, rpm: env.AI_RPM, tpm: env.AI_TPM }, 'Coldsmith worker is running');
  const stop = async (signal: string) => {
    logger.info({ signal }, 'worker shutting down');
    await workers.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
