import { join } from 'node:path';

/**
 * Accounts the e2e suite uses. The server starts on a fresh database for every run
 * (playwright.config.ts), so the first administrator can be a constant: the `setup` project creates it
 * through the UI and saves its session to `ADMIN_STORAGE_STATE` for the other specs.
 */
export type Credentials = { name: string; email: string; password: string };

export const ADMIN: Credentials = {
  name: 'Ada Admin',
  email: 'admin@coldsmith.test',
  password: 'e2e-admin-password-1',
};

export const ADMIN_STORAGE_STATE = join(import.meta.dirname, '..', '.auth', 'admin.json');

/** Fresh, unique credentials for a user created by one test. */
export function newUser(label: string): Credentials {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `E2E ${label}`, email: `${label}-${id}@example.com`, password: `pw-${id}-secret` };
}
