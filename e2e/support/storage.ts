import type { Page } from '@playwright/test';

/** Reads a browser-storage key of the page's origin, parsed as JSON when it is JSON. */
export async function readStorage<T = unknown>(
  page: Page,
  kind: 'localStorage' | 'sessionStorage',
  key: string,
): Promise<T | string | null> {
  const raw = await page.evaluate(([k, name]) => window[k].getItem(name), [kind, key] as const);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return raw;
  }
}

/** The error log the client keeps in session storage (SPEC §3 "Logged error record"). */
export type StoredError = {
  message: string;
  stack?: string;
  severity: 'error' | 'warning' | 'info';
  timestamp: string;
  url: string;
  context?: Record<string, unknown>;
  tags?: Record<string, string>;
};

export const readErrorLog = async (page: Page) =>
  ((await readStorage<StoredError[]>(page, 'sessionStorage', 'app_errors')) ?? []) as StoredError[];
