import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProviderId } from '#shared/campaigns.ts';
import { users } from './auth.ts';

/** A user's own AI provider key (one per user), encrypted with ENCRYPTION_KEY (lib/encryption.ts). */
export const aiSettings = pgTable('ai_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<Exclude<ProviderId, 'offline'>>().notNull(),
  model: text('model'),
  baseUrl: text('base_url'),
  apiKeyEncrypted: text('api_key_encrypted').notNull(),
  apiKeyMasked: text('api_key_masked').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull(),
});
export type AiSettingsRow = typeof aiSettings.$inferSelect;
