/** The whole database schema, one module per domain. drizzle-kit reads this file (drizzle.config.ts). */
export * from './auth.ts';
export * from './system.ts';
export * from './campaigns.ts';
export * from './settings.ts';
export * from './emails.ts';
export * from './accounts.ts';
export * from './integrations.ts';
export * from './api.ts';
export * from './webhooks.ts';
export * from './research.ts';
export * from './batches.ts';
