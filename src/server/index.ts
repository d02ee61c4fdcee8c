import { EnvError, parseEnv } from '#server/env.ts';
import { start } from '#server/start.ts';

/**
 * Entry point of `npm start` / `npm run dev`: read `.env` when present (variables already set win),
 * validate the environment, then boot (start.ts).
 */
try {
  process.loadEnvFile('.env');
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}
try {
  await start(parseEnv(process.env));
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port ${process.env.PORT ?? 3000} is already in use. Stop the other process or set PORT.`);
  } else {
    console.error('Coldsmith failed to start:', error);
  }
  process.exit(1);
}
