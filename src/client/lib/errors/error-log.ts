import { STORAGE_KEYS } from '#shared/app.ts';
import { browserStorage, readItem, writeItem, type KeyValueStorage } from '../storage.ts';
import { isDebugMode } from './debug-mode.ts';

/**
 * The client's error log (SPEC §3 "Logged error record", §8): records in session storage under
 * `app_errors`, the newest last, at most `MAX_STORED_ERRORS` (SPEC §9); in debug mode the latest one
 * is also written to local storage under `lastError`. /system-status reads and clears the log.
 */
export const MAX_STORED_ERRORS = 20;

export type ErrorSeverity = 'error' | 'warning' | 'info';

export type ErrorRecord = {
  message: string;
  stack?: string;
  severity: ErrorSeverity;
  /** ISO 8601. */
  timestamp: string;
  url: string;
  context?: Record<string, unknown>;
  tags?: Record<string, string>;
};

export type LogOptions = {
  severity?: ErrorSeverity;
  context?: Record<string, unknown>;
  tags?: Record<string, string>;
  /** Also `console.error` it. Off for errors the browser has already printed (uncaught ones). */
  console?: boolean;
};

type Env = { session?: KeyValueStorage; local?: KeyValueStorage; url?: string; now?: Date; debug?: boolean };

const messageOf = (error: unknown): string => {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
};

export function toErrorRecord(
  error: unknown,
  options: LogOptions = {},
  env: Pick<Env, 'url' | 'now'> = {},
): ErrorRecord {
  const record: ErrorRecord = {
    message: messageOf(error),
    severity: options.severity ?? 'error',
    timestamp: (env.now ?? new Date()).toISOString(),
    url: env.url ?? globalThis.location?.href ?? '',
  };
  if (error instanceof Error && error.stack) record.stack = error.stack;
  if (options.context) record.context = options.context;
  if (options.tags) record.tags = options.tags;
  return record;
}

const isRecord = (value: unknown): value is ErrorRecord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ErrorRecord).message === 'string' &&
  typeof (value as ErrorRecord).timestamp === 'string';

/** The stored records, oldest first; anything unreadable counts as an empty log. */
export function readErrorLog(storage: KeyValueStorage | undefined = browserStorage('sessionStorage')): ErrorRecord[] {
  const raw = readItem(storage, STORAGE_KEYS.errors);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
  } catch {
    return [];
  }
}

/** Appends a record, dropping the oldest beyond `MAX_STORED_ERRORS`. */
export function appendErrorRecord(
  record: ErrorRecord,
  storage: KeyValueStorage | undefined = browserStorage('sessionStorage'),
) {
  const records = [...readErrorLog(storage), record].slice(-MAX_STORED_ERRORS);
  writeItem(storage, STORAGE_KEYS.errors, JSON.stringify(records));
}

/** Empties the log. Throws when storage refuses, so the status page can say 'Failed to Clear Errors'. */
export function clearErrorLog(storage: KeyValueStorage | undefined = browserStorage('sessionStorage')) {
  if (!storage) throw new Error('Session storage is unavailable');
  storage.removeItem(STORAGE_KEYS.errors);
}

/** Records an error: session log, `lastError` in debug mode, and the console when asked. */
export function logError(error: unknown, options: LogOptions = {}, env: Env = {}): ErrorRecord {
  const record = toErrorRecord(error, options, env);
  if (options.console) console.error(error);
  appendErrorRecord(record, env.session ?? browserStorage('sessionStorage'));
  const local = env.local ?? browserStorage('localStorage');
  if (env.debug ?? isDebugMode(undefined, local)) saveLastError(record, local);
  return record;
}

/** Debug mode keeps the latest error in local storage too, so it survives a reload (SPEC §8). */
export function saveLastError(
  record: ErrorRecord,
  storage: KeyValueStorage | undefined = browserStorage('localStorage'),
) {
  writeItem(storage, STORAGE_KEYS.lastError, JSON.stringify(record));
}
