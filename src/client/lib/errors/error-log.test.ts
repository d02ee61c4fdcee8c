import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../storage.ts';
import { isChunkLoadError } from './chunk-error.ts';
import { clearApplicationData, CRITICAL_RELOAD_DELAY_MS } from './critical-failure.ts';
import { isDebugMode, setStoredDebugMode } from './debug-mode.ts';
import {
  appendErrorRecord,
  clearErrorLog,
  logError,
  MAX_STORED_ERRORS,
  readErrorLog,
  toErrorRecord,
} from './error-log.ts';

/** An in-memory Storage; `full` makes setItem throw as a browser does when the quota is used up. */
function memoryStorage(initial: Record<string, string> = {}, { full = false } = {}) {
  const data = new Map(Object.entries(initial));
  const storage: KeyValueStorage & { data: Map<string, string>; clear(): void } = {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (full) throw new DOMException('quota exceeded', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
  return storage;
}

const now = new Date('2026-11-22T10:00:00.000Z');

describe('the error log (SPEC §3 "Logged error record", §8, §9)', () => {
  it('records message, stack, severity, timestamp, url, context and tags', () => {
    const error = new Error('Saving the draft failed');
    const record = toErrorRecord(
      error,
      { severity: 'warning', context: { draftId: 'd1' }, tags: { area: 'review' } },
      { url: 'https://app.test/x', now },
    );
    expect(record).toEqual({
      message: 'Saving the draft failed',
      stack: error.stack,
      severity: 'warning',
      timestamp: '2026-11-22T10:00:00.000Z',
      url: 'https://app.test/x',
      context: { draftId: 'd1' },
      tags: { area: 'review' },
    });
  });

  it('describes non-Error values without throwing', () => {
    expect(toErrorRecord('plain text', {}, { now }).message).toBe('plain text');
    expect(toErrorRecord({ code: 42 }, {}, { now }).message).toBe('{"code":42}');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(toErrorRecord(cyclic, {}, { now }).message).toBe('[object Object]');
    expect(toErrorRecord(undefined, {}, { now }).message).toBe('undefined');
  });

  it('keeps the newest 20 records, oldest first', () => {
    const session = memoryStorage();
    for (let i = 0; i < MAX_STORED_ERRORS + 5; i++)
      appendErrorRecord(toErrorRecord(new Error(`#${i}`), {}, { now }), session);
    const log = readErrorLog(session);
    expect(MAX_STORED_ERRORS).toBe(20);
    expect(log).toHaveLength(20);
    expect(log[0]!.message).toBe('#5');
    expect(log.at(-1)!.message).toBe('#24');
  });

  it('reads a corrupted or foreign value as an empty log, and skips malformed entries', () => {
    expect(readErrorLog(memoryStorage({ app_errors: '{not json' }))).toEqual([]);
    expect(readErrorLog(memoryStorage({ app_errors: '{"a":1}' }))).toEqual([]);
    const mixed = JSON.stringify([
      { message: 'kept', timestamp: now.toISOString(), severity: 'error', url: '' },
      { nope: true },
      'text',
    ]);
    expect(readErrorLog(memoryStorage({ app_errors: mixed })).map((r) => r.message)).toEqual(['kept']);
    expect(readErrorLog(undefined)).toEqual([]);
  });

  it('writes lastError to local storage only in debug mode', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    logError(new Error('quiet'), {}, { session, local, now, url: 'u', debug: false });
    expect(local.data.has('lastError')).toBe(false);
    logError(new Error('loud'), {}, { session, local, now, url: 'u', debug: true });
    expect(JSON.parse(local.data.get('lastError')!)).toMatchObject({ message: 'loud' });
    expect(readErrorLog(session).map((r) => r.message)).toEqual(['quiet', 'loud']);
  });

  it('keeps working when storage is full or missing', () => {
    expect(() =>
      logError(
        new Error('x'),
        {},
        { session: memoryStorage({}, { full: true }), local: memoryStorage({}, { full: true }), now, debug: true },
      ),
    ).not.toThrow();
    expect(() => clearErrorLog(undefined)).toThrow(/unavailable/);
    const session = memoryStorage({ app_errors: '[]' });
    clearErrorLog(session);
    expect(session.data.has('app_errors')).toBe(false);
  });
});

describe('debug mode (SPEC §2)', () => {
  it('is on with a debug query parameter or the stored flag equal to true', () => {
    expect(isDebugMode('?debug', memoryStorage())).toBe(true);
    expect(isDebugMode('?tab=x&debug=0', memoryStorage())).toBe(true);
    expect(isDebugMode('', memoryStorage({ 'coldsmith-debug': 'true' }))).toBe(true);
    expect(isDebugMode('', memoryStorage({ 'coldsmith-debug': 'yes' }))).toBe(false);
    expect(isDebugMode('?debugging', memoryStorage())).toBe(false);
  });

  it('stores and removes the flag', () => {
    const local = memoryStorage();
    setStoredDebugMode(true, local);
    expect(local.data.get('coldsmith-debug')).toBe('true');
    setStoredDebugMode(false, local);
    expect(local.data.has('coldsmith-debug')).toBe(false);
  });
});

describe('the critical-failure screen’s Clear Application Data (SPEC §2, §9)', () => {
  it('clears both storages, alerts, and reloads after 0.5 s', () => {
    const local = memoryStorage({ a: '1' });
    const session = memoryStorage({ b: '2' });
    const calls: string[] = [];
    let delay = -1;
    clearApplicationData({
      storages: [local, session],
      alert: (message) => calls.push(`alert:${message}`),
      reload: () => calls.push('reload'),
      schedule: (run, ms) => {
        delay = ms;
        run();
      },
    });
    expect(local.data.size + session.data.size).toBe(0);
    expect(calls).toEqual(['alert:Storage cleared. The page will now reload.', 'reload']);
    expect(delay).toBe(CRITICAL_RELOAD_DELAY_MS);
    expect(CRITICAL_RELOAD_DELAY_MS).toBe(500);
  });
});

describe('chunk-load errors', () => {
  it('recognises each engine’s wording, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
