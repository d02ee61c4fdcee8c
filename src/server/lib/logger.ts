import pino, { type Logger } from 'pino';

/**
 * The process logger (pino, JSON lines). Request handlers use a child carrying `requestId`
 * (middleware/request-context.ts). Secrets are redacted wherever they appear in a logged object.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'coldsmith' },
    redact: {
      paths: ['password', '*.password', 'apiKey', '*.apiKey', 'headers.cookie', 'headers.authorization', '*.token'],
      censor: '[redacted]',
    },
  });
}
export type { Logger };
