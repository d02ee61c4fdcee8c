import { z } from 'zod';

/**
 * API keys (DESIGN.md §4 `/api/v1/api-keys`; docs/decisions/019): a key is `cs_live_` followed by 43
 * base64url characters (32 random bytes), shown once when created; the list shows its visible
 * `prefix`. Scopes say which `/api/v1` routes a key may call: each route declares its own
 * (`requireScope`, server/middleware/scope.ts).
 */
export const API_KEY_PREFIX = 'cs_live_';
/** Random characters of the key shown in `prefix` after `cs_live_`: enough to tell keys apart, 36 of 256 bits. */
export const API_KEY_VISIBLE_CHARS = 6;
/** Active (not revoked, not expired) keys a user may hold; a person or a few integrations need far fewer. */
export const API_KEYS_PER_USER = 25;

export const apiKeyScopes = [
  'campaigns:read',
  'campaigns:write',
  'emails:read',
  'emails:write',
  'webhooks:write',
] as const;
export const apiKeyScopeSchema = z.enum(apiKeyScopes);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/** One line per scope, shown beside its checkbox on /api and in the docs. */
export const apiKeyScopeDescriptions: Record<ApiKeyScope, string> = {
  'campaigns:read': 'List and read campaigns, prospects, cost estimates, progress and dashboard stats.',
  'campaigns:write': 'Create, edit and delete campaigns; preview and import prospects.',
  'emails:read': 'List and read e-mails; export them as CSV or JSON.',
  'emails:write':
    'Start, pause, resume, cancel and retry generation; edit, approve, reject and regenerate e-mails; personalize one.',
  'webhooks:write': 'Create, change and delete webhook endpoints; read and replay deliveries.',
};

/** An API key as listed (never the key itself). `status` is `expired` once `expiresAt` has passed. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  status: z.enum(['active', 'expired']),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  requestCount: z.number().int().nonnegative(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema), nextCursor: z.null() });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** `POST /api/v1/api-keys` answers 201 with the key, the only time it is ever shown. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const createApiKeySchema = z
  .object({
    name: z.string().trim().min(1, { message: 'Name the key' }).max(100, { message: 'Use at most 100 characters' }),
    scopes: z
      .array(apiKeyScopeSchema)
      .min(1, { message: 'Choose at least one scope' })
      .transform((scopes) => apiKeyScopes.filter((s) => scopes.includes(s))),
    expiresAt: z.iso
      .datetime({ offset: true, message: 'Use an ISO 8601 date and time, e.g. 2027-01-31T00:00:00Z' })
      .refine((value) => Date.parse(value) > Date.now(), { message: 'Choose a date in the future' })
      .nullable()
      .optional(),
  })
  .strict();
export type CreateApiKey = z.input<typeof createApiKeySchema>;
