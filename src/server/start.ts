import { existsSync } from 'node:fs';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '#server/app.ts';
import { createAuth } from '#server/auth/auth.ts';
import { eventSubscribers } from '#server/event-subscribers.ts';
import { startWorkers } from '#server/workers.ts';
import { openDatabase } from '#server/db/client.ts';
import { flushWriteBehind } from '#server/db/write-behind.ts';
import type { AppEnv } from '#server/env.ts';
import { createLogger } from '#server/lib/logger.ts';
import { resolveSecrets } from '#server/lib/secrets.ts';
import { appFile } from '#server/lib/app-files.ts';

/**
 * Boots the web process: database (migrated), auth, the job queue and its workers (in-process), the
 * HTTP app, and graceful shutdown on SIGTERM and SIGINT (stop accepting, finish in-flight requests and
 * jobs, close the database; forced after 10 s).
 */
export const SHUTDOWN_GRACE_MS = 10_000;

export async function start(env: AppEnv) {
  const logger = createLogger(env.LOG_LEVEL);
  const secrets = resolveSecrets(env.DATA_DIR, env);
  const database = await openDatabase(
    env.DATABASE_URL
      ? {
          databaseUrl: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          onIdleError: (err) => logger.warn({ err }, 'idle database connection failed'),
        }
      : { dataDir: env.DATA_DIR },
  );
  await database.migrate();
  const auth = createAuth({ db: database.db, env, secret: secrets.authSecret, logger });
  const clientDir = appFile('dist', 'client');
  const encryptionKey = Buffer.from(secrets.encryptionKey, 'base64');
  const workers = await startWorkers({ database, env, logger, encryptionKey, subscribers: eventSubscribers });
  const app = createApp({
    env,
    db: database.db,
    auth,
    logger,
    encryptionKey,
    jobs: workers.jobs,
    subscribers: eventSubscribers,
    clientDir: existsSync(clientDir) ? clientDir : undefined,
  });

  const server: ServerType = await new Promise((resolveServer, reject) => {
    const s = serve({ fetch: app.fetch, port: env.PORT }, () => resolveServer(s));
    s.once('error', reject);
  });
  logger.info(
    { port: env.PORT, database: database.driver, ai: env.AI_PROVIDER },
    `Coldsmith is running at ${env.BASE_URL}`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await workers
        .stop(SHUTDOWN_GRACE_MS - 2_000)
        .catch((err: unknown) => logger.error({ err }, 'stopping workers failed'));
      // What the hot paths counted in memory (API-key usage, rate limits; decision 036) is written last.
      await flushWriteBehind(database.db).catch((err: unknown) => logger.error({ err }, 'flushing counters failed'));
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
    // Idle keep-alive sockets would otherwise hold `close` open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
